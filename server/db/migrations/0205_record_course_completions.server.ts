import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Course completions (issue 31, docs/decisions/033-finding-and-completion.md): one row the moment a
 * learner finishes a course, so the congratulation mail goes exactly once (its row and the queued
 * mail are written in one transaction) and the coach can count and list who finished when. Queued
 * mail may carry attachments (the certificate's PDF), stored as JSON with base64 bodies.
 *
 * Learners who already finished (every lesson done, certificate held) are recorded with the date
 * of their certificate; they get no late mail.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('course_completion')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('completedAt', timestamp, (c) => c.notNull())
      .addUniqueConstraint('course_completion_user_course_unique', ['userId', 'courseId'])
      .execute()
    await db.schema
      .createIndex('course_completion_course_idx')
      .on('course_completion')
      .columns(['courseId', 'completedAt'])
      .execute()
    await sql`
      INSERT INTO course_completion ("userId", "courseId", "completedAt")
      SELECT c."userId", c."courseId", c."issuedAt" FROM certificate c
      WHERE c."userId" IS NOT NULL AND c."courseId" IS NOT NULL
        AND EXISTS (SELECT 1 FROM course_lesson l WHERE l."courseId" = c."courseId")
        AND NOT EXISTS (
          SELECT 1 FROM course_lesson l
          WHERE l."courseId" = c."courseId"
            AND NOT EXISTS (
              SELECT 1 FROM lesson_progress p WHERE p."lessonId" = l.id AND p."userId" = c."userId"
            )
        )
    `.execute(db)
    await db.schema.alterTable('mail_queue').addColumn('attachments', 'text').execute()
  },
}
