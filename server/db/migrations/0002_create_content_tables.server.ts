import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/** Posts and concepts (concepts of kind 'definicion' feed the glossary at /conceptos_basicos). */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('post')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('coverMediaId', 'integer')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contentHtml', 'text', (c) => c.notNull())
      .addColumn('programme', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('publishedAt', timestamp)
      .addColumn('authorId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('seoTitle', 'text')
      .addColumn('seoDescription', 'text')
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('post_public_idx').on('post').columns(['status', 'publishedAt']).execute()
    await db.schema
      .createIndex('post_programme_idx')
      .on('post')
      .columns(['programme', 'publishedAt'])
      .execute()
    await db.schema
      .createTable('concept')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('bodyHtml', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('programme', 'text')
      .addColumn('mediaId', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('concept_list_idx')
      .on('concept')
      .columns(['kind', 'status', 'position'])
      .execute()
  },
}
