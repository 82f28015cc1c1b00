import SQLite from 'better-sqlite3'
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { withStatementCache } from './statement-cache.server.ts'

interface Notes {
  note: { id: Generated<number>; body: string }
}

let open: Kysely<Notes> | undefined
afterEach(async () => open?.destroy())

/** An in-memory database behind the cache, counting the statements SQLite had to compile. */
function database(capacity?: number) {
  const raw = new SQLite(':memory:')
  const compiled: string[] = []
  const counting = {
    close: () => raw.close(),
    prepare: (text: string) => {
      compiled.push(text)
      return raw.prepare(text)
    },
  }
  open = new Kysely<Notes>({
    dialect: new SqliteDialect({ database: withStatementCache(counting, capacity) }),
  })
  return { db: open, compiled }
}

const bodies = (db: Kysely<Notes>) =>
  db
    .selectFrom('note')
    .select('body')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.body))

test('a query sent again reuses its compiled statement and still reads the newest rows', async () => {
  const { db, compiled } = database()
  await sql`create table note (id integer primary key, body text not null)`.execute(db)
  const insert = (body: string) => db.insertInto('note').values({ body }).execute()
  await insert('rondo')
  expect(await bodies(db)).toEqual(['rondo'])
  await insert('pressing')
  expect(await bodies(db)).toEqual(['rondo', 'pressing'])
  const selects = compiled.filter((text) => text.startsWith('select'))
  const inserts = compiled.filter((text) => text.startsWith('insert'))
  expect([selects.length, inserts.length]).toEqual([1, 1])
})

test('a kept statement follows a change of the schema', async () => {
  const { db } = database()
  await sql`create table note (id integer primary key, body text not null)`.execute(db)
  await db.insertInto('note').values({ body: 'rondo' }).execute()
  const everything = () => db.selectFrom('note').selectAll().execute()
  expect(await everything()).toEqual([{ id: 1, body: 'rondo' }])
  await sql`alter table note add column programme text default 'juvenil'`.execute(db)
  expect(await everything()).toEqual([{ id: 1, body: 'rondo', programme: 'juvenil' }])
})

test('the cache is bounded: the least recently used statement is compiled again', async () => {
  const { db, compiled } = database(2)
  await sql`create table note (id integer primary key, body text not null)`.execute(db)
  const byId = (ids: number[]) => db.selectFrom('note').select('id').where('id', 'in', ids).execute()
  await byId([1]) // kept: [1]
  await byId([1, 2]) // kept: [1], [1, 2]
  await byId([1]) // used again: [1, 2], [1]
  await byId([1, 2, 3]) // [1, 2] goes: [1], [1, 2, 3]
  await byId([1]) // still kept
  await byId([1, 2]) // compiled again
  const selects = compiled.filter((text) => text.startsWith('select'))
  expect(selects.map((text) => text.split('?').length - 1)).toEqual([1, 2, 3, 2])
})
