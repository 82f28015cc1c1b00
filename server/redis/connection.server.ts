import type { Redis, RedisOptions } from 'ioredis'
import { env } from '../env.server.ts'
import { loadOnUse } from '../load-on-use.server.ts'
import { logger } from '../logger.server.ts'

/** Bound on a command (and on `redisStatus`): a Redis that hangs must not hold a request. */
const COMMAND_TIMEOUT_MS = 500
/** The longest pause between two attempts to reconnect: a restarted Redis is used again within a second. */
const MAX_RECONNECT_DELAY_MS = 1_000

/** Reconnect for ever, quickly: 100 ms after the loss, then up to every second. */
const reconnectSoon: RedisOptions['retryStrategy'] = (attempt) =>
  Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS)

/** A new connection to REDIS_URL with the site's reconnection; the caller chooses how commands wait. */
export function connectRedis(url: string, options: RedisOptions, purpose: string): Redis {
  const { Redis: RedisClient } = loadOnUse('ioredis') as { Redis: typeof Redis }
  const client = new RedisClient(url, { retryStrategy: reconnectSoon, ...options })
  client.on('error', (error: unknown) => logger.warn({ err: error }, `Redis (${purpose}) unreachable`))
  return client
}

/**
 * For commands a request waits for: they fail at once while the connection is down (no offline
 * queue, no retries) and after 500 ms when Redis does not answer, so the caller can fall back
 * instead of making the visitor wait.
 */
export const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
}

let shared: Redis | undefined

/** The process's one connection for commands a request waits for (rate limits), or undefined without REDIS_URL. */
export function sharedRedis(): Redis | undefined {
  const { REDIS_URL } = env()
  if (!REDIS_URL) return undefined
  shared ??= connectRedis(REDIS_URL, FAIL_FAST, 'rate limits')
  return shared
}

/** Resolves when the connection is ready, or rejects after `ms` (a new process is still connecting). */
function ready(client: Redis, ms: number) {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      client.off('ready', done)
      reject(new Error(`Redis not ready after ${ms} ms`))
    }, ms)
    client.once('ready', done)
  })
}

/** PING answered within `ms`, counting the wait for a connection still being made. */
async function pingWithin(client: Redis, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer PING within ${ms} ms`)), ms)
  })
  const answer = ready(client, ms).then(() => client.ping())
  answer.catch(() => undefined) // when `late` wins, the race has already reported the failure
  try {
    await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

export type RedisStatus = 'ok' | 'unreachable' | 'not-configured'

/** For readiness checks (`/readyz`): whether the shared connection answers a PING within 500 ms. */
export const redisStatus = (): Promise<RedisStatus> => statusOf(sharedRedis())

/** Whether this connection (undefined: none configured) answers a PING within 500 ms. */
export async function statusOf(client: Redis | undefined): Promise<RedisStatus> {
  if (!client) return 'not-configured'
  try {
    await pingWithin(client, COMMAND_TIMEOUT_MS)
    return 'ok'
  } catch (error) {
    logger.debug({ err: error }, 'Redis status: unreachable')
    return 'unreachable'
  }
}
