import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openConnection, type Db, type Engine } from '#server/db/connection.server.ts'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'

/**
 * Crash safety: the built server (`node server.js`, as `npm start` runs it) gets a burst of
 * concurrent writes through its real forms, is SIGKILLed in the middle of it, and is started again on
 * the same database. Every write the server acknowledged (2xx or 3xx received before the kill) must
 * be there, and no write may be half there.
 *
 * Each kind of write is a `Writer` in `WRITERS`: contact messages, sign-ups, media uploads and
 * post saves (the admin editor: document, rendered HTML and revision in one transaction).
 */

const SESSION_SECRET = 'crash-safety-secret-that-is-long-enough-42'
/** The contact form refuses messages sent sooner than this after the page was served. */
const CONTACT_MIN_FILL_MS = 3_000
/** Writes in flight at any moment during the burst. */
const CONCURRENCY = 12
/** The kill comes once every writer has this many acknowledged writes (long before its last one). */
const ACKNOWLEDGED_BEFORE_KILL = 4
/** Writes each writer may attempt: far more than the kill lets through. */
const ATTEMPTS_PER_WRITER = 400

interface Server extends BuiltServer {
  databaseUrl: string
  uploadsDir: string
}

/** One kind of write. `write` resolves true when the server acknowledged it, false when refused. */
interface Writer {
  name: string
  prepare(server: Server): Promise<void>
  write(server: Server, n: number): Promise<boolean>
  /** After the restart: each acknowledged write is whole, and no stored write is half written. */
  verify(db: Db, acknowledged: number[], server: Server): Promise<void>
}

async function startServer(databaseUrl: string, dataDir: string, port: number): Promise<Server> {
  const uploadsDir = path.join(dataDir, 'uploads')
  const server = await startBuiltServer(port, {
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    UPLOADS_DIR: uploadsDir,
    SESSION_SECRET,
    // Its admin signs in with a password alone (two-factor sign-in has its own tests).
    REQUIRE_2FA_FOR_ADMINS: 'false',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    // One trusted proxy: each request's X-Forwarded-For is its visitor, so per-address limits
    // see many visitors, as behind a load balancer.
    TRUST_PROXY: '1',
  })
  return { ...server, databaseUrl, uploadsDir }
}

async function kill(server: Server) {
  server.process.kill('SIGKILL')
  await server.exited
}

