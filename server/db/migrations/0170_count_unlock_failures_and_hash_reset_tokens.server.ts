import { createHash } from 'node:crypto'
import { sql, type QueryExecutorProvider } from 'kysely'
import type { Migration } from '../migration-kit.server.ts'

/** The stored form of a reset link's identifier (server/auth/reset-tokens.server.ts, fixed here). */
const hashed = (identifier: string) =>
  `reset-password-sha256:${createHash('sha256').update(identifier).digest('base64url')}`

/**
 * Issue 27. The lock screen counts wrong passwords since the lock on the session itself (every
 * instance sees the same count, however slowly they come). Reset links are stored as hashes: the
 * links already e-mailed keep working, their tokens are no longer readable in the database.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('session')
      .addColumn('unlockFailures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await hashOutstandingResetLinks(db)
  },
}

/** Reset links e-mailed before this migration keep working: their rows are stored hashed. */
export async function hashOutstandingResetLinks(db: QueryExecutorProvider) {
  const { rows } = await sql<{ id: string; identifier: string }>`
    select id, identifier from verification where identifier like 'reset-password:%'`.execute(db)
  for (const row of rows)
    await sql`update verification set identifier = ${hashed(row.identifier)} where id = ${row.id}`.execute(db)
}
