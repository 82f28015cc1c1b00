import type { Migration } from '../migration-kit.server.ts'

/**
 * A version counter on courses and lessons, like posts, concepts and drills: a save made from an
 * older copy (another tab, another device) is refused with the version saved meanwhile.
 */
export const migration: Migration = {
  async up(db) {
    for (const table of ['course', 'course_lesson'])
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
  },
}
