/**
 * When a failed upload is tried again (SPEC.md section 9): statuses 5xx, 408 and 429 and network
 * failures; the wait doubles from 1 s up to 64 s, plus up to 1 s of jitter so many browsers do not
 * retry in step; a server's Retry-After is honoured; after 600 000 ms in all, the upload gives up.
 */
export const UPLOAD_RETRY = {
  maxRetryMs: 600_000,
  initialDelayMs: 1_000,
  maxBackoffMs: 64_000,
  jitterMs: 1_000,
} as const

/** 0 is what XMLHttpRequest reports when the network failed before any answer. */
export const isRetryableStatus = (status: number) =>
  status === 0 || status === 408 || status === 429 || (status >= 500 && status < 600)

/** Retry-After in seconds ("120") or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export interface RetryState {
  /** Retries already made (0 before the first retry). */
  attempt: number
  /** Time spent since the upload started, waits included. */
  elapsedMs: number
  status: number
  retryAfterMs?: number
  /** 0 ≤ random() < 1; injected so tests are exact. */
  random?: () => number
}

/** Milliseconds to wait before the next try, or null: do not retry. */
export function nextRetryDelay({
  attempt,
  elapsedMs,
  status,
  retryAfterMs,
  random = Math.random,
}: RetryState) {
  if (!isRetryableStatus(status)) return null
  const { initialDelayMs, maxBackoffMs, jitterMs, maxRetryMs } = UPLOAD_RETRY
  const backoff = Math.min(initialDelayMs * 2 ** attempt, maxBackoffMs) + Math.floor(random() * jitterMs)
  const delay = Math.max(backoff, retryAfterMs ?? 0)
  return elapsedMs + delay > maxRetryMs ? null : delay
}
