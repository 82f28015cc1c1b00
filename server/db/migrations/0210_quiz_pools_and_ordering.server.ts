import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Question pools and ordering questions (issue 31). A quiz may draw `drawCount` of its questions for
 * each attempt (null: all of them, in the coach's order). What one learner's next attempt asks is
 * decided on the server when the quiz is first shown and kept in `quiz_draw` until it is graded, so a
 * reload shows the same questions (and the same shuffle of an ordering question's items) and the
 * grading uses exactly that set.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('lesson_quiz').addColumn('drawCount', 'integer').execute()
    await db.schema
      .createTable('quiz_draw')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('lessonId', 'integer', (c) => c.notNull().references('course_lesson.id').onDelete('cascade'))
      .addColumn('draw', 'text', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .addPrimaryKeyConstraint('quiz_draw_pk', ['userId', 'lessonId'])
      .execute()
  },
}
