import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  cookiesOf,
  createAdmin,
  ensureBuild,
  freePort,
  startBuiltServer,
  stopBuiltServer,
  type BuiltServer,
} from '#tests/built-server.ts'
import { startOwnPostgres, type OwnPostgres } from './services.ts'
import { between, describeSamples, driveTraffic, REFUSED, TIMED_OUT, type Sample } from './traffic.ts'

/**
 * The built server on a PostgreSQL of this test's own, which the test stops, starts and restarts
 * while four kinds of request arrive every 100 ms (issue #36): the process must stay up, cached pages
 * keep answering, what needs the database answers 503 with Retry-After at once, and the site recovers
 * by itself when the database returns. A writer signs people up meanwhile: every sign-up the site
 * acknowledged must be in the database at the end.
 */

const SESSION_SECRET = 'fault-postgres-secret-that-is-long-enough-1'
const ADMIN = { email: 'entrenador@example.com', password: 'Presion-tras-perdida-42' }
/** The bound: back to normal within 5 s of the database answering again. */
const RECOVERY_MS = 5_000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let visitor = 0
/** Each request from an address of its own: the per-address limits stay out of the way. */
const forwardedFor = () => ({
  'X-Forwarded-For': `10.66.${Math.floor(++visitor / 250) % 250}.${visitor % 250}`,
})

