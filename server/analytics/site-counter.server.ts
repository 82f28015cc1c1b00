import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { db } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { createPageCounter } from './counter.server.ts'
import { pageViewOf } from './page-view.server.ts'

/** The process's page counter: the cache-hit path and the app both count into it. */
export const pageCounter = createPageCounter(db)

/** Counts an answered request when it is a page view (page-view.server.ts), unless ANALYTICS=off. */
export function countPageView(req: IncomingMessage, res: ServerResponse, address: string, url = req.url) {
  if (env().ANALYTICS === 'off') return
  pageCounter.record(
    pageViewOf({
      method: req.method,
      url,
      headers: req.headers,
      address,
      status: res.statusCode,
      contentType: String(res.getHeader('content-type') ?? ''),
      at: new Date(),
    }),
  )
}

/** Express: every answer the app sends (renders, pages shared from a render) is looked at once sent. */
export const countRenderedPages: RequestHandler = (req, res, next) => {
  res.on('finish', () => countPageView(req, res, req.ip ?? '', req.originalUrl))
  next()
}
