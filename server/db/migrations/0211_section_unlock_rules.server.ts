import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Drip on sections (issue 31): a section has the same unlock rules as a lesson (on a date, N days
 * after enrolment, once the previous section is done); its lessons stay locked while it is.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema
      .alterTable('course_section')
      .addColumn('unlockRule', 'text', (c) => c.notNull().defaultTo('none'))
      .execute()
    await db.schema.alterTable('course_section').addColumn('unlockAt', timestamp).execute()
    await db.schema.alterTable('course_section').addColumn('unlockDays', 'integer').execute()
  },
}