describe('a PostgreSQL outage never takes the site down', () => {
  let database: OwnPostgres
  let server: BuiltServer
  let dataDir: string
  let adminCookie = ''
  let postPath = ''

  beforeAll(async () => {
    ensureBuild()
    database = await startOwnPostgres()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-postgres-'))
    createAdmin({ DATABASE_URL: database.url, SESSION_SECRET }, ADMIN)
    server = await startBuiltServer(await freePort(), {
      DATABASE_URL: database.url,
      SESSION_SECRET,
      SEED_DEMO: 'auto',
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      REQUIRE_2FA_FOR_ADMINS: 'false',
      TRUST_PROXY: '1',
    })
    const signIn = await fetch(`${server.origin}/signin`, {
      method: 'POST',
      redirect: 'manual',
      headers: forwardedFor(),
      body: new URLSearchParams(ADMIN),
    })
    expect(signIn.status, server.output()).toBe(302)
    adminCookie = cookiesOf(signIn)
    const blog = await (await fetch(`${server.origin}/blog`)).text()
    postPath = /href="(\/post\/[^"?#]+)"/.exec(blog)?.[1] ?? ''
    expect(postPath).not.toBe('')
    await fetch(`${server.origin}${postPath}`) // now in the HTML cache
  }, 300_000)

  afterAll(async () => {
    await stopBuiltServer(server)
    await database?.remove()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const kinds = () => {
    let page = 0
    return {
      cachedPost: () => ({ path: postPath }),
      adminList: () => ({ path: '/admin/posts', init: { headers: { Cookie: adminCookie } } }),
      // Past 512 characters a target is rendered every time and never stored (request-key.server.ts):
      // a page that needs the database on every request, without pushing the post out of the cache.
      uncachedBlog: () => ({ path: `/blog?visita=${++page}&origen=${'x'.repeat(520)}` }),
      wrongSignIn: () => ({
        path: '/signin',
        init: {
          method: 'POST',
          headers: forwardedFor(),
          body: new URLSearchParams({ email: 'nadie@example.com', password: 'no-es-la-clave-1' }),
        },
      }),
    }
  }

  /** A sign-up a second; the addresses the site acknowledged (200) are kept. */
  const signUps = () => {
    let n = 0
    const acknowledged: string[] = []
    const pending = new Map<number, string>()
    const traffic = driveTraffic(
      server.origin,
      {
        signUp: () => {
          const email = `jugador-${++n}@example.com`
          pending.set(n, email)
          return {
            path: `/auth/boxed-signup?n=${n}`,
            init: {
              method: 'POST',
              headers: forwardedFor(),
              body: new URLSearchParams({
                name: 'Jugador',
                lastName: 'De Prueba',
                email,
                password: 'Conduccion-orientada-77',
                confirmPassword: 'Conduccion-orientada-77',
                acceptTerms: 'on',
              }),
            },
          }
        },
      },
      { everyMs: 1_000 },
    )
    return {
      async stop() {
        const samples = await traffic.stop()
        for (const sample of samples)
          if (sample.status === 200) acknowledged.push(pending.get(Number(sample.path.split('n=')[1]))!)
        return { samples, acknowledged }
      },
    }
  }

  const unexpected = (samples: Sample[]) =>
    samples
      .filter((s) => s.status >= 500 && s.status !== 503)
      .concat(samples.filter((s) => s.status === REFUSED || s.status === TIMED_OUT))

  test('stopped, started, restarted twice: no crash, no 500, 503 at once, back by itself, no acknowledged write lost', async () => {
    const traffic = driveTraffic(server.origin, kinds())
    const writer = signUps()
    await wait(1_500)

    const stoppedAt = traffic.now()
    await database.stop()
    await wait(3_000)
    const outageEnd = traffic.now()
    await database.start()
    const startedAt = traffic.now()
    await wait(RECOVERY_MS + 2_500)

    // A failover as a client sees it: two restarts within a minute.
    const firstRestart = traffic.now()
    await database.restart()
    await wait(2_000)
    await database.restart()
    const lastRestart = traffic.now()
    await wait(RECOVERY_MS + 2_500)

    const samples = await traffic.stop()
    const { samples: writes, acknowledged } = await writer.stop()

    // The process never went away and never answered 500 or hung.
    expect(server.process.exitCode, server.output()).toBeNull()
    expect(describeSamples(unexpected([...samples, ...writes]))).toBe('')

    // During the outage: the cached post still 200; everything that needs the database 503 with
    // Retry-After, within a second (once the outage is known: the request that discovers it may wait
    // for its connection to fail).
    const outage = between(samples, stoppedAt + 500, outageEnd)
    expect(describeSamples(outage.filter((s) => s.kind === 'cachedPost' && s.status !== 200))).toBe('')
    const needingDatabase = outage.filter((s) => s.kind !== 'cachedPost')
    expect(needingDatabase.length).toBeGreaterThan(20)
    expect(describeSamples(needingDatabase.filter((s) => s.status !== 503))).toBe('')
    expect(needingDatabase.every((s) => s.retryAfter !== null)).toBe(true)
    expect(describeSamples(needingDatabase.filter((s) => s.ms >= 1_000))).toBe('')

    // Back within RECOVERY_MS of the database answering again: every later admin list is 200.
    for (const [from, to] of [
      [startedAt, firstRestart],
      [lastRestart, Infinity],
    ] as const) {
      // (up to a second before the next restart: a request sent then may meet it)
      const after = between(samples, from + RECOVERY_MS, to - 1_000).filter((s) => s.kind === 'adminList')
      expect(after.length).toBeGreaterThan(5)
      expect(describeSamples(after.filter((s) => s.status !== 200))).toBe('')
    }

    // Every acknowledged sign-up is stored; some were acknowledged before and after the outage.
    expect(acknowledged.length).toBeGreaterThan(5)
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ email: string }>(
        'select email from "user" where email = any($1)',
        [acknowledged],
      )
      expect(rows.map((row) => row.email).sort()).toEqual([...acknowledged].sort())
    } finally {
      await client.end()
    }
  }, 120_000)

  test('/readyz follows the database: 503 with the reason while it is down, 200 when it is back', async () => {
    const readiness = async () => {
      const response = await fetch(`${server.origin}/readyz`)
      return { status: response.status, body: (await response.json()) as Record<string, string> }
    }
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', redis: 'not-configured', engine: 'postgres' },
    })
    await database.stop()
    try {
      expect(await readiness()).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: 'unreachable' },
      })
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200) // alive all the same
    } finally {
      await database.start()
    }
    let answer = await readiness()
    for (let tries = 0; answer.status !== 200 && tries < RECOVERY_MS / 100; tries++) {
      await wait(100)
      answer = await readiness()
    }
    expect(answer.status).toBe(200)
  }, 60_000)
})
