import { sql, type Kysely } from 'kysely'
import { searchTextOf } from '../../content/admin-search.server.ts'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

type Row = { id: number; title: string; summary: string; body: string }

/**
 * The coach's workshop: a version counter on posts and concepts (a save made from an older copy
 * is refused, never silently overwritten), a folded search column for the admin lists, and the
 * revisions of each post (a snapshot per manual save or publication, restorable).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    for (const table of ['post', 'concept']) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .alterTable(table)
        .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    }
    await backfill(db, sql`select id, title, excerpt as summary, content as body from post`, 'post')
    await backfill(db, sql`select id, term as title, summary, body from concept`, 'concept')

    await db.schema
      .createTable('post_revision')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('postId', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      /** JSON of the post's editable fields at that version. */
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('authorId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('post_revision_post_idx')
      .on('post_revision')
      .columns(['postId', 'id'])
      .execute()
  },
}

async function backfill(db: Kysely<unknown>, select: ReturnType<typeof sql<Row>>, table: string) {
  const { rows } = await select.execute(db)
  for (const row of rows)
    await sql`update ${sql.table(table)} set ${sql.ref('searchText')} = ${searchTextOf(row)} where id = ${row.id}`.execute(
      db,
    )
}
