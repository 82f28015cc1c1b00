import type { Redis } from 'ioredis'
import { env } from '../env.server.ts'
import { loadOnUse } from '../load-on-use.server.ts'
import { logger } from '../logger.server.ts'
import type { Db } from '../db/connection.server.ts'
import { databaseStore } from './database-store.server.ts'
import { limits } from './limits.server.ts'
import {
  createRateLimiter,
  memoryStore,
  TooManyAttempts,
  type CounterStore,
  type RateLimiter,
} from './rate-limiter.server.ts'
import { redisStore } from './redis-store.server.ts'

let client: Redis | undefined

/** The Redis store when REDIS_URL is set (one connection per process), else undefined. */
export function sharedStore(): CounterStore | undefined {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return undefined
  if (!client) {
    const { Redis: RedisClient } = loadOnUse('ioredis') as { Redis: typeof Redis }
    client = new RedisClient(REDIS_URL, { maxRetriesPerRequest: 2 })
    client.on('error', (error: unknown) => logger.warn({ err: error }, 'Redis (rate limits) unreachable'))
  }
  return redisStore(client, 'coach:limit:')
}

let limiter: RateLimiter | undefined

/** The limiter of the contact form and uploads: Redis when configured, else this process's memory. */
export const appLimiter = () => (limiter ??= createRateLimiter(sharedStore() ?? memoryStore()))

/**
 * A limiter every instance shares even without Redis: Redis when configured, else the database
 * (for marks that must hold across instances and restarts, such as spent contact-form tokens).
 */
export const sharedLimiter = (db: Db) => createRateLimiter(sharedStore() ?? databaseStore(db))

/**
 * Counts one upload by this administrator; over the limit throws TooManyAttempts (the route answers
 * 429 with Retry-After). Call it in the upload action after requireRole, before reading the file.
 */
export async function limitUpload(userId: string, rateLimiter = appLimiter()) {
  const result = await rateLimiter.consume(limits.upload(userId))
  if (!result.allowed) throw new TooManyAttempts(result.retryAfterSeconds)
}
