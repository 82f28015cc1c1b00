import type { RequestHandler } from 'express'
import { createContentMemo } from '../content/content-memo.server.ts'
import { db } from '../db/db.server.ts'
import { htmlCache } from '../html-cache/site-cache.server.ts'
import { contentOfPath, contentPath } from './kinds.server.ts'
import { loadRedirectMap } from './store.server.ts'

/**
 * Where a request for `path` (with `search`, "" or "?…") is sent, if anywhere: its own redirect, or
 * for an address under a moved item whose kind has sub-paths (a lesson of a renamed course), the
 * item's new address with the rest of the path. The query is kept.
 */
export function redirectTarget(map: ReadonlyMap<string, string>, path: string, search: string) {
  let to = map.get(path)
  if (to === undefined) {
    const content = contentOfPath(path)
    const moved = content?.rest ? map.get(contentPath(content.kind, content.slug)) : undefined
    if (moved?.startsWith('/')) to = `${moved}${content?.rest ?? ''}`
  }
  if (to === undefined || !search || search === '?') return to
  return to.includes('?') ? `${to}&${search.slice(1)}` : `${to}${search}`
}

/** The redirects, read once per content version (every redirect change is a public write). */
const memo = createContentMemo<Map<string, string>>({ lease: () => htmlCache.lease(), maxEntries: 1 })

/**
 * Answers a GET or HEAD of a redirected address with a 301 before React Router runs: a map lookup
 * while the HTML cache holds a content version, no render. Slug saves and the admin screen keep
 * live addresses out of the table, so no page is shadowed. Browsers and shared caches keep the
 * answer only briefly: a slug changed back must not meet a remembered 301 going the other way.
 */
export const redirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  memo('all', () => loadRedirectMap(db)).then(
    (map) => {
      const at = req.originalUrl.indexOf('?')
      const to = redirectTarget(map, req.path, at < 0 ? '' : req.originalUrl.slice(at))
      if (to === undefined) return next()
      res.writeHead(301, { Location: to, 'Cache-Control': 'public, max-age=0, s-maxage=60' }).end()
    },
    // Redirects unreadable (the database is down): the address goes on to its page, which answers
    // for itself (a cached page, or the outage's 503) instead of an error here.
    () => next(),
  )
}