/** A distinct client address per write (one trusted proxy), so per-address limits never apply. */
const visitor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** A form post from the site's own pages; `cookie` for a signed-in visitor. */
function post(server: Server, pathname: string, n: number, body: URLSearchParams | FormData, cookie = '') {
  return fetch(`${server.origin}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.origin, 'X-Forwarded-For': visitor(n), ...(cookie ? { Cookie: cookie } : {}) },
    body,
  })
}

/** 2xx or 3xx: the server says the write is done. Anything else before the kill is a test failure. */
async function acknowledged(response: Response, writer: string) {
  await response.body?.cancel()
  if (response.status >= 200 && response.status < 400) return true
  throw new Error(`${writer} answered ${response.status}`)
}

/** Long enough that a torn write would show as a truncated message. */
const contactText = (n: number) =>
  `Mensaje ${n}: ${'Quiero información sobre los entrenamientos. '.repeat(60)}`

function contactMessages(): Writer {
  // A fill token is good for one message: one per attempt, all fetched (and aged) before the burst.
  let fillTokens: string[] = []
  return {
    name: 'contact message',
    async prepare(server) {
      const tokenOf = async () => {
        const page = await (await fetch(`${server.origin}/contacto`)).text()
        return /name="formStartedAt" value="([^"]+)"/.exec(page)?.[1] ?? ''
      }
      fillTokens = []
      // Every attempt of the burst, and the restarted server's write (ATTEMPTS_PER_WRITER + 1).
      while (fillTokens.length < ATTEMPTS_PER_WRITER + 2)
        fillTokens.push(...(await Promise.all(Array.from({ length: 20 }, tokenOf))))
      expect(
        fillTokens.filter((token) => token === ''),
        'the contact page carries a fill-time token',
      ).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_MS + 200))
    },
    async write(server, n) {
      const form = new URLSearchParams({
        name: `Visitante ${n}`,
        email: `visitante${n}@example.com`,
        phone: '+34 600 000 000',
        subject: `Crash ${n}`,
        message: contactText(n),
        consent: 'on',
        website: '',
        formStartedAt: fillTokens[n] ?? '',
      })
      return acknowledged(await post(server, '/contacto', n, form), 'the contact form')
    },
    async verify(db, ids) {
      const rows = await db.selectFrom('contact_message').selectAll().execute()
      const bySubject = new Map(rows.map((row) => [row.subject, row]))
      for (const n of ids) {
        const row = bySubject.get(`Crash ${n}`)
        expect(row, `acknowledged message ${n}`).toBeDefined()
        expect(row?.message).toBe(contactText(n).trim())
        expect(row?.email).toBe(`visitante${n}@example.com`)
      }
      for (const row of rows) {
        expect(row.name.trim()).not.toBe('')
        expect(row.email.trim()).not.toBe('')
        expect(row.subject).toMatch(/^Crash \d+$/)
        expect(row.message).toBe(contactText(Number(row.subject.slice(6))).trim())
        expect(row.consentAt).toBeTruthy()
      }
    },
  }
}

const signUpEmail = (n: number) => `jugador${n}@example.com`

function signUps(): Writer {
  return {
    name: 'sign-up',
    async prepare() {},
    async write(server, n) {
      const form = new URLSearchParams({
        name: 'Jugador',
        lastName: `Número ${n}`,
        email: signUpEmail(n),
        password: 'Presion-tras-perdida-42',
        confirmPassword: 'Presion-tras-perdida-42',
        acceptTerms: 'on',
      })
      return acknowledged(await post(server, '/auth/boxed-signup', n, form), 'the sign-up form')
    },
    async verify(db, ids) {
      const users = await db
        .selectFrom('user')
        .leftJoin('account', (join) =>
          join.onRef('account.userId', '=', 'user.id').on('account.providerId', '=', 'credential'),
        )
        .select(['user.email', 'user.lastName', 'account.password'])
        .execute()
      const byEmail = new Map(users.map((user) => [user.email, user]))
      for (const n of ids)
        expect(byEmail.get(signUpEmail(n))?.lastName, `acknowledged sign-up ${n}`).toBe(`Número ${n}`)
      for (const user of users)
        expect(user.password, `${user.email} has its credential account`).toMatch(/^[0-9a-f]+:[0-9a-f]+$/)
    },
  }
}

const ADMIN = { email: 'entrenador@example.com', password: 'Presion-tras-perdida-42' }

/** The administrator's cookie per server: the writers that need one share a single sign-in. */
const adminCookies = new WeakMap<Server, Promise<string>>()

function signInAdmin(server: Server) {
  if (!adminCookies.has(server)) adminCookies.set(server, createAndSignInAdmin(server))
  return adminCookies.get(server)!
}

/** The administrator, made as an operator would (`npm run admin:create`), then signed in. */
async function createAndSignInAdmin(server: Server) {
  const created = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/admin-create.ts', '--email', ADMIN.email, '--name', 'Álvaro', '--password', ADMIN.password],
    { env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET }, encoding: 'utf8' },
  )
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`)
  const response = await post(server, '/signin', 0, new URLSearchParams(ADMIN))
  expect(response.status, 'the administrator signs in').toBe(302)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** A different small picture for every write (the library keeps one copy of identical bytes). */
const picture = (n: number) =>
  sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: n & 255, g: (n >> 8) & 255, b: 90 } },
  })
    .png()
    .toBuffer()

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64')

function mediaUploads(): Writer {
  let cookie = ''
  return {
    name: 'media upload',
    async prepare(server) {
      cookie = await signInAdmin(server)
    },
    async write(server, n) {
      const form = new FormData()
      form.set('file', new Blob([new Uint8Array(await picture(n))], { type: 'image/png' }), `crash-${n}.png`)
      form.set('alt', `Crash ${n}`)
      const response = await post(server, `/api/storage/v0/b/default/o?name=crash-${n}.png`, n, form, cookie)
      return acknowledged(response, 'the media upload')
    },
    async verify(db, ids, server) {
      const rows = await db.selectFrom('media').select(['alt', 'fullPath', 'md5Hash', 'variants']).execute()
      const alts = new Set(rows.map((row) => row.alt))
      for (const n of ids) expect(alts.has(`Crash ${n}`), `acknowledged upload ${n}`).toBe(true)
      // A row never points at a missing or torn file; files without a row (killed before the
      // insert) are allowed: nothing shows them.
      for (const row of rows) {
        const file = path.join(server.uploadsDir, row.fullPath)
        expect(fs.existsSync(file) && md5(fs.readFileSync(file)), `${row.fullPath} is whole`).toBe(
          row.md5Hash,
        )
        for (const variant of JSON.parse(row.variants) as { name: string }[])
          expect(fs.existsSync(path.join(server.uploadsDir, 'media', variant.name))).toBe(true)
      }
    },
  }
}

