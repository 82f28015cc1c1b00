import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Lesson quizzes (issue 16): at most one per lesson, its questions as JSON checked by
 * app/schemas/quiz.ts, and every attempt a learner makes (answers, score, passed).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('lesson_quiz')
      .addColumn('lessonId', 'integer', (c) =>
        c.primaryKey().references('course_lesson.id').onDelete('cascade'),
      )
      .addColumn('passMark', 'integer', (c) => c.notNull().defaultTo(70))
      .addColumn('maxAttempts', 'integer')
      .addColumn('required', flag, (c) => c.notNull())
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createTable('quiz_attempt')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('lessonId', 'integer', (c) => c.notNull().references('course_lesson.id').onDelete('cascade'))
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('passed', flag, (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('quiz_attempt_user_lesson_idx')
      .on('quiz_attempt')
      .columns(['userId', 'lessonId'])
      .execute()
  },
}
