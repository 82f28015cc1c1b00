import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Lesson assignments (issue 31): a lesson may ask for a file or a video (`lesson_assignment`, at
 * most one per lesson; no row: no assignment), and each learner's submissions are kept as a
 * history (`assignment_submission`). At most one submission per learner and lesson is waiting or
 * approved at a time (the partial unique index): a new one may only follow a returned one, even
 * when two uploads arrive at once.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('lesson_assignment')
      .addColumn('lessonId', 'integer', (c) =>
        c.primaryKey().references('course_lesson.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fileTypes', 'text', (c) => c.notNull())
      .addColumn('maxBytes', 'integer', (c) => c.notNull())
      .addColumn('maxPoints', 'integer')
      .addColumn('approvalCompletes', flag, (c) => c.notNull())
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createTable('assignment_submission')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('lessonId', 'integer', (c) => c.notNull().references('course_lesson.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('submitted'))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fileName', 'text', (c) => c.notNull())
      .addColumn('storageKey', 'text', (c) => c.notNull())
      .addColumn('contentType', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('feedback', 'text')
      .addColumn('points', 'integer')
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('reviewedAt', timestamp)
      .execute()
    await db.schema
      .createIndex('assignment_submission_active_unique')
      .on('assignment_submission')
      .columns(['lessonId', 'userId'])
      .unique()
      .where(sql.ref('status'), '<>', 'returned')
      .execute()
    await db.schema
      .createIndex('assignment_submission_queue_idx')
      .on('assignment_submission')
      .columns(['status', 'createdAt'])
      .execute()
    await db.schema
      .createIndex('assignment_submission_learner_idx')
      .on('assignment_submission')
      .columns(['userId', 'lessonId', 'id'])
      .execute()
  },
}
