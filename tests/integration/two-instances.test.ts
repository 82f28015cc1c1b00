import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
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
import { testImage } from '#tests/media.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'

/**
 * Two built servers (`node server.js`, as `npm start` runs them) on one fresh PostgreSQL database,
 * the local Redis and a local S3-compatible server (s3rver), as behind a load balancer: they must
 * behave as one site (docs/decisions/012-html-cache-and-instances.md).
 */

const SESSION_SECRET = 'two-instances-secret-that-is-long-enough-7'
const REDIS_URL = 'redis://127.0.0.1:6379'
const BUCKET = 'coach-media'
const ADMIN = {
  email: `entrenador-${randomBytes(3).toString('hex')}@example.com`,
  password: 'Presion-tras-perdida-42',
}
/** The contact form refuses messages sent sooner than this after the page was served. */
const CONTACT_MIN_FILL_MS = 3_000
/** This run's visitor address (Redis is shared with other runs: counts must start at zero). */
const VISITOR = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

type Instance = BuiltServer

const start = (env: Record<string, string>, port: number, dataDir: string) =>
  startBuiltServer(port, {
    OUTBOX_DIR: path.join(dataDir, `outbox-${port}`),
    UPLOADS_DIR: path.join(dataDir, `uploads-${port}`),
    SESSION_SECRET,
    SEED_DEMO: 'never',
    LOG_LEVEL: 'info',
    // Its admin signs in with a password alone (two-factor sign-in has its own tests).
    REQUIRE_2FA_FOR_ADMINS: 'false',
    TRUST_PROXY: '1',
    ...env,
  })

const request = (instance: Instance, pathname: string, init: RequestInit = {}) =>
  fetch(`${instance.origin}${pathname}`, {
    redirect: 'manual',
    ...init,
    headers: { 'X-Forwarded-For': VISITOR, ...init.headers },
  })

describe('two instances on PostgreSQL, Redis and S3 behave as one site', () => {
  let database: ScratchDatabase
  let connection: Connection
  let s3: S3rver
  let dataDir: string
  let a: Instance | undefined
  let b: Instance | undefined
  let adminCookie = ''

  beforeAll(async () => {
    ensureBuild()
    database = await createScratchDatabase('postgres')
    connection = openConnection(database.url)
    await migrateToLatest(connection)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'))
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: BUCKET }],
    })
    const { port: s3Port } = await s3.run()
    const [portA, portB] = [await freePort(), await freePort()]
    const shared = {
      // One public origin for both, as behind a load balancer; B is also reached at its own address.
      BASE_URL: `http://127.0.0.1:${portA}`,
      ALLOWED_HOSTS: `127.0.0.1:${portB}`,
      DATABASE_URL: database.url,
      REDIS_URL,
      STORAGE_URL: `s3://${BUCKET}/site`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }
    ;[a, b] = await Promise.all([start(shared, portA, dataDir), start(shared, portB, dataDir)])

    createAdmin({ DATABASE_URL: database.url, SESSION_SECRET }, ADMIN)
  }, 600_000)

  afterAll(async () => {
    await Promise.all([stopBuiltServer(a), stopBuiltServer(b)])
    await connection?.close()
    await database?.drop()
    await s3?.close()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a session made on A is valid on B', async () => {
    // Sent twice if need be: the start-up probe's idle keep-alive connection may be closing just then.
    const signInOnce = () => request(a!, '/signin', { method: 'POST', body: new URLSearchParams(ADMIN) })
    const signIn = await signInOnce().catch(signInOnce)
    expect(signIn.status, a!.output()).toBe(302)
    adminCookie = cookiesOf(signIn)
    expect(adminCookie).toContain('session_token')
    const onB = await request(b!, '/admin/media', { headers: { Cookie: adminCookie } })
    expect(onB.status).toBe(200)
    expect(onB.headers.get('cache-control')).toBe('private, no-store')
    const anonymous = await request(b!, '/admin/media')
    expect(anonymous.status).toBe(302)
  })

  test('rate limits and spent contact forms count across instances', async () => {
    // One form per message (a token is good for one), as seven visits to either instance get them.
    const tokens: string[] = []
    for (let n = 0; n < 7; n++) {
      const page = await (await request(n % 2 === 0 ? a! : b!, '/contacto')).text()
      tokens.push(/name="formStartedAt" value="([^"]+)"/.exec(page)?.[1] ?? '')
    }
    expect(tokens.every(Boolean)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_MS + 200))
    const send = (instance: Instance, n: number, formStartedAt = tokens[n] ?? '') =>
      request(instance, '/contacto', {
        method: 'POST',
        body: new URLSearchParams({
          name: `Visitante ${n}`,
          email: `visitante${n}@example.com`,
          phone: '',
          subject: `Dos instancias ${n}`,
          message: 'Quiero información sobre los entrenamientos de porteros.',
          consent: 'on',
          website: '',
          formStartedAt,
        }),
      })
    // Five messages per address: three on A and two on B use them up; the sixth is refused on either.
    const statuses = []
    for (let n = 0; n < 5; n++) {
      statuses.push((await send(n % 2 === 0 ? a! : b!, n)).status)
      // The form just sent on A, sent again on B, is refused there (and counts against nothing).
      if (n === 0) expect((await send(b!, 0)).status).toBe(400)
    }
    for (const status of statuses) expect(status).toBeLessThan(400)
    expect((await send(b!, 5)).status).toBe(429)
    expect((await send(a!, 6)).status).toBe(429)
  })

  test('an edit made through A reaches B, in order', async () => {
    const concept = await insertConcept(connection.db, { summary: 'Visible en las dos instancias.' })
    const target = `/concepts/${concept.slug}`
    expect((await request(b!, target)).status).toBe(200)
    const hit = await request(b!, target)
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-request-id')).toBeNull() // B answers it from its cache now

    const unpublish = await request(a!, '/admin/concepts', {
      method: 'POST',
      headers: { Cookie: adminCookie },
      body: new URLSearchParams({ intent: 'unpublish', ids: String(concept.id) }),
    })
    expect(unpublish.status).toBe(200)
    // B learns of the change through Redis: eventually, in order (the limit catches a hang only).
    await vi.waitFor(async () => expect((await request(b!, target)).status).toBe(404), {
      timeout: 15_000,
      interval: 50,
    })

    await request(a!, '/admin/concepts', {
      method: 'POST',
      headers: { Cookie: adminCookie },
      body: new URLSearchParams({ intent: 'publish', ids: String(concept.id) }),
    })
    await vi.waitFor(async () => expect((await request(b!, target)).status).toBe(200), {
      timeout: 15_000,
      interval: 50,
    })
  })

  test('a picture uploaded on A is served by B', async () => {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(await testImage(64, 48))], { type: 'image/png' }), 'dos.png')
    form.set('alt', 'Subida en A')
    const upload = await request(a!, '/api/storage/v0/b/default/o?name=dos.png', {
      method: 'POST',
      headers: { Cookie: adminCookie },
      body: form,
    })
    expect(upload.status).toBe(200)
    const row = await connection.db
      .selectFrom('media')
      .select('fullPath')
      .where('alt', '=', 'Subida en A')
      .executeTakeFirstOrThrow()
    const fromB = await request(b!, `/${row.fullPath}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toMatch(/^image\//)
    const fromA = await request(a!, `/${row.fullPath}`)
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()))
    // Neither instance kept the file on its own disk.
    expect(fs.existsSync(path.join(dataDir, `uploads-${new URL(a!.origin).port}`, row.fullPath))).toBe(false)
  })
})
