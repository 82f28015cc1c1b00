import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { createNotFoundLog, listNotFound, referrerOf, writeNotFoundBatch } from './not-found-log.server.ts'

describe.each(engines)('404 log on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('counts in memory, writes on flush; junk, private paths and referrers’ queries are left out', async () => {
    let clock = 0
    const log = createNotFoundLog(t.db, {
      flushMs: 60_000,
      now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString(),
    })
    log.record('/viejo', 'https://buscador.example/search?q=secreto#x')
    log.record('/viejo', undefined)
    log.record('/wp-login.php', undefined)
    log.record('/.env', undefined)
    log.record('/admin/nada', undefined)
    expect(await listNotFound(t.db)).toEqual([])
    await log.flush()
    log.record('/viejo', 'https://otro.example/a?b=c')
    log.record('/otra', undefined)
    await log.flush()
    expect(await listNotFound(t.db)).toEqual([
      expect.objectContaining({ path: '/otra', hits: 1, lastReferrer: null }),
      {
        path: '/viejo',
        hits: 3,
        firstSeenAt: '2026-01-01T00:00:00.000Z',
        lastSeenAt: '2026-01-01T00:00:02.000Z',
        lastReferrer: 'https://otro.example/a',
      },
    ])
  })

  test('keeps only the most recently seen paths', async () => {
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString()
    const batch = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({
        path: `/p${from + i}`,
        hits: 1,
        firstSeenAt: at(from + i),
        lastSeenAt: at(from + i),
        lastReferrer: null,
      }))
    await writeNotFoundBatch(t.db, batch(0, 8), 5)
    await writeNotFoundBatch(t.db, batch(8, 10), 5)
    const kept = await listNotFound(t.db, { limit: 100 })
    expect(kept.map((row) => row.path)).toEqual(['/p9', '/p8', '/p7', '/p6', '/p5'])
  })
})

test('a referrer is its origin and path only', () => {
  expect(referrerOf('https://a.example/x/y?token=1#h')).toBe('https://a.example/x/y')
  expect(referrerOf('javascript:alert(1)')).toBeNull()
  expect(referrerOf('nonsense')).toBeNull()
})
