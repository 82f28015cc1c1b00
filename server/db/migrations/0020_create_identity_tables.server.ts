import { sql } from 'kysely'
import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Identity additions: lock-screen state on sessions (the server decides whether a session is
 * locked or idle), better-auth's rate-limit table, and our own sign-in throttle per account and IP.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('session').addColumn('lockedAt', timestamp).execute()
    await db.schema.alterTable('session').addColumn('lastActivityAt', timestamp).execute()
    await db.schema
      .createTable('rate_limit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('lastRequest', 'bigint', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('auth_throttle')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(sql`0`))
      .addColumn('windowStart', timestamp, (c) => c.notNull())
      .execute()
  },
}
