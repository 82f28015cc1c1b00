import type { Db } from '../db/connection.server.ts'
import { db as appDb } from '../db/db.server.ts'
import { sharedRedis } from '../redis/connection.server.ts'
import { databaseStore } from './database-store.server.ts'
import { fallbackStore } from './fallback-store.server.ts'
import { limits } from './limits.server.ts'
import {
  createRateLimiter,
  memoryStore,
  TooManyAttempts,
  type CounterStore,
  type RateLimiter,
} from './rate-limiter.server.ts'
import { redisStore } from './redis-store.server.ts'

/**
 * The Redis store when REDIS_URL is set, counting in the database `db` while Redis fails (see
 * docs/decisions/025-redis-outages.md), else undefined.
 */
export function sharedStore(db: Db): CounterStore | undefined {
  const client = sharedRedis()
  return client && fallbackStore(redisStore(client, 'coach:limit:'), databaseStore(db))
}

let limiter: RateLimiter | undefined

/** The limiter of the contact form and uploads: Redis when configured, else this process's memory. */
export const appLimiter = () => (limiter ??= createRateLimiter(sharedStore(appDb) ?? memoryStore()))

/**
 * A limiter every instance shares even without Redis: Redis when configured, else the database
 * (for marks that must hold across instances and restarts, such as spent contact-form tokens).
 */
export const sharedLimiter = (db: Db) => createRateLimiter(sharedStore(db) ?? databaseStore(db))

/**
 * Counts one upload by this administrator; over the limit throws TooManyAttempts (the route answers
 * 429 with Retry-After). Call it in the upload action after requireRole, before reading the file.
 */
export async function limitUpload(userId: string, rateLimiter = appLimiter()) {
  const result = await rateLimiter.consume(limits.upload(userId))
  if (!result.allowed) throw new TooManyAttempts(result.retryAfterSeconds)
}
