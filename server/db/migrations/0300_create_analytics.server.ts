import type { Migration } from '../migration-kit.server.ts'

/**
 * Cookie-free page counts (issue 30, docs/decisions/046-analytics.md). `analytics_count` holds one
 * row per day and dimension value (the whole site, a page's path, a referrer's host, a UTM source,
 * medium or campaign) with its views and unique visitors. The day's salt and the day's visitor ids
 * (salted hashes, never an address) exist only until the day is over: then both are deleted.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createTable('analytics_count')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('dimension', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull())
      .addColumn('visitors', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_count_pk', ['day', 'dimension', 'value'])
      .execute()
    await db.schema
      .createIndex('analytics_count_dimension_idx')
      .on('analytics_count')
      .columns(['dimension', 'day'])
      .execute()
    await db.schema
      .createTable('analytics_visitor')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('dimension', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_visitor_pk', ['day', 'dimension', 'value', 'visitor'])
      .execute()
    await db.schema
      .createTable('analytics_salt')
      .addColumn('day', 'text', (c) => c.primaryKey())
      .addColumn('salt', 'text', (c) => c.notNull())
      .execute()
  },
}
