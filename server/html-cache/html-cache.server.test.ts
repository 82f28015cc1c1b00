import { createHash } from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { listenOnLoopback } from '#tests/loopback.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createHtmlCache, type HtmlCache } from './html-cache.server.ts'
import { PAGE_VARY, PUBLIC_PAGE_CACHE_CONTROL } from './page-policy.server.ts'
import { preparePage } from './cached-page.server.ts'
import { createPageStore, type CachedPage } from './page-store.server.ts'
import { withoutTracking } from './request-key.server.ts'

/**
 * The cache in front of a tiny "app" that renders a page naming the request's language and the
 * number of renders so far, with an inline script like React Router's. Requests go over real HTTP.
 */
let cache: HtmlCache
let renders = 0
let clock = 1_000_000
let scheduled = Infinity
/** The schedule of publications cannot be read (the database is down). */
let scheduleFails = false
let onRender: () => Promise<void> = async () => {}
/** The nonce the tiny app's render carries, as React Router's scripts carry the response's. */
const RENDER_NONCE = 'n1'
/** Hosts whose pages the cache keeps (the site's hosts, server/http/allowed-hosts.server.ts). */
const cachesHost = (host: string | undefined) => !host?.startsWith('junk.')
let server: http.Server
let origin = ''

function render(req: http.IncomingMessage, target: string) {
  renders++
  const language = req.headers['accept-language'] ?? '-'
  const injected = target.includes('injected')
    ? `<script>window.__evil=1</script><script nonce="guess">window.__evil=2</script><script nonce="n1x">window.__evil=3</script>`
    : ''
  const html = `<!DOCTYPE html><html><body><p>render ${renders} ${language} ${req.headers.cookie ?? ''} of ${target}</p>${injected}<script nonce="n1">window.__n=${renders}</script><script type="module" src="/assets/entry.js"></script></body></html>`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
      Vary: PAGE_VARY,
    },
  })
}

beforeAll(async () => {
  // The same steps as server/http/react-router-handler.server.ts; /missing is a page that is not kept.
  server = http.createServer(async (req, res) => {
    if (cache.answer(req, res)) return
    const ticket = cache.ticket(req)
    const shared = ticket && (await cache.share(ticket))
    if (shared) return cache.send(req, res, shared)
    const response = render(req, ticket?.target ?? req.url ?? '')
    await onRender()
    if (ticket && !req.url?.startsWith('/missing'))
      cache.send(req, res, await cache.keep(ticket, response, RENDER_NONCE))
    else {
      if (ticket) cache.release(ticket)
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(await response.text())
    }
  })
  origin = await listenOnLoopback(server)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  renders = 0
  clock = 1_000_000
  scheduled = Infinity
  scheduleFails = false
  onRender = async () => {}
  cache = createHtmlCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    https: false,
    cachesHost,
    nextPublication: async () => {
      if (scheduleFails) throw new Error('The database cannot answer')
      return scheduled
    },
    now: () => clock,
  })
  cache.enable()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A raw request: no automatic decompression, so the test sees the bytes on the wire. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

const text = (answer: Answer) => answer.body.toString('utf8')

