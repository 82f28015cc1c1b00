import type { Db } from '../connection.server.ts'
import { reindexAll } from '../../search/search-index.server.ts'
import type { Migration } from '../migration-kit.server.ts'

/**
 * The site search finds published translations in their languages (docs/decisions/044 and 048):
 * each index row says its language ('es' for the Spanish rows). Every row that exists is indexed
 * again here, translations included. The back-fill lives in the newest migration that changes the
 * index, since it runs today's indexing code: a later change to the index moves it there.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('search_document')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
      .execute()
    await db.schema
      .createIndex('search_document_language_idx')
      .on('search_document')
      .column('language')
      .execute()
    await reindexAll(db as unknown as Db)
  },
}
