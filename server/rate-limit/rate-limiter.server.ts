/**
 * Counts attempts per key (an IP address) in a fixed window. The in-memory limiter suits one
 * instance; with several instances behind a load balancer a Redis implementation of the same
 * interface shares the counts (REDIS_URL).
 */
export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number
}

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>
}

export interface RateLimitOptions {
  limit: number
  windowMs: number
  now?: () => number
  /** Bound on remembered keys, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number
}

export function memoryRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const sweep = (time: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key)
    // Still full: forget the oldest entries (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break
      windows.delete(key)
    }
  }
  return {
    async consume(key) {
      const time = now()
      let entry = windows.get(key)
      if (!entry || entry.resetAt <= time) {
        if (windows.size >= maxKeys) sweep(time)
        entry = { count: 0, resetAt: time + windowMs }
        windows.set(key, entry)
      }
      entry.count += 1
      return {
        allowed: entry.count <= limit,
        remaining: Math.max(0, limit - entry.count),
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)),
      }
    },
  }
}