describe('HTML cache', () => {
  test('the second request is answered from memory with the same bytes and a strong ETag', async () => {
    const first = await get('/blog')
    const second = await get('/blog')
    expect(renders).toBe(1)
    expect(text(second)).toBe(text(first))
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(second.headers.vary).toBe(PAGE_VARY)
    expect(second.headers['content-length']).toBe(String(second.body.length))
    expect(second.headers['x-content-type-options']).toBe('nosniff')
  })

  test('brotli, gzip or identity by Accept-Encoding, each decoding to the same page', async () => {
    const plain = await get('/', { 'Accept-Encoding': 'identity' })
    const br = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' })
    const gz = await get('/', { 'Accept-Encoding': 'gzip;q=1, br;q=0' })
    expect(renders).toBe(1)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text(plain))
    expect(zlib.gunzipSync(gz.body).toString()).toBe(text(plain))
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3)
  })

  test('If-None-Match with the ETag gets a bodiless 304; another ETag gets the page', async () => {
    const first = await get('/post/a', { 'Accept-Encoding': 'br' })
    const again = await get('/post/a', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    const other = await get('/post/a', { 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' })
    expect(other.status).toBe(200)
    expect(other.body.length).toBeGreaterThan(0)
  })

  test('HEAD is answered from a stored GET with its headers and no body', async () => {
    const page = await get('/blog')
    const head = await get('/blog', {}, 'HEAD')
    expect(renders).toBe(1)
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(page.body.length))
  })

  test('the key holds the language (cookie before Accept-Language) and the normalised display settings', async () => {
    await get('/blog', { 'Accept-Language': 'de-DE,de;q=0.9' })
    await get('/blog', { 'Accept-Language': 'de' })
    expect(renders).toBe(1) // both resolve to German
    await get('/blog', { 'Accept-Language': 'fr' })
    expect(renders).toBe(2)
    const cookieWins = await get('/blog', { 'Accept-Language': 'fr', Cookie: 'i18next=de' })
    expect(renders).toBe(2) // the cookie says German: the German page already held
    expect(text(cookieWins)).toContain('render 1 de-DE')
    await get('/blog', { 'Accept-Language': 'fr', Cookie: 'display=theme%3Ddark' })
    await get('/blog', { 'Accept-Language': 'fr', Cookie: 'display=theme%3Ddark%26menu%3Dvertical' })
    expect(renders).toBe(3) // same settings written two ways: one page
    await get('/blog?page=2', { 'Accept-Language': 'fr' })
    expect(renders).toBe(4)
  })

  test('a language version (/en/…) is one page whatever the language cookie or header of the visitor say', async () => {
    await get('/en/post/rondos', { 'Accept-Language': 'de' })
    await get('/en/post/rondos', { 'Accept-Language': 'fr', Cookie: 'i18next=it' })
    await get('/en/post/rondos')
    await get('/de/infantil', { Cookie: 'i18next=en' })
    await get('/de/infantil', { 'Accept-Language': 'ja' })
    await get('/de/ejercicios/rondo-4-gegen-1', { 'Accept-Language': 'fr' })
    await get('/de/ejercicios/rondo-4-gegen-1', { Cookie: 'i18next=it' })
    expect(renders).toBe(3)
    // An address that is not a language version keeps a page per language.
    await get('/en/blog', { 'Accept-Language': 'de' })
    await get('/en/blog', { 'Accept-Language': 'fr' })
    expect(renders).toBe(5)
  })

  test('a session cookie always reaches the app and its page is never stored', async () => {
    await get('/blog', { Cookie: 'coach.session_token=abc' })
    await get('/blog', { Cookie: '__Host-coach.session_token=abc; i18next=es' })
    await get('/blog', { Cookie: 'coach.session_token=abc' })
    expect(renders).toBe(3)
    expect(cache.stats.pages).toBe(0)
  })

  test('an address with a query string is stored from its second request on', async () => {
    const answers = [await get('/blog?page=2'), await get('/blog?page=2'), await get('/blog?page=2')]
    expect(answers.map((answer) => /render (\d+)/.exec(text(answer))?.[1])).toEqual(['1', '2', '2'])
    expect(cache.stats.pages).toBe(1)
    // Made-up query strings cost a render each, never a stored page.
    for (let n = 0; n < 5; n++) await get(`/blog?u=${n}`)
    expect(cache.stats.pages).toBe(1)
  })

  test('a visit from a tagged link (utm_…, fbclid…) gets the page everyone gets', async () => {
    const plain = await get('/blog')
    const tagged = await get('/blog?utm_source=instagram&utm_medium=social&fbclid=IwAR1x')
    expect(renders).toBe(1)
    expect(text(tagged)).toBe(text(plain))
    // Not stored yet: the first tagged visit renders the page without its tags, and stores it.
    const first = await get('/post/d?fbclid=first-visitor')
    expect(text(first)).toContain('of /post/d</p>')
    expect(text(await get('/post/d?gclid=second-visitor'))).toBe(text(first))
    expect(text(await get('/post/d'))).toBe(text(first))
    expect(renders).toBe(2)
  })

  test('other query parameters still make a page of their own, stored from its second request', async () => {
    const answers = [await get('/blog?page=2&utm_campaign=spring'), await get('/blog?utm_source=x&page=2')]
    expect(answers.map((answer) => /render (\d+)/.exec(text(answer))?.[1])).toEqual(['1', '2'])
    expect(text(answers[1]!)).toContain('of /blog?page=2</p>')
    expect(text(await get('/blog?page=2'))).toBe(text(answers[1]!))
    expect(renders).toBe(2)
  })

  test('after invalidate the next request renders again', async () => {
    await get('/concepts/a')
    cache.invalidate()
    const after = await get('/concepts/a')
    expect(renders).toBe(2)
    expect(text(after)).toContain('render 2')
  })

  test("while other instances' changes go unheard, no page is served or kept; heard again, pages are kept", async () => {
    await get('/blog')
    cache.hearsChanges(false)
    expect(text(await get('/blog'))).toContain('render 2')
    expect(text(await get('/blog'))).toContain('render 3')
    expect(cache.stats.pages).toBe(0)
    cache.hearsChanges(true)
    expect(text(await get('/blog'))).toContain('render 4')
    expect(text(await get('/blog'))).toContain('render 4')
  })

  test('a burst of requests for a page not stored yet costs one render, each visitor gets their encoding', async () => {
    let renderStarted = () => {}
    const started = new Promise<void>((resolve) => (renderStarted = resolve))
    let finishRender = () => {}
    onRender = () => {
      renderStarted()
      return new Promise((resolve) => (finishRender = resolve))
    }
    const leader = get('/blog', { 'Accept-Encoding': 'identity' })
    await started
    const followers = [
      get('/blog', { 'Accept-Encoding': 'br' }),
      get('/blog', { 'Accept-Encoding': 'gzip' }),
      get('/blog', { 'Accept-Encoding': 'identity' }),
    ]
    await new Promise((resolve) => setTimeout(resolve, 50)) // the followers are waiting, not rendering
    expect(renders).toBe(1)
    finishRender()
    const [plain, br, gz, again] = [await leader, ...(await Promise.all(followers))]
    expect(renders).toBe(1)
    expect(zlib.brotliDecompressSync(br!.body).toString()).toBe(text(plain!))
    expect(zlib.gunzipSync(gz!.body).toString()).toBe(text(plain!))
    expect(text(again!)).toBe(text(plain!))
  })

  test('while the schedule cannot be read, pages are sent but not kept, and nobody waits for a leader in vain', async () => {
    scheduleFails = true
    let finishRender = () => {}
    onRender = () => new Promise((resolve) => (finishRender = resolve))
    const leader = get('/blog')
    await new Promise((resolve) => setTimeout(resolve, 20))
    onRender = async () => {}
    const follower = get('/blog')
    await new Promise((resolve) => setTimeout(resolve, 20))
    finishRender()
    expect((await leader).status).toBe(200)
    expect(text(await follower)).toContain('render 1') // the leader's page, handed on
    expect(text(await get('/blog'))).toContain('render 2') // not kept
    expect(await cache.lease()).toBeUndefined()

    // Readable again: the failure was not remembered, the next page is kept.
    scheduleFails = false
    await get('/blog')
    expect(text(await get('/blog'))).toContain('render 3')
    expect(renders).toBe(3)
    expect(await cache.lease()).toMatchObject({ expiresAt: clock + 60_000 })
  })

  test('requests waiting on a render with nothing to keep render for themselves', async () => {
    let finishRender = () => {}
    onRender = () => new Promise((resolve) => (finishRender = resolve))
    const leader = get('/missing')
    await new Promise((resolve) => setTimeout(resolve, 20))
    onRender = async () => {}
    const follower = get('/missing')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(renders).toBe(1)
    finishRender()
    expect(text(await leader)).toContain('render 1')
    expect(text(await follower)).toContain('render 2')
  })

  test('after an edit, requests no longer wait on a render that started before it', async () => {
    let finishRender = () => {}
    onRender = () => new Promise((resolve) => (finishRender = resolve))
    const before = get('/post/c')
    await new Promise((resolve) => setTimeout(resolve, 20))
    cache.invalidate()
    onRender = async () => {}
    const after = await get('/post/c')
    expect(text(after)).toContain('render 2')
    finishRender()
    expect(text(await before)).toContain('render 1')
    expect(text(await get('/post/c'))).toContain('render 2') // the later render is the one kept
  })

  test('a page rendered while content changed is sent but not stored', async () => {
    onRender = async () => cache.invalidate()
    await get('/post/b')
    onRender = async () => {}
    await get('/post/b')
    expect(renders).toBe(2)
    await get('/post/b')
    expect(renders).toBe(2)
  })

  test('pages expire when the next scheduled post goes public, and at their age limit', async () => {
    scheduled = clock + 5_000
    await get('/blog')
    clock += 4_999
    await get('/blog')
    expect(renders).toBe(1)
    clock += 1
    scheduled = Infinity
    await get('/blog')
    expect(renders).toBe(2)
    clock += 59_999
    await get('/blog')
    expect(renders).toBe(2)
    clock += 1
    await get('/blog')
    expect(renders).toBe(3)
  })

  test('the policy allows the inline scripts by hash, with no nonce', async () => {
    const page = await get('/', { 'Accept-Encoding': 'identity' })
    const policy = String(page.headers['content-security-policy'])
    const script = /<script nonce="n1">([^<]*)<\/script>/.exec(text(page))?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(policy).not.toContain('nonce-')
  })

  test("a kept page's policy allows only the scripts written with its render's nonce", async () => {
    await get('/injected')
    const page = await get('/injected')
    expect(renders).toBe(1)
    const policy = String(page.headers['content-security-policy'])
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    expect(policy).toContain(hashOf('window.__n=1'))
    for (const evil of ['window.__evil=1', 'window.__evil=2', 'window.__evil=3'])
      expect(policy, evil).not.toContain(hashOf(evil))
  })

  test('pages of a host the site does not cache are rendered every time and never stored', async () => {
    await get('/blog', { Host: 'junk.example' })
    await get('/blog', { Host: 'junk.example' })
    expect(renders).toBe(2)
    expect(cache.stats.pages).toBe(0)
    await get('/blog')
    await get('/blog')
    expect(renders).toBe(3)
  })

  test('nothing is served or stored until the cache is enabled', async () => {
    cache = createHtmlCache({
      maxBytes: 1024 * 1024,
      maxAgeMs: 60_000,
      https: false,
      cachesHost,
      nextPublication: async () => Infinity,
    })
    await get('/blog')
    await get('/blog')
    expect(renders).toBe(2)
  })
})

