import type { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectRedis, FAIL_FAST, statusOf } from '#server/redis/connection.server.ts'
import { openTestDb, type TestDb } from '#tests/db.ts'
import { startOwnRedis, type OwnRedis } from '#tests/faults/services.ts'
import { databaseStore } from './database-store.server.ts'
import { fallbackStore } from './fallback-store.server.ts'
import { createRateLimiter } from './rate-limiter.server.ts'
import { redisStore } from './redis-store.server.ts'

const PREFIX = 'coach:limit:'
const account = { key: 'signin:account:ana@example.com', max: 5, windowMs: 15 * 60_000 }

/** The site's limits on a Redis of the test's own, killed and started again, with PostgreSQL behind it. */
describe('Redis limits fall back to the database (own Redis, killed and restarted)', () => {
  let redis: OwnRedis
  let client: Redis
  let t: TestDb
  const limiter = () => createRateLimiter(fallbackStore(redisStore(client, PREFIX), databaseStore(t.db)))
  const inDatabase = async () => (await databaseStore(t.db).read([account], Date.now()))[0]?.count
  const inRedis = async () => (await redisStore(client, PREFIX).read([account], Date.now()))[0]?.count

  beforeAll(async () => {
    ;[redis, t] = await Promise.all([startOwnRedis(), openTestDb('postgres')])
    client = connectRedis(redis.url, FAIL_FAST, 'test')
    await vi.waitFor(async () => expect(await statusOf(client)).toBe('ok'))
  })
  afterAll(async () => {
    client.disconnect()
    await redis.stop()
    await t.close()
  })

  test('with Redis up, attempts are counted in Redis only', async () => {
    await limiter().hit([account])
    expect(await inRedis()).toBe(1)
    expect(await inDatabase()).toBeUndefined()
    await limiter().clear([account])
  })

  test('with Redis gone, the status says so and the sixth wrong password is still refused', async () => {
    await redis.stop()
    await vi.waitFor(() => expect(client.status).not.toBe('ready'))
    expect(await statusOf(client)).toBe('unreachable')
    const l = limiter()
    for (let n = 0; n < 5; n++) {
      expect(await l.blockedFor([account])).toBe(0)
      await l.hit([account])
    }
    expect(await l.blockedFor([account])).toBeGreaterThan(14 * 60)
    expect(await inDatabase()).toBe(5)
  })

  test('with Redis back (empty), the outage counts still hold; new attempts go to Redis; clear empties both', async () => {
    await redis.start()
    await vi.waitFor(async () => expect(await statusOf(client)).toBe('ok'), { timeout: 5_000 })
    const l = limiter()
    expect(await l.blockedFor([account])).toBeGreaterThan(14 * 60)
    await l.hit([account])
    expect(await inRedis()).toBe(1)
    expect(await inDatabase()).toBe(5)
    await l.clear([account])
    expect(await l.blockedFor([account])).toBe(0)
    expect([await inRedis(), await inDatabase()]).toEqual([undefined, undefined])
  })

  test('without a connection configured, the status says so', async () => {
    expect(await statusOf(undefined)).toBe('not-configured')
  })
})
