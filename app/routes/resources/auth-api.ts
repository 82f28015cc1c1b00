import type { Route } from './+types/auth-api'
import { identity } from '#server/auth/instance.server.ts'

/**
 * better-auth's own endpoints under /api/auth/* (e-mail confirmation links land here). The
 * client address better-auth rate-limits by is the socket's (or the trusted proxy's), never a
 * header the visitor chose.
 */
function handle(request: Request, clientIp: string) {
  const headers = new Headers(request.headers)
  headers.set('x-forwarded-for', clientIp || '0.0.0.0')
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = request.body
    init.duplex = 'half'
  }
  return identity().auth.handler(new Request(request.url, init))
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(request, context.clientIp)
export const action = ({ request, context }: Route.ActionArgs) => handle(request, context.clientIp)
