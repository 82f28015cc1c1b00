import { env } from '../env.server.ts'

/** The site's public origin: BASE_URL when configured (behind a proxy), else the request's own. */
export function publicOrigin(request: Request) {
  return (env().BASE_URL ?? new URL(request.url).origin).replace(/\/+$/, '')
}
