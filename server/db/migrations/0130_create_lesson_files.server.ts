import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Files uploaded to a lesson (issue 16): its video and its downloads (PDF, video). The bytes live
 * in the storage under a random key and are only served to people who may read the lesson
 * (docs/decisions/013-courses-and-access.md), never from the public media route.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('lesson_file')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('lessonId', 'integer', (c) => c.notNull().references('course_lesson.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('storageKey', 'text', (c) => c.notNull().unique())
      .addColumn('contentType', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .execute()
    await db.schema.createIndex('lesson_file_lesson_idx').on('lesson_file').column('lessonId').execute()
  },
}
