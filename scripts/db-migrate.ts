// npm run db:migrate — applies pending migrations to DATABASE_URL and exits.
import { openConnection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import { env } from '#server/env.server.ts'

const connection = openConnection(env().DATABASE_URL)
try {
  const applied = await migrateToLatest(connection)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already at the latest migration.')
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await connection.close()
}
