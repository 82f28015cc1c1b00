import type { Redis } from 'ioredis'
import type { Count, CounterStore } from './rate-limiter.server.ts'

/**
 * One hash per key: the window's start `s` (our clock, so every instance and the tests agree on
 * windows) and its count `c`. Redis expires the hash with the window; the script makes "start a new
 * window or add one" atomic, so concurrent instances never lose a count.
 */
const INCREMENT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not start) or start + window <= now then
  redis.call('HSET', KEYS[1], 's', now, 'c', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now + window}
end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), start + window}
`

/** Counts in Redis, shared by every instance of the site; keys are namespaced by `prefix`. */
export function redisStore(client: Redis, prefix: string): CounterStore {
  return {
    async increment(limit, now) {
      const [count, resetAt] = (await client.eval(INCREMENT, 1, prefix + limit.key, now, limit.windowMs)) as [
        number,
        number,
      ]
      return { count, resetAt }
    },
    async read(limits, now) {
      const pipeline = client.pipeline()
      for (const limit of limits) pipeline.hmget(prefix + limit.key, 's', 'c')
      const replies = (await pipeline.exec()) ?? []
      return limits.map((limit, i): Count | undefined => {
        const [error, value] = replies[i] ?? []
        if (error) throw error
        const [start, count] = (value as (string | null)[]).map(Number)
        if (!start || !count || start + limit.windowMs <= now) return undefined
        return { count, resetAt: start + limit.windowMs }
      })
    },
    async delete(keys) {
      if (keys.length) await client.del(...keys.map((key) => prefix + key))
    },
  }
}