describe('withoutTracking', () => {
  test.each([
    ['/blog', '/blog'],
    ['/blog?page=2', '/blog?page=2'],
    ['/?fbclid=IwAR0abc', '/'],
    ['/post/a?utm_source=ig&utm_medium=social&utm_campaign=spring', '/post/a'],
    [
      '/conceptos?category=T%C3%A1ctica&gclid=x&programme=juvenil',
      '/conceptos?category=T%C3%A1ctica&programme=juvenil',
    ],
    ['/blog?UTM_Source=news&page=3&mc_eid=1', '/blog?page=3'],
    ['/blog?utm=1&source=2&fbclidx=3', '/blog?utm=1&source=2&fbclidx=3'],
    ['/blog?lng=ar&srsltid=AfmBOo', '/blog?lng=ar'],
  ])('%s → %s', (target, expected) => {
    expect(withoutTracking(target)).toBe(expected)
  })
})

describe('page store', () => {
  const page = (bytes: number): CachedPage =>
    ({ bytes, expiresAt: Infinity, recent: false }) as unknown as CachedPage

  test('holds at most its byte budget, dropping the least recently read first', () => {
    const store = createPageStore(1000)
    store.set('a', page(200))
    store.set('b', page(200))
    store.set('c', page(200))
    store.get('a', 0)
    store.set('d', page(200))
    store.set('e', page(200)) // 1000 bytes: still fits
    store.set('f', page(200)) // over: b goes (a was read, so it gets a second chance)
    expect(store.bytes).toBeLessThanOrEqual(1000)
    expect(store.get('a', 0)).toBeDefined()
    expect(store.get('b', 0)).toBeUndefined()
    expect(store.get('f', 0)).toBeDefined()
  })

  test('a page larger than a quarter of the budget is not kept', () => {
    const store = createPageStore(1000)
    store.set('big', page(300))
    expect(store.size).toBe(0)
  })
})

describe('prepared page', () => {
  test('its bytes hold no more memory than they count, so the byte budget is what a full cache takes', async () => {
    const html = Buffer.from(`<!DOCTYPE html><p>${'Presión tras pérdida. '.repeat(1500)}</p>`)
    const page = await preparePage({
      html,
      headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
      nonce: '',
      https: false,
      expiresAt: Infinity,
    })
    for (const variant of [page.identity, page.gzip, page.br]) {
      expect(variant.body.buffer.byteLength).toBe(variant.body.length)
    }
  })
})
