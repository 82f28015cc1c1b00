import type { ContentLease } from '../html-cache/html-cache.server.ts'

interface Kept<V> extends ContentLease {
  value: Promise<V>
}

/**
 * Values computed from public content, kept per key for as long as the HTML cache would keep a page
 * rendered from them: until any public write here or on another instance (the lease's version
 * changes) or the next scheduled publication (its expiry). Without a lease (the cache is off, as
 * under Vite and in tests, or deaf to other instances) every call computes. Concurrent calls for a
 * key share one computation; a failed one is not kept.
 */
export function createContentMemo<V>({
  lease,
  maxEntries,
  now = Date.now,
}: {
  lease: () => Promise<ContentLease | undefined>
  /** Keys kept at most; the oldest is dropped first. */
  maxEntries: number
  now?: () => number
}) {
  const entries = new Map<string, Kept<V>>()
  return async function remember(key: string, compute: () => Promise<V>): Promise<V> {
    const current = await lease()
    if (!current) return compute()
    const kept = entries.get(key)
    if (kept && kept.version === current.version && now() < kept.expiresAt) return kept.value
    const value = compute()
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, { ...current, value })
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}
