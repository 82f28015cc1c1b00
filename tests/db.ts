import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import { openConnection, type Connection, type Db, type Engine } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'

export const engines = ['sqlite', 'postgres'] as const satisfies readonly Engine[]

/** Where tests create their throwaway PostgreSQL databases (trust auth on the CI machines). */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export interface TestDb extends Connection {
  truncateAll(): Promise<void>
}

/**
 * A fresh, migrated database: an in-memory SQLite file, or a new PostgreSQL database that is dropped
 * on close. PostgreSQL being unreachable fails the test: it is never skipped.
 */
export async function openTestDb(engine: Engine): Promise<TestDb> {
  if (engine === 'sqlite')
    return withTruncate(await migrated(openConnection('file::memory:')), async () => {})
  const { url, drop } = await createScratchDatabase(engine)
  return withTruncate(await migrated(openConnection(url)), drop)
}

export interface ScratchDatabase {
  /** A DATABASE_URL for the application (empty, not migrated). */
  url: string
  drop(): Promise<void>
}

/**
 * An empty database the application can open by URL (a temporary SQLite file, or a new PostgreSQL
 * database), for tests that run route modules on their own connection.
 */
export async function createScratchDatabase(engine: Engine): Promise<ScratchDatabase> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`
  if (engine === 'sqlite') {
    const file = path.join(os.tmpdir(), `${name}.db`)
    const drop = async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
    }
    return { url: `file:${file}`, drop }
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: ADMIN_URL })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

async function migrated(connection: Connection) {
  await migrateToLatest(connection)
  return connection
}

function withTruncate(connection: Connection, drop: () => Promise<void>): TestDb {
  return {
    ...connection,
    truncateAll: () => truncateAll(connection.raw, connection.engine),
    async close() {
      await connection.close()
      await drop()
    },
  }
}

async function truncateAll(db: Db, engine: Engine) {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'))
  if (engine === 'postgres') {
    if (tables.length)
      await sql`truncate ${sql.join(tables.map((t) => sql.id(t)))} restart identity cascade`.execute(db)
    return
  }
  const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>
  await sql`pragma foreign_keys = off`.execute(db)
  // The site search's FTS5 table is emptied through itself: its shadow tables are its own.
  for (const table of tables.filter((name) => !name.startsWith('search_fts')))
    await raw.deleteFrom(table).execute()
  await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(db)
  await sql`pragma foreign_keys = on`.execute(db)
}
