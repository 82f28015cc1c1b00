import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Support threads (issue 31): every answer of the coach is a row of its own, so a second answer
 * adds to the conversation instead of overwriting the first. The request keeps its latest answer
 * in `answer`/`answeredAt` (lists, data export); the thread is read from here. Answers given
 * before this migration become each request's first row.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('support_answer')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('requestId', 'integer', (c) =>
        c.notNull().references('support_request.id').onDelete('cascade'),
      )
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('support_answer_request_idx')
      .on('support_answer')
      .columns(['requestId', 'id'])
      .execute()
    await sql`insert into support_answer ("requestId", body, "createdAt")
      select id, answer, coalesce("answeredAt", "updatedAt") from support_request
      where answer is not null order by id`.execute(db)
  },
}
