import { expect, type APIResponse } from '@playwright/test'
import type { RouteEntry } from './route-table.ts'

/**
 * The routes whose answer to a visitor any cache may keep (docs/decisions/012): the pages of the
 * HTML cache and the public files. Every other answer of app/routes.ts, to anyone, and every
 * `.data` answer is `private, no-store`; a route added later is held to that until it is named here.
 */
const SHARED_FOR_VISITORS = new Set([
  'routes/public/home.tsx',
  'programme-infantil',
  'programme-juvenil',
  'programme-elite',
  'home-translated',
  'programme-infantil-translated',
  'programme-juvenil-translated',
  'programme-elite-translated',
  'conceptos',
  'concepts',
  'routes/public/concept.tsx',
  'routes/public/concept-map.tsx',
  'routes/public/definitions.tsx',
  'routes/public/blog.tsx',
  'routes/public/blog-tag.tsx',
  'routes/public/post.tsx',
  'post-translated',
  'concept-translated',
  'event-translated',
  'drill-translated',
  'routes/public/drills.tsx',
  'routes/public/drill.tsx',
  'routes/public/events.tsx',
  'routes/public/event.tsx',
  'routes/public/newsletter-archive.tsx',
  'routes/public/newsletter-issue.tsx',
  'routes/resources/event-ics.ts',
  'routes/resources/events-feed.ts',
  // The top bar's suggestions (JSON); the /buscar page itself is private (docs/decisions/044).
  'routes/resources/search-suggestions.ts',
  'routes/resources/sitemap.ts',
  'routes/resources/robots.ts',
  'routes/resources/feed.ts',
  'routes/resources/tag-feed.ts',
  'routes/resources/media.ts',
])

/** A client navigation's data address for a page (the home page's is `/_root.data`). */
export const dataUrl = (url: string) => (url === '/' ? '/_root.data' : `${url}.data`)

/** The answer's Cache-Control, and no header but Set-Cookie sent twice (raw header lines). */
export function expectCachePolicy(
  response: APIResponse,
  request: { role: 'visitor' | 'user' | 'admin'; route: RouteEntry; real: boolean; data: boolean },
  label: string,
) {
  const shared =
    request.role === 'visitor' && !request.data && request.real && SHARED_FOR_VISITORS.has(request.route.key)
  const cacheControl = response.headers()['cache-control']
  if (shared) expect(cacheControl, `${label}: shared caching`).toMatch(/(^|,\s*)public(,|$)/)
  else expect(cacheControl, `${label}: Cache-Control`).toBe('private, no-store')
  const names = response
    .headersArray()
    .map(({ name }) => name.toLowerCase())
    .filter((name) => name !== 'set-cookie')
  expect(
    names.filter((name, i) => names.indexOf(name) !== i),
    `${label}: headers sent twice`,
  ).toEqual([])
}
