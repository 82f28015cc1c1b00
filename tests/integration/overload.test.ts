import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'

/**
 * Overload (docs/decisions/028-render-concurrency.md): the built server renders one page at a time
 * with four waiting (set by env), so a burst of pages no cache holds overflows the queue. The
 * overflow is answered 503 with Retry-After while the queued renders are still under way, and
 * readers of a cached page and of static files are served throughout.
 */

const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Language': 'es-ES,es;q=0.9' }
const QUEUED = 4

interface Answer {
  kind: 'page' | 'data' | 'hit' | 'file'
  status: number
  retryAfter: string | null
  type: string | null
  body: string
}

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A connection opened beforehand, so that a burst's requests reach the server together. */
async function connection(origin: string) {
  const { hostname, port } = new URL(origin)
  const socket = net.connect(Number(port), hostname)
  await once(socket, 'connect')
  return socket
}

function requestOn(socket: net.Socket, url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers, createConnection: () => socket }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

describe.each(engines)('overload on %s', (engine) => {
  let server: BuiltServer
  let database: ScratchDatabase
  let dataDir: string

  beforeAll(async () => {
    ensureBuild()
    database = await createScratchDatabase(engine)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-overload-'))
    const port = await freePort()
    server = await startBuiltServer(port, {
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      SESSION_SECRET: 'overload-secret-that-is-long-enough-0123',
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'warn',
      RENDER_CONCURRENCY: '1',
      RENDER_QUEUE_LENGTH: String(QUEUED),
      RENDER_QUEUE_WAIT_MS: '60000',
    })
  }, 120_000)

  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    await database?.drop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('renders past the queue get 503 with Retry-After at once; cached pages and files are served meanwhile', async () => {
    // The home page is stored by the HTML cache from its first request on.
    expect((await fetch(`${server.origin}/`, { headers: BROWSER })).status).toBe(200)

    /** Every answer, in the order it arrived. */
    const answers: Answer[] = []
    const note = (kind: Answer['kind'], { status, headers, body }: Raw) => {
      const header = (name: string) => {
        const value = headers[name]
        return typeof value === 'string' ? value : null
      }
      answers.push({ kind, status, retryAfter: header('retry-after'), type: header('content-type'), body })
    }
    const ask = async (kind: 'hit' | 'file', pathname: string, headers: Record<string, string>) => {
      const response = await fetch(`${server.origin}${pathname}`, { headers })
      const body = await response.text()
      note(kind, { status: response.status, headers: Object.fromEntries(response.headers), body })
    }
    // 30 page and 10 data requests for addresses never asked before (always rendered), sent at
    // once on connections opened beforehand, a data request after every three pages (the last
    // requests of a burst can find the queue drained again: data requests sent last were all
    // answered in one CI run).
    const sockets = await Promise.all(Array.from({ length: 40 }, () => connection(server.origin)))
    let firstRefusal: () => void = () => {}
    const refused = new Promise<void>((resolve) => (firstRefusal = resolve))
    const burst = sockets.map((socket, n) => {
      const kind = n % 4 === 3 ? 'data' : 'page'
      const url = `${server.origin}${kind === 'page' ? '/blog' : '/blog.data'}?burst=${n}`
      return requestOn(socket, url, kind === 'page' ? BROWSER : { 'Accept-Language': 'es' }).then((raw) => {
        note(kind, raw)
        if (raw.status === 503) firstRefusal()
      })
    })
    // (Were none refused, the assertions below say so rather than the test hanging.)
    await Promise.race([refused, Promise.all(burst)])
    // While renders are refused: the cached home page and a static file.
    const readers = [
      ...Array.from({ length: 10 }, () => ask('hit', '/', BROWSER)),
      ask('file', '/favicon.svg', {}),
    ]
    await Promise.all([...burst, ...readers])

    const renders = answers.filter((answer) => answer.kind === 'page' || answer.kind === 'data')
    // No render failed or was lost: each one is a page or a refusal.
    expect(renders).toHaveLength(40)
    expect(new Set(renders.map((answer) => answer.status))).toEqual(new Set([200, 503]))
    // One rendering and the queued ones got their page; every other was refused.
    expect(renders.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1 + QUEUED)
    const refusals = renders.filter((answer) => answer.status === 503)
    expect(refusals.length).toBeGreaterThan(0)
    for (const refusal of refusals) expect(Number(refusal.retryAfter)).toBeGreaterThan(0)
    // A browser gets a page in its language; a client navigation's data request a line of text.
    const page = refusals.find((answer) => answer.kind === 'page')
    expect(page?.type).toMatch(/^text\/html/)
    expect(page?.body).toContain('<title>Demasiadas visitas ahora mismo')
    const data = refusals.find((answer) => answer.kind === 'data')
    expect(data?.type).toMatch(/^text\/plain/)
    expect(data?.body.trim()).toBe(
      'El sitio está atendiendo a muchas personas a la vez. Vuelve a intentarlo en unos segundos.',
    )

    // The refusals did not wait for the renders: the first came before the last page.
    const order = (predicate: (answer: Answer) => boolean) => answers.findIndex(predicate)
    const lastRendered = answers.findLastIndex((answer) => answer.kind !== 'hit' && answer.status === 200)
    expect(order((answer) => answer.status === 503)).toBeLessThan(lastRendered)
    // Readers asked after the first refusal were answered, and before the queue had drained.
    const read = answers.filter((answer) => answer.kind === 'hit' || answer.kind === 'file')
    expect(read.map((answer) => answer.status)).toEqual(Array.from({ length: 11 }, () => 200))
    expect(order((answer) => answer.kind === 'hit')).toBeLessThan(lastRendered)
  })
})
