import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Support requests (issue 16): a signed-in user asks, optionally about one of their courses; the
 * coach answers from the admin area (status open → answered, or closed). The answer is kept with
 * the request, so the user reads it in their account as well as in the e-mail.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('support_request')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('courseId', 'integer', (c) => c.references('course.id').onDelete('set null'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('answer', 'text')
      .addColumn('answeredAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('support_request_user_idx')
      .on('support_request')
      .columns(['userId', 'createdAt'])
      .execute()
    await db.schema
      .createIndex('support_request_status_idx')
      .on('support_request')
      .columns(['status', 'createdAt'])
      .execute()
  },
}
