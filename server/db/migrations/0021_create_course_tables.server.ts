import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The spec's purchasedCourses and certificates: courses, a user's enrolments (purchases) and the
 * certificates issued to them. A user's rows go with the user (ON DELETE CASCADE).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('course')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createTable('enrollment')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.notNull().references('course.id').onDelete('cascade'))
      .addColumn('purchasedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('enrollment_user_course_unique', ['userId', 'courseId'])
      .execute()
    await db.schema
      .createTable('certificate')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.references('course.id').onDelete('set null'))
      .addColumn('issuedAt', timestamp, (c) => c.notNull())
      .addColumn('verificationCode', 'text', (c) => c.notNull().unique())
      .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
    await db.schema.createIndex('certificate_user_idx').on('certificate').column('userId').execute()
  },
}
