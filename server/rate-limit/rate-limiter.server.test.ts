import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { databaseStore } from './database-store.server.ts'
import { createRateLimiter, memoryStore, TooManyAttempts, type CounterStore } from './rate-limiter.server.ts'
import { redisStore } from './redis-store.server.ts'
import { limitUpload } from './shared.server.ts'

const T0 = 1_800_000_000_000
const limit = { key: 'signin:account:ana@example.com', max: 3, windowMs: 60_000 }
const other = { key: 'signin:account:eva@example.com', max: 3, windowMs: 60_000 }

/** The behaviour every store must have, on a clock the test moves by hand. */
function storeContract(store: () => CounterStore) {
  let now = T0
  const limiter = () => createRateLimiter(store(), { now: () => now })

  test('counts attempts per key and blocks at the maximum until the window ends', async () => {
    now = T0
    const l = limiter()
    expect(await l.blockedFor([limit])).toBe(0)
    expect(await l.hit([limit, other])).toEqual([1, 1])
    expect(await l.hit([limit])).toEqual([2])
    expect(await l.blockedFor([limit])).toBe(0)
    now = T0 + 15_500
    expect(await l.hit([limit])).toEqual([3])
    // Retry-After: whole seconds to the end of the window that started at T0.
    expect(await l.blockedFor([limit, other])).toBe(45)
    expect(await l.blockedFor([other])).toBe(0)
    now = T0 + 60_000
    expect(await l.blockedFor([limit])).toBe(0)
    expect(await l.hit([limit])).toEqual([1])
  })

  test('consume says allowed, remaining and Retry-After; clear starts over', async () => {
    now = T0
    const l = limiter()
    const key = { ...limit, key: `contact:ip:${randomBytes(4).toString('hex')}` }
    expect(await l.consume(key)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 })
    await l.consume(key)
    await l.consume(key)
    now = T0 + 59_001
    expect(await l.consume(key)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
    await l.clear([key])
    expect(await l.consume(key)).toMatchObject({ allowed: true, remaining: 2 })
  })
}

describe('memory store', () => {
  storeContract(() => memoryStore())

  test('a flood of keys cannot grow it past its bound', async () => {
    const store = memoryStore({ maxKeys: 3 })
    const l = createRateLimiter(store, { now: () => T0 })
    for (const ip of ['a', 'b', 'c', 'd']) await l.hit([{ ...limit, key: ip }])
    const read = await store.read(
      ['a', 'b', 'c', 'd'].map((key) => ({ ...limit, key })),
      T0,
    )
    expect(read.filter(Boolean)).toHaveLength(3)
    expect(read[3]).toEqual({ count: 1, resetAt: T0 + 60_000 })
  })
})

describe('Redis store (127.0.0.1:6379)', () => {
  const prefix = `test:${process.pid}:${randomBytes(6).toString('hex')}:`
  let first: Redis
  let second: Redis
  beforeAll(() => {
    first = new Redis('redis://127.0.0.1:6379')
    second = new Redis('redis://127.0.0.1:6379')
  })
  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`)
    if (keys.length) await first.del(...keys)
    await Promise.all([first.quit(), second.quit()])
  })

  storeContract(() => redisStore(first, prefix))

  test('two limiters on one Redis (two instances of the site) share their counts', async () => {
    const key = { ...limit, key: `signin:ip:${randomBytes(4).toString('hex')}` }
    const a = createRateLimiter(redisStore(first, prefix), { now: () => T0 })
    const b = createRateLimiter(redisStore(second, prefix), { now: () => T0 + 1000 })
    await Promise.all([a.hit([key]), b.hit([key]), a.hit([key])])
    expect(await b.blockedFor([key])).toBe(59)
    await b.clear([key])
    expect(await a.blockedFor([key])).toBe(0)
  })

  test('the upload limit refuses the 201st upload of an hour with a wait', async () => {
    const limiter = createRateLimiter(redisStore(first, prefix), { now: () => T0 })
    for (let i = 0; i < 200; i++) await limitUpload('admin-1', limiter)
    const refused = await limitUpload('admin-1', limiter).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TooManyAttempts)
    expect((refused as TooManyAttempts).retryAfterSeconds).toBe(3600)
    await expect(limitUpload('admin-2', limiter)).resolves.toBeUndefined()
  })
})

describe.each(engines)('database store on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())

  storeContract(() => databaseStore(t.db))

  test('two limiters on one database share their counts', async () => {
    const key = { ...limit, key: 'signin:ip:192.0.2.1' }
    const a = createRateLimiter(databaseStore(t.db), { now: () => T0 })
    const b = createRateLimiter(databaseStore(t.db), { now: () => T0 + 1000 })
    await a.hit([key])
    await b.hit([key])
    await a.hit([key])
    expect(await b.blockedFor([key])).toBe(59)
  })
})
