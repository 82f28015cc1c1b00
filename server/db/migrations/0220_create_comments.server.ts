import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Questions under lessons and comments under posts (issue 31, docs/decisions/038-comments.md).
 * A comment belongs to a post or to a lesson, never both; `parentId` holds one level of replies.
 * The coach switches them on per post and per course (off by default: nothing appears under
 * content written before). Reports are one per reader and comment; a block keeps a user from
 * writing any more.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    const falseValue = sql.raw(engine === 'postgres' ? 'false' : '0')
    await db.schema
      .alterTable('post')
      .addColumn('commentsEnabled', flag, (c) => c.notNull().defaultTo(falseValue))
      .execute()
    await db.schema
      .alterTable('course')
      .addColumn('questionsEnabled', flag, (c) => c.notNull().defaultTo(falseValue))
      .execute()
    await db.schema
      .createTable('comment')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('postId', 'integer', (c) => c.references('post.id').onDelete('cascade'))
      .addColumn('lessonId', 'integer', (c) => c.references('course_lesson.id').onDelete('cascade'))
      .addColumn('parentId', 'integer', (c) => c.references('comment.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
      /** When the coach dealt with it (answered, hid, kept after a report); null: new in the queue. */
      .addColumn('reviewedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addCheckConstraint('comment_one_target', sql`("postId" is null) <> ("lessonId" is null)`)
      .execute()
    await db.schema.createIndex('comment_post_idx').on('comment').columns(['postId', 'id']).execute()
    await db.schema.createIndex('comment_lesson_idx').on('comment').columns(['lessonId', 'id']).execute()
    await db.schema.createIndex('comment_parent_idx').on('comment').column('parentId').execute()
    await db.schema.createIndex('comment_user_idx').on('comment').columns(['userId', 'id']).execute()
    await db.schema.createIndex('comment_review_idx').on('comment').columns(['reviewedAt', 'id']).execute()
    await db.schema
      .createTable('comment_report')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('commentId', 'integer', (c) => c.notNull().references('comment.id').onDelete('cascade'))
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('comment_report_once', ['commentId', 'userId'])
      .execute()
    await db.schema
      .createTable('comment_block')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('blockedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
  },
}
