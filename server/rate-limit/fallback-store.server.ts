import { logger } from '../logger.server.ts'
import type { Count, CounterStore } from './rate-limiter.server.ts'

/** Two windows of one key, counted in two stores: the attempts of both, until the later one ends. */
function together(a: Count | undefined, b: Count | undefined): Count | undefined {
  if (!a || !b) return a ?? b
  return { count: a.count + b.count, resetAt: Math.max(a.resetAt, b.resetAt) }
}

/**
 * Counts in `primary` (Redis) and, whenever it fails (unreachable, too slow), in `fallback` (the
 * database), so a limit never goes unlimited and a request never fails for want of Redis. Reads add
 * both stores' counts: attempts counted in the database during an outage still count once Redis is
 * back, on every instance (docs/decisions/025-redis-outages.md).
 */
export function fallbackStore(primary: CounterStore, fallback: CounterStore): CounterStore {
  let failing = false
  /** The primary's answer, or undefined after logging its failure once per outage. */
  async function attempt<T>(operation: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await operation()
      if (failing) logger.warn('Rate limits are counted in Redis again')
      failing = false
      return result
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'Redis failed: rate limits are counted in the database')
      failing = true
      return undefined
    }
  }
  return {
    async increment(limit, now) {
      return (await attempt(() => primary.increment(limit, now))) ?? fallback.increment(limit, now)
    },
    async read(limits, now) {
      const [fromPrimary, fromFallback] = await Promise.all([
        attempt(() => primary.read(limits, now)),
        fallback.read(limits, now),
      ])
      return fromFallback.map((count, i) => together(fromPrimary?.[i], count))
    },
    async delete(keys) {
      await Promise.all([attempt(() => primary.delete(keys)), fallback.delete(keys)])
    },
  }
}
