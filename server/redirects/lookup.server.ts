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
 * The page a React Router data request is for: a client-side navigation to `/post/old` asks for
 * `/post/old.data` (`/_root.data` for `/`), with the routes it wants in `_routes`.
 */
function dataRequestOf(path: string, search: string) {
  if (!path.endsWith('.data')) return undefined
  const page = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)
  const query = new URLSearchParams(search)
  query.delete('_routes')
  const rest = query.toString()
  return { page, search: rest ? `?${rest}` : '' }
}

/**
 * Answers a GET or HEAD of a redirected address with a 301 before React Router runs: a map lookup
 * while the HTML cache holds a content version, no render. Slug saves and the admin screen keep
 * live addresses out of the table, so no page is shadowed. Browsers and shared caches keep the
 * answer only briefly: a slug changed back must not meet a remembered 301 going the other way.
 * A link followed in an open page (a data request) gets the redirect in React Router's own form,
 * which the client follows as a navigation, so the address bar shows the new address too.
 */
export const redirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  memo('all', () => loadRedirectMap(db)).then(
    (map) => {
      const at = req.originalUrl.indexOf('?')
      const search = at < 0 ? '' : req.originalUrl.slice(at)
      const data = dataRequestOf(req.path, search)
      const to = data ? redirectTarget(map, data.page, data.search) : redirectTarget(map, req.path, search)
      if (to === undefined) return next()
      const cacheControl = 'public, max-age=0, s-maxage=60'
      if (data)
        res
          .writeHead(204, { 'X-Remix-Redirect': to, 'X-Remix-Status': '301', 'Cache-Control': cacheControl })
          .end()
      else res.writeHead(301, { Location: to, 'Cache-Control': cacheControl }).end()
    },
    // Redirects unreadable (the database is down): the address goes on to its page, which answers
    // for itself (a cached page, or the outage's 503) instead of an error here.
    () => next(),
  )
}
