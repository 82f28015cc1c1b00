/**
 * The one rate limiter of the site: attempts counted per key in a fixed window, in a store that is
 * either this process's memory, Redis (REDIS_URL: shared by every instance) or the database (the
 * identity limits without Redis; see docs/decisions/010-abuse-limits-and-audit.md). Each limit
 * names its key, its maximum and its window; callers ask how long a key is blocked, count an
 * attempt, or clear the count after a success.
 */
export interface Limit {
  key: string
  max: number
  windowMs: number
}

/** A key's count in its current window, which ends at `resetAt` (epoch milliseconds). */
export interface Count {
  count: number
  resetAt: number
}

export interface CounterStore {
  /** Adds one to the key's count, starting a new window where the old one has passed. */
  increment(limit: Limit, now: number): Promise<Count>
  /** The current windows of these limits (undefined where none is open), in the same order. */
  read(limits: Limit[], now: number): Promise<(Count | undefined)[]>
  delete(keys: string[]): Promise<void>
}

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  /** Seconds until the last of these reached limits opens again, or 0 when none is reached. */
  blockedFor(limits: Limit[]): Promise<number>
  /** Counts one attempt against each limit; the counts after it, in the same order. */
  hit(limits: Limit[]): Promise<number[]>
  clear(limits: Limit[]): Promise<void>
  /** Counts one attempt and says whether it was within the limit (contact form, uploads). */
  consume(limit: Limit): Promise<RateLimitResult>
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000))

export function createRateLimiter(store: CounterStore, { now = Date.now }: { now?: () => number } = {}) {
  const limiter: RateLimiter = {
    async blockedFor(limits) {
      const time = now()
      const counts = await store.read(limits, time)
      let wait = 0
      limits.forEach((limit, i) => {
        const count = counts[i]
        if (count && count.count >= limit.max) wait = Math.max(wait, secondsUntil(count.resetAt, time))
      })
      return wait
    },
    async hit(limits) {
      const time = now()
      const counts = await Promise.all(limits.map((limit) => store.increment(limit, time)))
      return counts.map((c) => c.count)
    },
    async clear(limits) {
      if (limits.length) await store.delete(limits.map((l) => l.key))
    },
    async consume(limit) {
      const time = now()
      const { count, resetAt } = await store.increment(limit, time)
      return {
        allowed: count <= limit.max,
        remaining: Math.max(0, limit.max - count),
        retryAfterSeconds: secondsUntil(resetAt, time),
      }
    },
  }
  return limiter
}

/**
 * Counts in this process's memory: right for one instance, and forgotten on restart. Bounded, so a
 * flood of addresses cannot exhaust memory (expired windows go first, then the oldest).
 */
export function memoryStore({ maxKeys = 10_000 }: { maxKeys?: number } = {}): CounterStore {
  const windows = new Map<string, Count>()
  const sweep = (time: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key)
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  const current = (key: string, time: number) => {
    const entry = windows.get(key)
    return entry && entry.resetAt > time ? entry : undefined
  }
  return {
    async increment(limit, time) {
      let entry = current(limit.key, time)
      if (!entry) {
        if (windows.size >= maxKeys) sweep(time)
        entry = { count: 0, resetAt: time + limit.windowMs }
        windows.set(limit.key, entry)
      }
      entry.count += 1
      return { ...entry }
    },
    async read(limits, time) {
      return limits.map((limit) => {
        const entry = current(limit.key, time)
        return entry && { ...entry }
      })
    },
    async delete(keys) {
      for (const key of keys) windows.delete(key)
    },
  }
}

/** Thrown by flows over a limit; routes turn it into HTTP 429 with Retry-After and a translated message. */
export class TooManyAttempts extends Error {
  override name = 'TooManyAttempts'
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; retry after ${retryAfterSeconds}s`)
  }
}
