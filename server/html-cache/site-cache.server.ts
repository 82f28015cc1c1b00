import { connection, db } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { syncContentChanges } from './content-sync.server.ts'
import { siteHosts } from '../http/site-hosts.server.ts'
import { createHtmlCache } from './html-cache.server.ts'
import { nextPublication } from './next-publication.server.ts'

/** The site's page cache: 16 MB of pages (about 300 typical pages in three encodings), each kept 15 minutes at most. */
export const htmlCache = createHtmlCache({
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 15 * 60 * 1000,
  https: Boolean(env().BASE_URL?.startsWith('https://')),
  cachesHost: siteHosts.caches,
  nextPublication: (now) => nextPublication(db, now),
})

/**
 * Production: serve from the cache, emptied by every public write here or on another instance, and
 * kept empty while other instances' writes may go unheard.
 */
export function startHtmlCache() {
  const { REDIS_URL, DATABASE_URL } = env()
  htmlCache.enable()
  return syncContentChanges(
    { redisUrl: REDIS_URL, connection, databaseUrl: DATABASE_URL },
    () => htmlCache.invalidate(),
    (heard) => htmlCache.hearsChanges(heard),
  )
}
