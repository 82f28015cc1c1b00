import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Courses become teachable (docs/decisions/013-courses-and-access.md): catalogue fields on
 * `course`, its sections and lessons, learners' progress, and the ways access is granted without a
 * payment provider (requests the coach decides, hand enrolment, access codes).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    const addToCourse: Array<[string, 'text' | 'integer', unknown]> = [
      ['programme', 'text', null],
      ['level', 'text', 'beginner'],
      ['priceText', 'text', ''],
      ['status', 'text', 'draft'],
    ]
    for (const [name, type, fallback] of addToCourse)
      await db.schema
        .alterTable('course')
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute()
    await db.schema
      .alterTable('course')
      .addColumn('coverMediaId', 'integer', (c) => c.references('media.id').onDelete('set null'))
      .execute()
    await db.schema
      .alterTable('course')
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()

    await db.schema
      .createTable('course_section')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('course_section_course_idx').on('course_section').column('courseId').execute()

    await db.schema
      .createTable('course_lesson')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('sectionId', 'integer', (c) =>
        c.notNull().references('course_section.id').onDelete('cascade'),
      )
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bodyHtml', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('videoUrl', 'text')
      .addColumn('videoMediaId', 'integer', (c) => c.references('media.id').onDelete('set null'))
      /** JSON array of media ids offered as downloads. */
      .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('durationMinutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unlockRule', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('unlockAt', timestamp)
      .addColumn('unlockDays', 'integer')
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('course_lesson_slug_unique', ['courseId', 'slug'])
      .execute()
    await db.schema.createIndex('course_lesson_section_idx').on('course_lesson').column('sectionId').execute()

    await db.schema
      .alterTable('enrollment')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('admin'))
      .execute()
    await db.schema
      .alterTable('enrollment')
      .addColumn('lastLessonId', 'integer', (c) => c.references('course_lesson.id').onDelete('set null'))
      .execute()

    await db.schema
      .createTable('lesson_progress')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('lessonId', 'integer', (c) => c.notNull().references('course_lesson.id').onDelete('cascade'))
      .addColumn('completedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('lesson_progress_pk', ['userId', 'lessonId'])
      .execute()

    await db.schema
      .createTable('course_access_request')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('decidedAt', timestamp)
      .execute()
    await db.schema
      .createIndex('course_access_request_status_idx')
      .on('course_access_request')
      .columns(['status', 'createdAt'])
      .execute()

    await db.schema
      .createTable('course_access_code')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      /** SHA-256 (hex) of the code: the code itself is shown once, when it is made. */
      .addColumn('codeHash', 'text', (c) => c.notNull().unique())
      /** The code's last four characters, so the coach can tell codes apart. */
      .addColumn('hint', 'text', (c) => c.notNull())
      .addColumn('maxUses', 'integer', (c) => c.notNull())
      .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expiresAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createTable('course_code_redemption')
      .addColumn('codeId', 'integer', (c) =>
        c.notNull().references('course_access_code.id').onDelete('cascade'),
      )
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('redeemedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addPrimaryKeyConstraint('course_code_redemption_pk', ['codeId', 'userId'])
      .execute()
  },
}
