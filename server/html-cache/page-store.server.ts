/** One stored representation: the header list for `writeHead` (name, value, name, value…) and the bytes. */
export interface Variant {
  headers: string[]
  notModified: string[]
  body: Buffer
}

export interface CachedPage {
  /** The identity body's SHA-256 (base64url): every variant's ETag contains it. */
  hash: string
  identity: Variant
  gzip: Variant
  br: Variant
  /** Epoch ms after which the page is no longer served (the next scheduled publication, or its age limit). */
  expiresAt: number
  /** Bytes held: the three bodies plus their header strings. */
  bytes: number
  /** Read since the evictor last passed it: spared once (second chance, an LRU approximation without work on hits). */
  recent: boolean
}

/**
 * Pages by key, bounded by the bytes they hold. Reads only set a flag; eviction walks from the
 * oldest insertion and gives recently read pages a second chance (moved to the young end).
 */
export function createPageStore(maxBytes: number) {
  const pages = new Map<string, CachedPage>()
  let held = 0

  const drop = (key: string, page: CachedPage) => {
    pages.delete(key)
    held -= page.bytes
  }

  return {
    get(key: string, now: number): CachedPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      if (page.expiresAt <= now) {
        drop(key, page)
        return undefined
      }
      page.recent = true
      return page
    },
    set(key: string, page: CachedPage) {
      if (page.bytes > maxBytes / 4) return // one huge page must not empty the cache
      const old = pages.get(key)
      if (old) drop(key, old)
      pages.set(key, page)
      held += page.bytes
      for (const [oldestKey, oldest] of pages) {
        if (held <= maxBytes) break
        if (oldest.recent && oldestKey !== key) {
          oldest.recent = false
          pages.delete(oldestKey)
          pages.set(oldestKey, oldest)
        } else drop(oldestKey, oldest)
      }
    },
    clear() {
      pages.clear()
      held = 0
    },
    get size() {
      return pages.size
    },
    get bytes() {
      return held
    },
  }
}

export type PageStore = ReturnType<typeof createPageStore>
