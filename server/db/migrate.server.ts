import { Migrator, type Kysely } from 'kysely'
import type { Connection } from './connection.server.ts'
import { migrations } from './migrations/index.server.ts'

/** Applies every pending migration; throws (and applies none of a failing one) on error. */
export async function migrateToLatest({ raw, engine }: Connection) {
  const migrator = new Migrator({
    db: raw as Kysely<unknown>,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(migrations).map(([name, m]) => [
            name,
            { up: (db: Kysely<unknown>) => m.up(db, engine) },
          ]),
        ),
    },
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
