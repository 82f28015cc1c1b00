import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isRetryableStatus, nextRetryDelay, parseRetryAfter, UPLOAD_RETRY } from './retry-policy.ts'

const noJitter = () => 0

describe('upload retry policy (SPEC.md section 9)', () => {
  test('retries 5xx, 408, 429 and network failures, nothing else', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504, 599])
      expect(isRetryableStatus(status), String(status)).toBe(true)
    for (const status of [200, 204, 400, 401, 403, 404, 409, 413, 415, 422])
      expect(isRetryableStatus(status), String(status)).toBe(false)
    expect(nextRetryDelay({ attempt: 0, elapsedMs: 0, status: 400 })).toBeNull()
  })

  test('the wait doubles from 1 s and stops growing at 64 s', () => {
    const waits = Array.from({ length: 10 }, (_, attempt) =>
      nextRetryDelay({ attempt, elapsedMs: 0, status: 503, random: noJitter }),
    )
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000, 64000])
  })

  test('jitter adds up to one second', () => {
    expect(nextRetryDelay({ attempt: 2, elapsedMs: 0, status: 500, random: () => 0.999 })).toBe(4999)
    fc.assert(
      fc.property(fc.nat(30), fc.double({ min: 0, max: 0.9999, noNaN: true }), (attempt, r) => {
        const delay = nextRetryDelay({ attempt, elapsedMs: 0, status: 500, random: () => r }) ?? -1
        const base = Math.min(1000 * 2 ** attempt, UPLOAD_RETRY.maxBackoffMs)
        return delay >= base && delay < base + UPLOAD_RETRY.jitterMs
      }),
    )
  })

  test('gives up once the next wait would pass 600 000 ms in all', () => {
    expect(nextRetryDelay({ attempt: 9, elapsedMs: 536_000, status: 503, random: noJitter })).toBe(64_000)
    expect(nextRetryDelay({ attempt: 9, elapsedMs: 536_001, status: 503, random: noJitter })).toBeNull()
    // Simulated: retrying a server that always answers 503 stops within the limit.
    let elapsed = 0
    let attempt = 0
    for (;;) {
      const delay = nextRetryDelay({ attempt, elapsedMs: elapsed, status: 503, random: Math.random })
      if (delay === null) break
      elapsed += delay
      attempt++
    }
    expect(elapsed).toBeLessThanOrEqual(UPLOAD_RETRY.maxRetryMs)
    expect(attempt).toBeGreaterThan(10)
  })

  test('honours Retry-After in seconds or as a date, within the limit', () => {
    const now = Date.parse('2026-11-23T17:00:00Z')
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 17:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('later', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(
      nextRetryDelay({ attempt: 0, elapsedMs: 0, status: 429, retryAfterMs: 30_000, random: noJitter }),
    ).toBe(30_000)
    expect(
      nextRetryDelay({ attempt: 5, elapsedMs: 0, status: 429, retryAfterMs: 1_000, random: noJitter }),
    ).toBe(32_000)
    expect(nextRetryDelay({ attempt: 0, elapsedMs: 0, status: 503, retryAfterMs: 700_000 })).toBeNull()
  })
})
