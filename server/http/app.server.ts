import 'react-router'
import express from 'express'
import { missingKeysRouter } from '../i18n/missing-keys.server.ts'
import { env } from '../env.server.ts'
import { trustedClientAddress } from './client-address.server.ts'
import { securityHeaders } from './security-headers.server.ts'
import { alive, ready } from './health.server.ts'
import { redisStatus } from '../redis/connection.server.ts'
import { reactRouterHandler } from './react-router-handler.server.ts'
import { requestLog } from './request-log.server.ts'
import { connection, db } from '../db/db.server.ts'
import { redirects } from '../redirects/lookup.server.ts'
import { createNotFoundLog } from '../redirects/not-found-log.server.ts'
import { registerRoutes } from '../redirects/route-patterns.server.ts'
import { countRenderedPages } from '../analytics/site-counter.server.ts'

declare module 'react-router' {
  interface AppLoadContext {
    requestId: string
    /** The visitor's address (Express `req.ip`; set `trust proxy` behind a load balancer). */
    clientIp: string
    /** This response's Content-Security-Policy nonce ('' when the policy is off, under Vite). */
    cspNonce: string
    /** Set when the request was refused before any route (server/http/react-router-handler.server.ts): the root answers with this status's page. */
    refusal?: number
    /**
     * Document requests only: rich text the loaders keep out of the hydration data for the server
     * render (server/content/html-once.server.ts). A `.data` request (client-side navigation) has none.
     */
    heldHtml?: Map<string, string>
  }
}

/**
 * The application as an Express app: request ids and logs, the health check, then React Router.
 * This file is the server bundle's entry (vite.config.ts), so routes and server code share modules.
 * Static files and compression are added by serve.server.ts in production and by Vite in development.
 */
export const app = express()
app.disable('x-powered-by')
// Behind a load balancer, req.ip (rate limits, logs) must come from X-Forwarded-For: TRUST_PROXY says how many hops.
app.set('trust proxy', env().TRUST_PROXY)
app.use(
  securityHeaders({
    https: Boolean(env().BASE_URL?.startsWith('https://')),
    contentSecurityPolicy: !import.meta.env.DEV,
  }),
)
app.use(requestLog)
app.use(trustedClientAddress)
// Page views of the public site, counted without cookies (docs/decisions/046-analytics.md).
app.use(countRenderedPages)
app.get('/healthz', alive)
app.get('/readyz', ready(connection, redisStatus))
// i18next's missing-key save exists only under Vite (`npm run dev`); production has no such route.
if (import.meta.env.DEV) app.use(missingKeysRouter())
// Old addresses of renamed content and the coach's own redirects (docs/decisions/041).
app.use(redirects)
const notFoundLog = createNotFoundLog(db)
const build = await import('virtual:react-router/server-build')
registerRoutes(build.routes)
app.use(
  reactRouterHandler({
    // A build given as a function is derived again on every request (route tables flattened,
    // path patterns compiled): under Vite that picks up edits, in production it is loaded once.
    build: import.meta.env.DEV ? () => import('virtual:react-router/server-build') : build,
    getLoadContext: (req, res) => ({
      requestId: String(res.locals.requestId),
      clientIp: req.ip ?? '',
      cspNonce: String(res.locals.cspNonce ?? ''),
      heldHtml: req.path.endsWith('.data') ? undefined : new Map(),
    }),
    databaseFailedSince: (time) => connection.availability.failedSince(time),
    notFound: (req) => notFoundLog.record(req.path, req.headers.referer),
  }),
)

export { prepare } from '../boot.server.ts'
export { serve } from './serve.server.ts'
