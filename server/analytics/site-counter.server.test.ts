import { EventEmitter } from 'node:events'
import type { Request, Response } from 'express'
import { expect, test, vi } from 'vitest'
import { countRenderedPages } from './site-counter.server.ts'

/**
 * A request whose address can be read only while its socket is there, as Express's `req.ip`: once a
 * socket is gone (an upload refused mid-way), reading it throws.
 */
function requestGoingAway(method: string) {
  let socketGone = false
  const req = {
    method,
    url: '/blog',
    originalUrl: '/blog',
    headers: {},
    get ip() {
      if (socketGone) throw new TypeError("Cannot read properties of null (reading 'remoteAddress')")
      return '192.0.2.1'
    },
  }
  const res = Object.assign(new EventEmitter(), { statusCode: 200, getHeader: () => 'text/html' })
  return { req, res, goAway: () => (socketGone = true) }
}

test.each(['GET', 'POST'])(
  'a %s answered after its socket went away does not read the address then',
  (method) => {
    const { req, res, goAway } = requestGoingAway(method)
    const next = vi.fn()
    countRenderedPages(req as unknown as Request, res as unknown as Response, next)
    expect(next).toHaveBeenCalledOnce()
    goAway()
    // A throw here is an uncaught exception in a 'finish' listener: it ended the server process.
    expect(() => res.emit('finish')).not.toThrow()
  },
)
