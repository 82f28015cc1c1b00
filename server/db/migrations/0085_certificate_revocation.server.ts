import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Certificates (issue 16): a certificate can be revoked (when, why) and a learner holds at most one
 * per course, so issuing on completion is idempotent even when two requests finish the course at once.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('certificate').addColumn('revokedAt', timestamp).execute()
    await db.schema.alterTable('certificate').addColumn('revokedReason', 'text').execute()
    await db.schema
      .createIndex('certificate_user_course_idx')
      .on('certificate')
      .columns(['userId', 'courseId'])
      .unique()
      .execute()
    await db.schema
      .createIndex('certificate_course_idx')
      .on('certificate')
      .columns(['courseId', 'issuedAt'])
      .execute()
  },
}
