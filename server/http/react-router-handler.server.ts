import { createReadableStreamFromReadable } from '@react-router/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { htmlCache } from '../html-cache/site-cache.server.ts'
import { isPublicPage } from '../html-cache/page-policy.server.ts'
import { isMalformedTarget, MALFORMED_PATH } from './malformed-url.server.ts'
import { BodyRefused, checkedBody, StreamedBody } from './request-body.server.ts'
import { answerCacheControl } from './cache-control.server.ts'
import { sendResponse } from './send-response.server.ts'
import { RETRY_AFTER_SECONDS } from '../db/availability.server.ts'
import { gateRenders } from './render-gate.server.ts'
import { hasForeignOrigin } from '../auth/csrf.server.ts'
import { HOST_AND_PORT } from '../env.server.ts'

/** Pages take GET and POST (forms); the JSON APIs under /api/ also PUT, PATCH and DELETE. Others get the 405 page. */
const PAGE_READS = new Set(['GET', 'HEAD'])
const PAGE_METHODS = new Set([...PAGE_READS, 'POST'])
const API_METHODS = new Set([...PAGE_METHODS, 'PUT', 'PATCH', 'DELETE'])
const allowed = (method: string, path: string) =>
  (path.startsWith('/api/') ? API_METHODS : PAGE_METHODS).has(method)

/** The Host header when it names a host and a valid port, else undefined (answered with 400). */
function hostOf(req: ExpressRequest): string | undefined {
  const host = req.headers.host ?? ''
  const match = HOST_AND_PORT.exec(host)
  if (!match || Number(match[1] ?? 0) > 65535) return undefined
  return host
}

function headersOf(req: ExpressRequest) {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(key, one)
  return headers
}

/**
 * A page form posted from another site. React Router itself would answer it with a bare
 * "Bad Request" text; refused here, it gets the site's 403 page like any other refusal. The JSON
 * APIs under /api/ answer such requests themselves.
 */
const postedFromElsewhere = (req: ExpressRequest, origin: string) =>
  !PAGE_READS.has(req.method) &&
  !req.path.startsWith('/api/') &&
  hasForeignOrigin(new Request(`${origin}${req.originalUrl}`, { headers: headersOf(req) }))

/**
 * React Router behind Express, without @react-router/express's adapter: the request's host, method,
 * origin and body are checked first, so what no route can answer (a bad Host, an unknown method, a
 * foreign form, an oversized, mislabelled or broken body) gets the root's error page with its 4xx
 * status, rendered by the app like any other page, instead of an exception inside a loader or action.
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  /** Whether a query failed for want of the database at or after `time` (server/db/availability.server.ts). */
  databaseFailedSince: (time: number) => boolean
  /** A page read (GET) answered 404: the 404 log counts it (server/redirects/not-found-log.server.ts). */
  notFound?: (req: ExpressRequest) => void
}): RequestHandler {
  const handle = gateRenders(createRequestHandler(options.build, process.env.NODE_ENV))
  return async (req, res, next) => {
    const context = options.getLoadContext(req, res)
    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) controller.abort()
    })
    try {
      const host = hostOf(req)
      const origin = `${req.protocol}://${host ?? 'localhost'}`
      let refusal =
        !host || isMalformedTarget(req.originalUrl)
          ? 400
          : !allowed(req.method, req.path)
            ? 405
            : postedFromElsewhere(req, origin)
              ? 403
              : undefined
      let body: Buffer | StreamedBody | undefined
      if (!refusal) {
        try {
          body = await checkedBody(req)
        } catch (error) {
          if (!(error instanceof BodyRefused)) throw error
          refusal = error.status
        }
      }
      const ticket = refusal
        ? undefined
        : htmlCache.ticket({ method: req.method, url: req.originalUrl, headers: req.headers })
      const refusalPage = () =>
        new Request(`${origin}${MALFORMED_PATH}`, { headers: headersOf(req), signal: controller.signal })
      // A page that may be stored is rendered for its target without tracking parameters: the
      // same page every visitor gets, whatever link they came from.
      const request = refusal
        ? refusalPage()
        : new Request(`${origin}${ticket?.target ?? req.originalUrl}`, {
            method: req.method,
            headers: headersOf(req),
            signal: controller.signal,
            ...(body === undefined
              ? {}
              : Buffer.isBuffer(body)
                ? { body: new Uint8Array(body) }
                : { body: createReadableStreamFromReadable(body.stream), duplex: 'half' as const }),
          })
      const shared = ticket && (await htmlCache.share(ticket))
      if (shared) return htmlCache.send(req, res, shared)
      try {
        const startedAt = Date.now()
        let response = await handle(request, { ...context, refusal })
        if (response.status === 500 && options.databaseFailedSince(startedAt)) {
          // A database outage that surfaced as an error of some library (better-auth wraps what it
          // catches): the visitor gets the 503 page that says to try again, not "unexpected error".
          await response.body?.cancel()
          response = await handle(refusalPage(), { ...context, refusal: 503 })
        }
        if (body instanceof StreamedBody && body.exceeded) {
          // An upload went past its path's limit: the 413 page, whatever the route answered.
          await response.body?.cancel()
          response = await handle(refusalPage(), { ...context, refusal: 413 })
          req.resume() // the rest of the upload is read and dropped, not kept
          res.setHeader('Connection', 'close')
        }
        if (response.status === 404 && req.method === 'GET') options.notFound?.(req)
        if (ticket && isPublicPage(response))
          htmlCache.send(req, res, await htmlCache.keep(ticket, response, context.cspNonce))
        else {
          // Released before streaming: whoever waits on this render renders now, not after the send.
          if (ticket) htmlCache.release(ticket)
          const cacheControl = answerCacheControl({ path: req.path, cookie: req.headers.cookie }, response)
          await sendResponse(res, response, {
            'Cache-Control': cacheControl,
            ...(response.status === 503 && !response.headers.has('Retry-After')
              ? { 'Retry-After': String(RETRY_AFTER_SECONDS) }
              : {}),
          })
        }
      } finally {
        if (ticket) htmlCache.release(ticket)
      }
    } catch (error) {
      // The visitor closed the connection mid-answer: nothing to send and nothing to report.
      if (res.destroyed && !res.writableFinished) return
      next(error)
    }
  }
}
