import { hasSessionCookie, PRIVATE_PAGE_CACHE_CONTROL } from '../html-cache/page-policy.server.ts'

/** A `public` directive: the route says any cache may keep the answer. */
const PUBLIC_DIRECTIVE = /(?:^|,)\s*public\s*(?:,|$)/i

/** A client navigation's data request (`/blog.data`, `/_root.data` for the home page). */
const isDataRequest = (path: string) => path.endsWith('.data')

/**
 * The Cache-Control an answer of the app leaves with, decided here for every route at once: a
 * route's `public` value stands only for a visitor without a session cookie, on a document or
 * resource (not a `.data` request) that sets no cookie. Everything else, including redirects,
 * errors and answers whose route says nothing, is `private, no-store`: what a signed-in visitor
 * gets may carry his data, and a route that forgets its header must not become shareable.
 */
export function answerCacheControl(
  request: { path: string; cookie: string | undefined },
  response: Pick<Response, 'headers'>,
) {
  const given = response.headers.get('Cache-Control')
  const shareable =
    given !== null &&
    PUBLIC_DIRECTIVE.test(given) &&
    !isDataRequest(request.path) &&
    !hasSessionCookie(request.cookie) &&
    !response.headers.has('Set-Cookie')
  return shareable ? given : PRIVATE_PAGE_CACHE_CONTROL
}
