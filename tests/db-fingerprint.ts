import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Db } from '#server/db/connection.server.ts'

/**
 * What merely using the site changes without anyone acting: counters of the rate limiter, and the
 * time a session was last seen. Everything else a refused request leaves exactly as it was.
 */
const VOLATILE: Record<string, readonly string[] | 'all'> = {
  rate_limit: 'all',
  session: ['lastActivityAt', 'updatedAt'],
}

export type Fingerprint = Record<string, { rows: number; checksum: string }>

/**
 * Every table of the database (migrations' own bookkeeping aside): its row count and a checksum of
 * its rows, order-independent. Two equal fingerprints mean no row was added, removed or changed.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>
  const tables = (await db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_') && VOLATILE[name] !== 'all')
    .sort()
  const result: Fingerprint = {}
  for (const table of tables) {
    const ignored = VOLATILE[table] ?? []
    const rows = (await raw.selectFrom(table).selectAll().execute()).map((row) =>
      JSON.stringify(
        Object.entries(row)
          .filter(([column]) => !ignored.includes(column))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : String(value)]),
      ),
    )
    const checksum = createHash('sha256')
    for (const row of rows.sort()) checksum.update(row).update('\n')
    result[table] = { rows: rows.length, checksum: checksum.digest('hex').slice(0, 16) }
  }
  return result
}
