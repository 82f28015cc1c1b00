import { env } from '../env.server.ts'

/** The site's public origin: BASE_URL when configured (behind a proxy), else the request's own. */
export function publicOrigin(request: Request) {
  return (env().BASE_URL ?? new URL(request.url).origin).replace(/\/+$/, '')
}

/** Where links in mails sent by background jobs point: BASE_URL, or this server itself. */
export const jobOrigin = () =>
  (env().BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
