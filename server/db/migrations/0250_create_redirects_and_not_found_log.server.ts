import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Redirects and the 404 log (issue 30, docs/decisions/041-redirects-and-tags.md). A redirect sends
 * one path of this site to a path or an https address; `kind` says who made it (a slug change of a
 * post, concept, drill or course, or the coach by hand). The 404 log keeps one row per path
 * (no query), bounded by the code to the most recent paths.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('redirect')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('fromPath', 'text', (c) => c.notNull().unique())
      .addColumn('toPath', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('redirect_to_idx').on('redirect').column('toPath').execute()
    await db.schema
      .createTable('not_found_path')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('firstSeenAt', timestamp, (c) => c.notNull())
      .addColumn('lastSeenAt', timestamp, (c) => c.notNull())
      .addColumn('lastReferrer', 'text')
      .execute()
    await db.schema.createIndex('not_found_path_seen_idx').on('not_found_path').column('lastSeenAt').execute()
  },
}
