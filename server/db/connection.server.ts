import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql } from 'kysely'
import type pg from 'pg'
import { loadOnUse } from '../load-on-use.server.ts'
import { guardAvailability, trackAvailability, type Availability } from './availability.server.ts'
import { logger } from '../logger.server.ts'
import { IsoDatesPlugin } from './iso-dates-plugin.server.ts'
import { SqliteBooleansPlugin } from './sqlite-booleans-plugin.server.ts'
import { ImmediateSqliteDialect } from './sqlite-immediate.server.ts'
import { withStatementCache } from './statement-cache.server.ts'
import { watchWrites } from './write-watch.server.ts'
import type { Database } from './schema.server.ts'

export type Engine = 'sqlite' | 'postgres'
export type Db = Kysely<Database>

export interface Connection {
  engine: Engine
  /** The view the application uses: dates come back as ISO strings on both engines. */
  db: Db
  /** The untouched instance, for libraries that want Date objects (better-auth). */
  raw: Db
  /** Whether the database answers: queries fail with DatabaseUnavailable (a 503) while it does not. */
  availability: Availability
  close(): Promise<void>
}

export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError'
}

export function engineOf(url: string): Engine {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

export function sqlitePath(url: string) {
  const file = url.replace(/^file:/, '')
  return file === ':memory:' ? file : path.resolve(file)
}

export function openConnection(url: string): Connection {
  const engine = engineOf(url)
  const availability = trackAvailability(engine === 'postgres' ? () => probePostgres(url) : undefined)
  const raw =
    engine === 'postgres' ? openPostgres(url, availability) : openSqlite(sqlitePath(url), availability)
  const app = raw.withPlugin(new IsoDatesPlugin())
  return {
    engine,
    raw,
    db: engine === 'sqlite' ? app.withPlugin(new SqliteBooleansPlugin()) : app,
    availability,
    async close() {
      availability.stop()
      await raw.destroy()
    },
  }
}

function openSqlite(file: string, availability: Availability): Db {
  let database: SQLite.Database
  try {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
    database = new SQLite(file)
    database.pragma('journal_mode = WAL')
    database.pragma('foreign_keys = ON')
    database.pragma('busy_timeout = 5000')
    database.pragma('synchronous = NORMAL')
    // Reading the schema forces SQLite to parse the file header: a corrupt file fails here, not mid-request.
    database.prepare('select count(*) from sqlite_schema').get()
  } catch (error) {
    throw new DatabaseOpenError(`Cannot open the SQLite database at ${file}: ${(error as Error).message}`)
  }
  return new Kysely<Database>({
    dialect: watchWrites(
      guardAvailability(new ImmediateSqliteDialect({ database: withStatementCache(database) }), availability),
    ),
  })
}

/** Connections in each process's PostgreSQL pool (PG_POOL_MAX, default 10). */
export const postgresPoolSize = () => Number(process.env.PG_POOL_MAX ?? 10)

/** How long a query waits for a connection (a new one, or one of the pool's when all are busy). */
const CONNECT_TIMEOUT_MS = 5_000
/** No query of the site takes this long; past it the connection is taken for lost (a cut network). */
const QUERY_TIMEOUT_MS = 30_000

function openPostgres(connectionString: string, availability: Availability): Db {
  const { Pool } = loadOnUse('pg') as typeof pg
  const pool = new Pool({
    connectionString,
    max: postgresPoolSize(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  })
  // A connection the server closes (a restart, a failover, a dropped database) emits 'error' on its
  // client, idle or in use: without a listener node-postgres would take the whole process down. The
  // pool replaces the client; the query it was running fails and reports the outage.
  const lost = (error: Error) => {
    logger.warn({ err: error.message }, 'PostgreSQL closed a connection')
    availability.reportFailure(error)
  }
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
  return new Kysely<Database>({
    dialect: watchWrites(guardAvailability(new PostgresDialect({ pool }), availability)),
  })
}

/** Succeeds when a new connection can be opened and answers a query, within a second each. */
async function probePostgres(connectionString: string) {
  const { Client } = loadOnUse('pg') as typeof pg
  const client = new Client({ connectionString, connectionTimeoutMillis: 1_000, query_timeout: 1_000 })
  client.on('error', () => undefined) // the probe's own failure is its answer
  try {
    await client.connect()
    await client.query('select 1')
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Ends the write probe's transaction: what it wrote is never committed. */
class ProbeRollback extends Error {}

/**
 * Fails with a DatabaseOpenError when the database cannot be reached or written. The probe table is
 * created in a transaction that is rolled back, so no other session ever sees it: an instance
 * starting beside this one lists the tables while it migrates, and a table that appears and
 * vanishes under that listing made its start fail.
 */
export async function assertWritable(connection: Connection) {
  const probe = sql.table(`_write_probe_${randomBytes(6).toString('hex')}`)
  try {
    await connection.raw.transaction().execute(async (trx) => {
      await sql`create table ${probe} (id integer)`.execute(trx)
      throw new ProbeRollback()
    })
  } catch (error) {
    if (error instanceof ProbeRollback) return
    throw new DatabaseOpenError(`The database is not reachable or not writable: ${(error as Error).message}`)
  }
}
