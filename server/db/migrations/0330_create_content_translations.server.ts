import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Translations of the coach's content, one table for every kind (issue 32,
 * docs/decisions/048-content-translations.md): one version per item and language, one address
 * (slug) per kind and language. `sourceHash`/`sourceSnapshot` are the Spanish fields when the
 * translation was last saved: "out of date" and "what changed since" are computed from them.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('content_translation')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('itemId', 'integer', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('seoTitle', 'text')
      .addColumn('seoDescription', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sourceHash', 'text', (c) => c.notNull())
      .addColumn('sourceSnapshot', 'text', (c) => c.notNull())
      .addColumn('publishedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('content_translation_item_language', ['kind', 'itemId', 'language'])
      .addUniqueConstraint('content_translation_language_slug', ['kind', 'language', 'slug'])
      .execute()
  },
}
