import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { logger } from '../logger.server.ts'
import { loggableUrl } from './log-url.server.ts'

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/

/** Gives every request an id (a trusted proxy's X-Request-Id, or a new one) and logs it when done. */
export const requestLog: RequestHandler = (req, res, next) => {
  const incoming = req.get('X-Request-Id')
  const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID()
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const line = {
      reqId: id,
      method: req.method,
      url: loggableUrl(req.originalUrl),
      status: res.statusCode,
      ms,
    }
    // A 503 is the site refusing on purpose (a dependency is down, or renders are queued past their
    // bound): its cause is logged once where it starts, not as an error per refused request.
    if (res.statusCode === 503) logger.warn(line, 'request')
    else if (res.statusCode >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
  next()
}
