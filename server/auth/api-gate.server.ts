import { VERIFY_EMAIL_PATH } from './mails.server.ts'

/**
 * better-auth's HTTP API is not served. Every screen calls better-auth's server API from its own
 * loader or action, behind the site's rules: lock screen and idle lock, per-account and per-IP
 * throttles, the password for sensitive changes, the origin check. The one address under
 * /api/auth a person may still hold is a sign-up confirmation link e-mailed before this gate: it
 * moves to the site's own confirmation page with its token only (any callbackURL is dropped).
 */
export const AUTH_API_BASE = '/api/auth'

type Answer = (url: URL) => Response

export const AUTH_API_ALLOWED: Readonly<Record<string, Answer>> = {
  'GET /verify-email': (url) => {
    const token = url.searchParams.get('token') ?? ''
    return new Response(null, {
      status: 302,
      headers: { Location: `${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token })}` },
    })
  },
}

export function authApiAnswer(request: Request): Response {
  const url = new URL(request.url)
  const path = url.pathname.slice(AUTH_API_BASE.length)
  const answer = url.pathname.startsWith(`${AUTH_API_BASE}/`)
    ? AUTH_API_ALLOWED[`${request.method} ${path}`]
    : undefined
  return answer ? answer(url) : Response.json({ error: 'not_found' }, { status: 404 })
}
