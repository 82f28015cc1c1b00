/**
 * Which rendered documents the HTML cache (and shared caches in front of the site) may keep, and
 * the headers that say so. See docs/decisions/012-html-cache-and-instances.md.
 */

/** Browsers revalidate every time (cheap: 304); a CDN or nginx may hold the page 10 s, then serve it stale while refreshing. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'
/** Anything else (signed in, forms with tokens, errors): never stored, never shared. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'
/** What a public page depends on besides its URL: language and display cookies, Accept-Language, encoding. */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie'

/**
 * The public layout's pages that show the same thing to every anonymous visitor (a members-only
 * drill shows every one of them the same teaser, decision 032). Not here: the contact page (a fill
 * token per visit), the post preview (admins only), the 404 page, courses and lessons (decision 032).
 */
const CACHEABLE_ROUTES = new Set([
  'root',
  'layouts/public-layout',
  'routes/public/home',
  'programme-infantil',
  'programme-juvenil',
  'programme-elite',
  'home-translated',
  'programme-infantil-translated',
  'programme-juvenil-translated',
  'programme-elite-translated',
  'conceptos',
  'concepts',
  'routes/public/concept',
  'routes/public/concept-map',
  'routes/public/definitions',
  'routes/public/blog',
  'routes/public/blog-tag',
  'routes/public/post',
  'post-translated',
  'concept-translated',
  'event-translated',
  'drill-translated',
  'routes/public/drills',
  'routes/public/drill',
  'routes/public/events',
  'routes/public/event',
  'routes/public/newsletter-archive',
  'routes/public/newsletter-issue',
])

/** A better-auth session cookie (`coach.session_token`, `__Host-coach.session_data`, …). */
const SESSION_COOKIE = /(?:^|;)\s*[^=;]*\.session_(?:token|data)=/

export const hasSessionCookie = (cookieHeader: string | null | undefined) =>
  cookieHeader ? SESSION_COOKIE.test(cookieHeader) : false

/**
 * A document may be shared when every matched route is a public one, it rendered with 200, it sets
 * no cookie and the visitor sent no session cookie.
 */
export function isShareableDocument(input: {
  method: string
  status: number
  routeIds: readonly string[]
  headers: Headers
  cookieHeader: string | null
}) {
  return (
    (input.method === 'GET' || input.method === 'HEAD') &&
    input.status === 200 &&
    input.routeIds.length > 0 &&
    input.routeIds.every((id) => CACHEABLE_ROUTES.has(id)) &&
    !input.headers.has('Set-Cookie') &&
    !hasSessionCookie(input.cookieHeader)
  )
}

/** True for a response the page cache may keep (entry.server.tsx marked it public). */
export const isPublicPage = (response: Response) =>
  response.status === 200 &&
  response.headers.get('Cache-Control') === PUBLIC_PAGE_CACHE_CONTROL &&
  !response.headers.has('Set-Cookie') &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html')
