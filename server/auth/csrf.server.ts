import { data } from 'react-router'
import { publicOrigin } from '../http/origin.server.ts'

/** The request names another site (or "null") as its Origin: a form posted from elsewhere. */
export function hasForeignOrigin(request: Request) {
  const origin = request.headers.get('Origin')
  if (origin === null) return false
  return !new Set([publicOrigin(request), new URL(request.url).origin]).has(origin)
}

/**
 * Form posts must come from our own pages. Browsers send Origin on every POST; a form posted
 * from another site carries that site's origin (or "null") and is refused with 403. Clients
 * that send no Origin at all (curl, tests) hold no victim's cookies, so they pass.
 */
export function assertSameOrigin(request: Request) {
  if (request.headers.get('Origin') === null) {
    const site = request.headers.get('Sec-Fetch-Site')
    if (site && site !== 'same-origin' && site !== 'none') throw data(null, { status: 403 })
    return
  }
  if (hasForeignOrigin(request)) throw data(null, { status: 403 })
}
