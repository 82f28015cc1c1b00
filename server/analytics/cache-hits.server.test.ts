import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { listenOnLoopback } from '#tests/loopback.ts'
import { createHtmlCache } from '../html-cache/html-cache.server.ts'
import { PAGE_VARY, PUBLIC_PAGE_CACHE_CONTROL } from '../html-cache/page-policy.server.ts'
import { forwardedAddress } from '../http/client-address.server.ts'
import { siteListener } from '../http/serve.server.ts'
import { createPageCounter } from './counter.server.ts'
import { countingInto } from './site-counter.server.ts'

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

/**
 * The production listener in front of a tiny app that renders and keeps a public page, as
 * react-router-handler.server.ts does: the first request is a render, the next ones cache hits.
 */
describe.each(engines)('cache hits are counted on %s', (engine) => {
  let t: TestDb
  let server: http.Server
  let origin = ''
  let renders = 0
  const counter = { current: undefined as ReturnType<typeof createPageCounter> | undefined }

  beforeAll(async () => {
    t = await openTestDb(engine)
    const cache = createHtmlCache({
      maxBytes: 1024 * 1024,
      maxAgeMs: 60_000,
      https: false,
      cachesHost: () => true,
      nextPublication: async () => Infinity,
    })
    cache.enable()
    counter.current = createPageCounter(t.db, { flushMs: 60_000 })
    const count = countingInto(counter.current)
    const app = async (req: http.IncomingMessage, res: http.ServerResponse) => {
      renders++
      // Express's req.ip with one trusted proxy, as the app's counting middleware reads it.
      res.on('finish', () => count(req, res, forwardedAddress(req, 1)))
      const ticket = cache.ticket(req)
      const page = new Response(`<!DOCTYPE html><html><body><p>render ${renders}</p></body></html>`, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
          Vary: PAGE_VARY,
        },
      })
      if (ticket) cache.send(req, res, await cache.keep(ticket, page, ''))
    }
    server = http.createServer(
      siteListener((req, res) => void app(req, res), {
        cache,
        https: false,
        trustProxy: 1,
        count,
        answersHost: () => true,
      }),
    )
    origin = await listenOnLoopback(server)
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await t.close()
  })

  test('a page served from memory counts like a rendered one; the trusted proxy’s address tells visitors apart', async () => {
    const read = (address: string) =>
      fetch(`${origin}/blog`, { headers: { 'user-agent': BROWSER, 'x-forwarded-for': address } })
    for (const address of ['192.0.2.1', '192.0.2.1', '192.0.2.2'])
      expect((await read(address)).status).toBe(200)
    expect(renders).toBe(1)
    await counter.current?.flush()
    const row = await t.db
      .selectFrom('analytics_count')
      .select(['views', 'visitors'])
      .where('dimension', '=', 'page')
      .where('value', '=', '/blog')
      .executeTakeFirst()
    expect(row).toEqual({ views: 3, visitors: 2 })
  })
})
