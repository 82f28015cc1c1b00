import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql } from 'kysely'
import type pg from 'pg'
import { loadOnUse } from '../load-on-use.server.ts'
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
  const raw = engine === 'postgres' ? openPostgres(url) : openSqlite(sqlitePath(url))
  const app = raw.withPlugin(new IsoDatesPlugin())
  return {
    engine,
    raw,
    db: engine === 'sqlite' ? app.withPlugin(new SqliteBooleansPlugin()) : app,
    close: () => raw.destroy(),
  }
}

function openSqlite(file: string): Db {
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
    dialect: watchWrites(new ImmediateSqliteDialect({ database: withStatementCache(database) })),
  })
}

function openPostgres(connectionString: string): Db {
  const { Pool } = loadOnUse('pg') as typeof pg
  const pool = new Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) })
  // An idle connection the server closes (a PostgreSQL restart, a dropped database) is replaced on
  // the next query; without a listener node-postgres would take the whole process down with it.
  pool.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL closed an idle connection'))
  return new Kysely<Database>({ dialect: watchWrites(new PostgresDialect({ pool })) })
}

/** Fails with a DatabaseOpenError when the database cannot be reached or written. */
export async function assertWritable(connection: Connection) {
  // A name of its own per call: instances starting together on one database must not drop each
  // other's probe.
  const probe = sql.table(`_write_probe_${randomBytes(6).toString('hex')}`)
  try {
    await sql`create table ${probe} (id integer)`.execute(connection.raw)
    await sql`drop table ${probe}`.execute(connection.raw)
  } catch (error) {
    throw new DatabaseOpenError(`The database is not reachable or not writable: ${(error as Error).message}`)
  }
}