/** Several paragraphs, so a torn write would show as a shorter document. */
const postParagraphs = (n: number) =>
  Array.from(
    { length: 12 },
    (_, i) => `Presión tras pérdida ${n}.${i}: ${'cerrar líneas de pase. '.repeat(20)}`,
  )

const postDoc = (n: number) =>
  JSON.stringify({
    type: 'doc',
    content: postParagraphs(n).map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  })

function postSaves(): Writer {
  let cookie = ''
  return {
    name: 'post save',
    async prepare(server) {
      cookie = await signInAdmin(server)
    },
    async write(server, n) {
      const form = new URLSearchParams({
        title: `Crash ${n}`,
        slug: `crash-${n}`,
        excerpt: `Entrada ${n}`,
        status: 'published',
        content: postDoc(n),
      })
      return acknowledged(await post(server, '/admin/posts/create', n, form, cookie), 'the post editor')
    },
    async verify(db, ids) {
      const rows = await db
        .selectFrom('post')
        .select(['id', 'slug', 'title', 'content', 'contentHtml'])
        .execute()
      const bySlug = new Map(rows.map((row) => [row.slug, row]))
      const revisions = await db.selectFrom('post_revision').select('postId').execute()
      const revised = new Set(revisions.map((revision) => revision.postId))
      for (const n of ids) {
        const row = bySlug.get(`crash-${n}`)
        expect(row?.title, `acknowledged post ${n}`).toBe(`Crash ${n}`)
      }
      for (const row of rows.filter((candidate) => candidate.title.startsWith('Crash '))) {
        const n = Number(row.title.slice(6))
        expect(row.content, `${row.slug} has its whole document`).toBe(postDoc(n))
        for (const paragraph of postParagraphs(n)) expect(row.contentHtml).toContain(paragraph.trim())
        expect(revised.has(row.id), `${row.slug} has its revision`).toBe(true)
      }
    },
  }
}

const WRITERS: (() => Writer)[] = [contactMessages, signUps, mediaUploads, postSaves]

/**
 * Runs the writers' writes, CONCURRENCY in flight at a time, until `killed` resolves; records in
 * `acks` which writes each writer got acknowledged. `onAck` runs after each acknowledgement.
 */
async function burst(
  server: Server,
  writers: Writer[],
  acks: number[][],
  killed: Promise<void>,
  onAck: () => void,
) {
  let stopped = false
  void killed.then(() => (stopped = true))
  // Interleaved, so every writer has writes in flight at the kill.
  const queue = Array.from({ length: ATTEMPTS_PER_WRITER }, (_, n) =>
    writers.map((_, w) => ({ w, n })),
  ).flat()
  let next = 0
  const lane = async () => {
    while (!stopped && next < queue.length) {
      const { w, n } = queue[next++]!
      const ok = await writers[w]!.write(server, n).catch((error: unknown) => {
        if (stopped) return false // the connection died with the server
        throw error
      })
      if (ok) {
        acks[w]!.push(n)
        onAck()
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane))
}

describe.each(engines)('crash safety on %s', (engine: Engine) => {
  let database: ScratchDatabase
  let dataDir: string
  let port: number

  beforeAll(async () => {
    ensureBuild()
    database = await createScratchDatabase(engine)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-safety-'))
    port = await freePort()
  }, 600_000)

  afterAll(async () => {
    await database?.drop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a SIGKILL during a burst of writes loses no acknowledged write and leaves none half written', async () => {
    const server = await startServer(database.url, dataDir, port)
    const writers = WRITERS.map((make) => make())
    const acks = writers.map(() => [] as number[])
    try {
      for (const writer of writers) await writer.prepare(server)
      let signalKill = () => {}
      const killed = new Promise<void>((resolve) => (signalKill = resolve))
      const writing = burst(server, writers, acks, killed, () => {
        if (acks.every((list) => list.length >= ACKNOWLEDGED_BEFORE_KILL)) signalKill()
      })
      await Promise.race([killed, writing])
      await kill(server)
      await writing
      // The kill came in the middle: every writer had writes acknowledged and writes left to do.
      for (const list of acks) expect(list.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL)
      expect(acks.flat().length).toBeLessThan(writers.length * ATTEMPTS_PER_WRITER)
    } finally {
      if (server.process.exitCode === null && server.process.signalCode === null) await kill(server)
    }

    const restarted = await startServer(database.url, dataDir, port)
    const connection = openConnection(database.url)
    try {
      for (const [i, writer] of writers.entries())
        await writer.verify(connection.db, acks[i] ?? [], restarted)
      // The restarted server takes writes again.
      expect(await writers[0]!.write(restarted, ATTEMPTS_PER_WRITER + 1)).toBe(true)
    } finally {
      await connection.close()
      await kill(restarted)
    }
  }, 300_000)
})
