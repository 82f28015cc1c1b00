import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { db } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { createPageCounter, type PageCounter } from './counter.server.ts'
import { pageViewOf } from './page-view.server.ts'

/**
 * Looks at one answered request: a page view (page-view.server.ts) is counted. `fromCache`: answered
 * by the HTML cache's raw path, whose headers are written without `setHeader` (always a page).
 */
export type CountAnswer = (
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  answer?: { url?: string; fromCache?: boolean },
) => void

/** Counts answered requests into `counter`. */
export const countingInto =
  (counter: PageCounter): CountAnswer =>
  (req, res, address, { url = req.url, fromCache = false } = {}) =>
    counter.record(
      pageViewOf({
        method: req.method,
        url,
        headers: req.headers,
        address,
        status: res.statusCode,
        contentType: fromCache ? 'text/html' : String(res.getHeader('content-type') ?? ''),
        at: Date.now(),
      }),
    )

/** The process's page counter: the cache-hit path and the app both count into it. */
export const pageCounter = createPageCounter(db)
const countIntoSite = countingInto(pageCounter)

/** Counts into the process's counter, unless ANALYTICS=off. */
export const countPageView: CountAnswer = (...args) => {
  if (env().ANALYTICS !== 'off') countIntoSite(...args)
}

/**
 * Express: every GET the app answers (renders, pages shared from a render) is looked at once sent.
 * Only GETs can be page views. The address is read as the request comes: once a socket is gone (an
 * upload refused mid-way), Express can no longer tell it, and reading it then threw in the
 * 'finish' listener, which took the whole process down.
 */
export const countRenderedPages: RequestHandler = (req, res, next) => {
  if (req.method === 'GET') {
    const address = req.ip ?? ''
    res.on('finish', () => countPageView(req, res, address, { url: req.originalUrl }))
  }
  next()
}
