import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Stored files (post covers, uploads): the storage object metadata of the spec plus what a page
 * needs to draw an image without layout shift (width, height, alt text) and its variants.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('media')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('fullPath', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('contentType', 'text', (c) => c.notNull())
      .addColumn('md5Hash', 'text', (c) => c.notNull())
      .addColumn('generation', 'text', (c) => c.notNull())
      .addColumn('metageneration', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('cacheControl', 'text')
      .addColumn('contentDisposition', 'text')
      .addColumn('contentEncoding', 'text')
      .addColumn('contentLanguage', 'text')
      .addColumn('customMetadata', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('timeCreated', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updated', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
  },
}
