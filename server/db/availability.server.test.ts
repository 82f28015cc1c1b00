import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, expect, test, vi } from 'vitest'
import { openConnection } from './connection.server.ts'
import { DatabaseUnavailable, isUnavailability, trackAvailability } from './availability.server.ts'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'availability-'))
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

test('failures of the server are told apart from failures of the query', () => {
  expect(isUnavailability(failure('terminating connection due to administrator command', '57P01'))).toBe(true)
  expect(isUnavailability(failure('the database system is starting up', '57P03'))).toBe(true)
  expect(isUnavailability(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
  expect(isUnavailability(failure('Connection terminated unexpectedly'))).toBe(true)
  expect(isUnavailability(failure('database or disk is full', 'SQLITE_FULL'))).toBe(true)
  expect(isUnavailability(failure('duplicate key value violates unique constraint', '23505'))).toBe(false)
  expect(isUnavailability(failure('UNIQUE constraint failed: user.email', 'SQLITE_CONSTRAINT_UNIQUE'))).toBe(
    false,
  )
  expect(isUnavailability(failure('syntax error at or near "selec"', '42601'))).toBe(false)
})

test('a failure marks the database down until a probe answers; queries meanwhile fail at once', async () => {
  let probes = 0
  const availability = trackAvailability(async () => {
    if (++probes < 3) throw new Error('still down')
  })
  const before = Date.now()
  availability.reportFailure(failure('Connection terminated unexpectedly'))
  expect(availability.isDown()).toBe(true)
  expect(availability.failedSince(before)).toBe(true)
  await vi.waitFor(() => expect(availability.isDown()).toBe(false), { timeout: 5_000 })
  expect(probes).toBe(3)
  availability.stop()
})

test('SQLite out of space: the write fails as a 503 and leaves nothing half done; it works once space returns', async () => {
  const connection = openConnection(`file:${path.join(folder, 'full.db')}`)
  try {
    await sql`create table note (body text not null)`.execute(connection.raw)
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(connection.raw)
    // The file may not grow past its current size: as a full disk looks to SQLite.
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(connection.raw)
    const big = 'x'.repeat(200_000)
    const write = connection.raw
      .transaction()
      .execute((trx) => sql`insert into note (body) values (${'first'}), (${big})`.execute(trx))
    const error = await write.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DatabaseUnavailable)
    expect((error as DatabaseUnavailable).init.status).toBe(503)
    expect((await sql`select * from note`.execute(connection.raw)).rows).toEqual([])

    await sql.raw('pragma max_page_count = 1073741823').execute(connection.raw)
    await sql`insert into note (body) values (${big})`.execute(connection.raw)
    expect((await sql`select count(*) as n from note`.execute(connection.raw)).rows).toEqual([{ n: 1 }])
    expect((await sql`pragma integrity_check`.execute(connection.raw)).rows).toEqual([
      { integrity_check: 'ok' },
    ])
  } finally {
    await connection.close()
  }
})
