import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { openConnection, type Connection } from '#server/db/connection.server.ts'
import { migrateToLatest } from '#server/db/migrate.server.ts'
import {
  cookiesOf,
  createAdmin,
  ensureBuild,
  freePort,
  startBuiltServer,
  stopBuiltServer,
  type BuiltServer,
} from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { startOwnRedis, type OwnRedis } from './services.ts'
import { between, describeSamples, driveTraffic, type Sample } from './traffic.ts'

/**
 * Two built servers on one PostgreSQL database and a Redis of the test's own, killed (SIGKILL) for
 * eight seconds under steady traffic and started again on the same port: the site keeps answering,
 * limits keep counting (in the database) and edits reach the other instance
 * (docs/decisions/025-redis-outages.md).
 */

const SESSION_SECRET = 'redis-outage-secret-that-is-long-enough-25'
const ADMIN = {
  email: `entrenador-${randomBytes(3).toString('hex')}@example.com`,
  password: 'Presion-tras-perdida-42',
}
const OUTAGE_MS = 8_000
/** How stale another instance's page may be: "a few seconds". */
const STALE_LIMIT_MS = 5_000
/** After Redis is back, the time for the connections to come back (reconnection retries up to every second). */
const RECOVERY_MS = 2_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`

const request = (instance: BuiltServer, pathname: string, init: RequestInit = {}, from = randomAddress()) =>
  fetch(`${instance.origin}${pathname}`, {
    redirect: 'manual',
    ...init,
    headers: { 'X-Forwarded-For': from, ...init.headers },
    signal: AbortSignal.timeout(STALE_LIMIT_MS),
  })

const wrongSignIn = (instance: BuiltServer, email: string, from = randomAddress()) =>
  request(
    instance,
    '/signin',
    { method: 'POST', body: new URLSearchParams({ email, password: 'no-es-esta' }) },
    from,
  )

const bad = (samples: Sample[]) => samples.filter((s) => s.status >= 500 || s.status <= 0)

describe('Redis killed for 8 s under traffic, then started again', () => {
  let redis: OwnRedis
  let database: ScratchDatabase
  let connection: Connection
  let dataDir: string
  let a: BuiltServer | undefined
  let b: BuiltServer | undefined
  let adminCookie = ''
  const samples: Sample[] = []

  beforeAll(async () => {
    ensureBuild()
    ;[redis, database] = await Promise.all([startOwnRedis(), createScratchDatabase('postgres')])
    connection = openConnection(database.url)
    await migrateToLatest(connection)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-outage-'))
    const [portA, portB] = [await freePort(), await freePort()]
    const start = (port: number) =>
      startBuiltServer(port, {
        BASE_URL: `http://127.0.0.1:${portA}`,
        ALLOWED_HOSTS: `127.0.0.1:${portB}`,
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        OUTBOX_DIR: path.join(dataDir, `outbox-${port}`),
        UPLOADS_DIR: path.join(dataDir, `uploads-${port}`),
        SESSION_SECRET,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'info',
        REQUIRE_2FA_FOR_ADMINS: 'false',
        TRUST_PROXY: '1',
      })
    ;[a, b] = await Promise.all([start(portA), start(portB)])
    createAdmin({ DATABASE_URL: database.url, SESSION_SECRET }, ADMIN)
    // Sent twice if need be: the start-up probe's idle keep-alive connection may be closing just then.
    const signInOnce = () => request(a!, '/signin', { method: 'POST', body: new URLSearchParams(ADMIN) })
    const signIn = await signInOnce().catch(signInOnce)
    if (signIn.status !== 302) throw new Error(`admin sign-in answered ${signIn.status}:\n${a.output()}`)
    adminCookie = cookiesOf(signIn)
  }, 600_000)

  afterAll(async () => {
    await Promise.all([stopBuiltServer(a), stopBuiltServer(b)])
    await redis?.stop()
    await connection?.close()
    await database?.drop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)

  test('no 500, no hang, limits hold, edits on A reach B within seconds', async () => {
    const [one, two] = [a!, b!]
    const post = await insertPost(connection.db)
    const concept = await insertConcept(connection.db, { summary: 'Antes del corte.' })
    const conceptPage = `/concepts/${concept.slug}`
    const setConcept = (intent: 'publish' | 'unpublish') =>
      request(one, '/admin/concepts', {
        method: 'POST',
        headers: { Cookie: adminCookie },
        body: new URLSearchParams({ intent, ids: String(concept.id) }),
      })
    /** B shows the concept (200) or not (404) within the stale limit. */
    const seenOnB = (status: number) =>
      vi.waitFor(async () => expect((await request(two, conceptPage)).status).toBe(status), {
        timeout: STALE_LIMIT_MS,
        interval: 50,
      })
    /** B answers the concept's page from its cache (no request id: the app did not run). */
    const keptOnB = () =>
      vi.waitFor(
        async () => {
          await request(two, conceptPage)
          expect((await request(two, conceptPage)).headers.get('x-request-id')).toBeNull()
        },
        { timeout: 10_000, interval: 200 },
      )
    await keptOnB()

    let n = 0
    // Steady, not a load test: the two cores are shared with the database, Redis and the other instance.
    const pages = driveTraffic(
      one.origin,
      {
        post: () => ({ path: `/post/${post.slug}` }),
        admin: () => ({ path: '/admin/concepts', init: { headers: { Cookie: adminCookie } } }),
        blog: () => ({ path: `/blog?pagina=${++n}` }),
      },
      { everyMs: 500 },
    )
    // A password check costs about 0.3 s of CPU: one a second.
    const signIns = driveTraffic(
      one.origin,
      {
        signin: () => ({
          path: '/signin',
          init: {
            method: 'POST',
            headers: { 'X-Forwarded-For': randomAddress() },
            body: new URLSearchParams({ email: `nadie-${++n}@example.com`, password: 'no-es-esta' }),
          },
        }),
      },
      { everyMs: 1_000 },
    )
    const victim = `victima-${randomBytes(3).toString('hex')}@example.com`
    const from = randomAddress()
    let killedAt = 0
    let backAt = 0
    try {
      await sleep(1_500)
      killedAt = pages.now()
      await redis.stop()
      // Six wrong passwords for one account from one address, on either instance: the sixth is refused.
      const wrong = []
      for (let i = 0; i < 6; i++) wrong.push(await wrongSignIn(i % 2 ? two : one, victim, from))
      expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429])
      expect(Number(wrong[5]?.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
      // An edit on A during the outage: B stops showing the concept.
      expect((await setConcept('unpublish')).status).toBe(200)
      await seenOnB(404)
      await sleep(Math.max(0, killedAt + OUTAGE_MS - pages.now()))

      await redis.start()
      backAt = pages.now()
      // An edit on A right after Redis is back: B shows the concept again.
      expect((await setConcept('publish')).status).toBe(200)
      await seenOnB(200)
      await sleep(RECOVERY_MS + 1_000)
    } finally {
      samples.push(...(await pages.stop()), ...(await signIns.stop()))
    }

    expect(bad(samples), describeSamples(bad(samples))).toEqual([])
    const outage = between(samples, killedAt, backAt)
    for (const kind of ['post', 'admin', 'blog', 'signin'])
      expect(outage.filter((s) => s.kind === kind).length).toBeGreaterThan(5)
    const recovered = between(samples, backAt + RECOVERY_MS).filter((s) => s.kind !== 'signin')
    expect(recovered.length).toBeGreaterThan(0)
    expect(
      recovered.filter((s) => s.status !== 200),
      describeSamples(recovered),
    ).toEqual([])
    // Unknown accounts from ever new addresses: refused as wrong passwords, never blocked, never a 500.
    expect(new Set(samples.filter((s) => s.kind === 'signin').map((s) => s.status))).toEqual(new Set([401]))
    // With Redis back, B keeps pages again, and the account's count from the outage still holds.
    await keptOnB()
    expect((await wrongSignIn(two, victim, from)).status).toBe(429)
  }, 120_000)
})
