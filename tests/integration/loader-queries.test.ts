import { afterEach, describe, expect, test, vi } from 'vitest'
import { BENCH_ADMIN, BENCH_SIZE, generateDataset, type DatasetSize } from '../../bench/generate.ts'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'
import { cookiesFrom, siteRequest } from '#tests/identity.ts'

type Loader = (args: {
  request: Request
  params: Record<string, string>
  context: Record<string, string>
}) => Promise<unknown>

type Module = Promise<unknown>

/** The pages whose loaders list things: path, params, whether the admin is signed in. */
const PAGES: Array<{ load: () => Module; path: string; params?: Record<string, string>; admin?: boolean }> = [
  { load: () => import('#app/root.tsx'), path: '/' },
  { load: () => import('#app/routes/public/home.tsx'), path: '/' },
  { load: () => import('#app/routes/public/blog.tsx'), path: '/blog?page=2' },
  {
    load: () => import('#app/routes/public/post.tsx'),
    path: '/post/sesion-3-presion-tras-perdida',
    params: { id: 'sesion-3-presion-tras-perdida' },
  },
  { load: () => import('#app/routes/public/concepts.tsx'), path: '/conceptos?category=T%C3%A1ctica' },
  { load: () => import('#app/routes/public/definitions.tsx'), path: '/conceptos_basicos' },
  {
    load: () => import('#app/routes/public/concept.tsx'),
    path: '/concepts/concepto-1-vigilancia-ofensiva',
    params: { id: 'concepto-1-vigilancia-ofensiva' },
  },
  { load: () => import('#app/routes/public/events.tsx'), path: '/eventos' },
  {
    load: () => import('#app/routes/public/event.tsx'),
    path: '/eventos/evento-1',
    params: { slug: 'evento-1' },
  },
  { load: () => import('#app/routes/resources/sitemap.ts'), path: '/sitemap.xml' },
  { load: () => import('#app/routes/resources/feed.ts'), path: '/feed.xml' },
  { load: () => import('#app/routes/admin/posts.tsx'), path: '/admin/posts?page=2', admin: true },
  { load: () => import('#app/routes/admin/concepts.tsx'), path: '/admin/concepts?page=2', admin: true },
  { load: () => import('#app/routes/admin/messages.tsx'), path: '/admin/messages?page=2', admin: true },
  { load: () => import('#app/routes/admin/media.tsx'), path: '/admin/media', admin: true },
  { load: () => import('#app/routes/admin/audit.tsx'), path: '/admin/audit?page=2', admin: true },
]

/**
 * Each loader's number of queries on a database of `size`: the app's modules (a singleton
 * connection configured by DATABASE_URL) are loaded afresh on it, and every query through the
 * application's connection and better-auth's is counted.
 */
async function queriesPerLoader(url: string, size: DatasetSize) {
  process.env.DATABASE_URL = url
  process.env.SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789'
  vi.resetModules()
  const { connection } = await import('#server/db/db.server.ts')
  await generateDataset(connection, size)
  const { identity } = await import('#server/auth/instance.server.ts')
  const { signIn } = await import('#server/auth/sign-in.server.ts')
  const signedIn = await signIn(identity(), siteRequest('/signin', { method: 'POST' }), {
    ...BENCH_ADMIN,
    ip: '192.0.2.1',
  })
  if (!signedIn.ok) throw new Error('the bench administrator could not sign in')
  const cookie = cookiesFrom(signedIn.headers)
  const spies = [connection.db, connection.raw].map((db) => vi.spyOn(db.getExecutor(), 'executeQuery'))
  const counts: Record<string, number> = {}
  for (const page of PAGES) {
    const { loader } = (await page.load()) as { loader: Loader }
    for (const spy of spies) spy.mockClear()
    const request = siteRequest(page.path, { cookie: page.admin ? cookie : undefined })
    const context = { requestId: 'test', clientIp: '192.0.2.1', cspNonce: '' }
    const answer = await loader({ request, params: page.params ?? {}, context }).catch((thrown) => thrown)
    // A loader that redirects or fails has not listed anything: that would hide an N+1.
    if (answer instanceof Response && answer.status !== 200) throw new Error(`${page.path}: ${answer.status}`)
    counts[page.path] = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0)
  }
  await connection.close()
  return counts
}

const FEW: DatasetSize = {
  posts: 6,
  publicPosts: 4,
  concepts: 4,
  definitions: 4,
  users: 2,
  messages: 3,
  auditEvents: 3,
  drills: 2,
  events: 3,
}
const MANY: DatasetSize = {
  ...BENCH_SIZE,
  posts: 300,
  publicPosts: 150,
  users: 20,
  messages: 120,
  auditEvents: 200,
  drills: 60,
  events: 120,
}

describe.each(engines)('queries per loader on %s', (engine) => {
  const scratches: ScratchDatabase[] = []
  afterEach(async () => {
    for (const scratch of scratches.splice(0)) await scratch.drop()
  })

  test('every listing page sends as many queries for hundreds of rows as for a few (no N+1)', async () => {
    scratches.push(await createScratchDatabase(engine), await createScratchDatabase(engine))
    const [few, many] = scratches
    if (!few || !many) throw new Error('no scratch databases')
    const forFew = await queriesPerLoader(few.url, FEW)
    const forMany = await queriesPerLoader(many.url, MANY)
    expect(Object.keys(forMany)).toEqual(Object.keys(forFew))
    for (const [path, count] of Object.entries(forMany)) {
      // Never more queries for more rows (a loader may skip a follow-up query when the first one filled the page).
      expect({ path, count: Math.min(count, forFew[path] ?? 0) }).toEqual({ path, count })
      expect(count).toBeLessThan(15)
    }
  }, 180_000)
})
