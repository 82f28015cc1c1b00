import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * The site search's index (docs/decisions/044-site-search.md): one row per post, concept,
 * definition, drill, course and event with its readable text and who may find it. SQLite matches
 * stems in an FTS5 table keyed by the row's id; PostgreSQL keeps two weighted `tsvector`s (the
 * whole text, and title and teaser only for readers a members-only body is closed to). The rows
 * that exist are indexed by the last migration that changed the index (0460), with today's code.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    let table = db.schema
      .createTable('search_document')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sourceId', 'integer', (c) => c.notNull())
      .addColumn('href', 'text', (c) => c.notNull())
      .addColumn('programme', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('teaser', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('publicFrom', timestamp)
      .addColumn('gated', flag, (c) => c.notNull())
    if (engine === 'postgres')
      table = table
        .addColumn('fullVector', sql`tsvector`, (c) => c.notNull())
        .addColumn('teaserVector', sql`tsvector`, (c) => c.notNull())
    await table.execute()
    await db.schema
      .createIndex('search_document_source_idx')
      .on('search_document')
      .columns(['source', 'sourceId'])
      .execute()
    if (engine === 'postgres') {
      await sql`create index search_document_full_idx on search_document using gin (${sql.ref('fullVector')})`.execute(
        db,
      )
      await sql`create index search_document_teaser_idx on search_document using gin (${sql.ref('teaserVector')})`.execute(
        db,
      )
    } else {
      // Stems only (written by search-index.server.ts); the readable text stays in search_document.
      await sql`create virtual table search_fts using fts5(title, teaser, body, content='', contentless_delete=1, tokenize='unicode61')`.execute(
        db,
      )
    }
  },
}
