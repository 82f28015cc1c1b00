import { sql } from 'kysely'
import type { Migration } from '../migration-kit.server.ts'

/**
 * Who may read a course's lessons (docs/decisions/032-content-visibility.md): a course is 'enrolled'
 * unless the coach chooses 'public', 'signedIn' or 'members'; a lesson follows its course ('course')
 * unless it names a level of its own ('public' is a free preview). Migration 0185 gave both tables
 * `access` with the default 'public', meaning "not members-only": for a course that was enrolment,
 * as before. The column is made again with the new default, keeping members-only choices. A lesson
 * gets the teaser a walled reader sees.
 */
export const migration: Migration = {
  async up(db) {
    for (const [table, fallback] of [
      ['course', 'enrolled'],
      ['course_lesson', 'course'],
    ] as const) {
      const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)}
        where access = 'members'`.execute(db)
      await db.schema.alterTable(table).dropColumn('access').execute()
      await db.schema
        .alterTable(table)
        .addColumn('access', 'text', (c) => c.notNull().defaultTo(fallback))
        .execute()
      for (const row of rows)
        await sql`update ${sql.table(table)} set access = 'members' where id = ${row.id}`.execute(db)
    }
    await db.schema
      .alterTable('course_lesson')
      .addColumn('teaser', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  },
}
