import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test'
import Database from 'better-sqlite3'
import { apiContext, createAccount, expect, test, type TestAccount } from './auth-fixtures.ts'
import { dataUrl, expectCachePolicy } from './cache-policy.ts'
import {
  accessOf,
  concreteUrls,
  routeTable,
  staleAccessEntries,
  unclassifiedRoutes,
  type Access,
  type RouteEntry,
  type Samples,
} from './route-table.ts'

/**
 * Issue #14: every route of app/routes.ts, requested as visitor, user and admin with GET, answers as
 * its access class demands (SPEC.md section 6).
 * Issue 27: every GET, as the page and as its `.data`, carries the Cache-Control of cache-policy.ts.
 *
 * Actions are not judged here: a plain form POST runs the action and then the page's loader, whose
 * guard answers for it whatever the action did. The one matrix for actions is
 * tests/integration/permission-matrix.test.ts (issue 37): the routes' real forms sent to their `.data`
 * endpoints by every role on the built server, judged by their effect on the whole database.
 */
type Role = 'visitor' | 'user' | 'admin'
type Playwright = PlaywrightWorkerArgs['playwright']

const database = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

interface Records {
  samples: Samples
}

/** This worker's own post, concept and message (other specs share the database), and a demo picture. */
function createRecords(admin: TestAccount): Records {
  const tag = randomBytes(4).toString('hex')
  const db = database()
  try {
    const now = new Date().toISOString()
    const doc = JSON.stringify({ type: 'doc', content: [] })
    const post = db
      .prepare(
        "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt) values (?, ?, '', ?, '', '', 'published', ?) returning id",
      )
      .get(`matriz-${tag}`, `Matriz ${tag}`, doc, now) as { id: number }
    const concept = db
      .prepare(
        "insert into concept (slug, term, summary, body, bodyHtml, kind, category, status, position) values (?, ?, '', ?, '', 'concepto', 'tactica', 'published', 0) returning id",
      )
      .get(`matriz-${tag}`, `Matriz ${tag}`, doc) as { id: number }
    const message = db
      .prepare(
        "insert into contact_message (name, email, subject, message, locale, consentAt, deliveryStatus) values ('Iker Sanz', 'iker@example.com', ?, 'Horarios del juvenil', 'es', ?, 'failed') returning id",
      )
      .get(`Matriz ${tag}`, now) as { id: number }
    const media = db.prepare('select id, name from media order by id limit 1').get() as
      { id: number; name: string; fullPath: string } | undefined
    if (!media) throw new Error('the demo content has no picture')
    const course = db
      .prepare(
        "select c.id, c.slug, l.id as lessonId, l.slug as lessonSlug from course c join course_lesson l on l.courseId = c.id where c.status = 'published' order by c.id, l.position limit 1",
      )
      .get() as { id: number; slug: string; lessonId: number; lessonSlug: string } | undefined
    if (!course) throw new Error('the demo content has no published course with a lesson')
    const drill = db
      .prepare("select id, slug from drill where status = 'published' order by id limit 1")
      .get() as { id: number; slug: string } | undefined
    if (!drill) throw new Error('the demo content has no published drill')
    // Another learner's certificate of that course: the matrix's own user must not get it.
    const owner = createAccount('user')
    const ownerId = (db.prepare('select id from user where email = ?').get(owner.email) as { id: string }).id
    const certificate = { id: randomUUID(), code: randomBytes(16).toString('base64url') }
    db.prepare(
      "insert into certificate (id, userId, courseId, issuedAt, verificationCode, data) values (?, ?, ?, ?, ?, '{}')",
    ).run(certificate.id, ownerId, course.id, now, certificate.code)
    const support = db
      .prepare(
        "insert into support_request (userId, subject, message) values (?, ?, 'No veo la lección 2') returning id",
      )
      .get(ownerId, `Matriz ${tag}`) as { id: number }
    // A PDF of that lesson, in the server's storage: the admin gets it, the matrix's user (not enrolled) 404.
    const storageKey = `lessons/matriz-${tag}`
    fs.mkdirSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', 'lessons'), { recursive: true })
    fs.writeFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'uploads', storageKey), '%PDF-1.4\n%%EOF\n')
    const lessonFile = db
      .prepare(
        "insert into lesson_file (lessonId, kind, name, storageKey, contentType, size) values (?, 'download', 'ficha.pdf', ?, 'application/pdf', 15) returning id",
      )
      .get(course.lessonId, storageKey) as { id: number }
    // The matrix admin's own training session: the user (not its owner) gets 404.
    const adminId = (db.prepare('select id from user where email = ?').get(admin.email) as { id: string }).id
    const session = db
      .prepare('insert into training_session (userId, title) values (?, ?) returning id')
      .get(adminId, `Sesión ${tag}`) as { id: number }
    const example = db
      .prepare(
        'select shareToken from training_session where userId is null and shareToken is not null limit 1',
      )
      .get() as { shareToken: string } | undefined
    if (!example) throw new Error('the demo content has no shared example session')
    const missingId = '999999999'
    return {
      samples: {
        postSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        postId: { real: String(post.id), missing: missingId },
        conceptSlug: { real: `matriz-${tag}`, missing: `no-existe-${tag}` },
        conceptId: { real: String(concept.id), missing: missingId },
        messageId: { real: String(message.id), missing: missingId },
        mediaFile: { real: media.name, missing: `no-existe-${tag}.png` },
        bucket: { real: 'default', missing: 'otro-cubo' },
        objectPath: { real: media.name, missing: `no-existe-${tag}.png` },
        unknownPage: { real: `pagina-${tag}`, missing: `carpeta/${tag}/pagina` },
        authEndpoint: { real: 'get-session', missing: `no-existe-${tag}` },
        courseSlug: { real: course.slug, missing: `no-existe-${tag}` },
        courseId: { real: String(course.id), missing: missingId },
        lessonSlug: { real: course.lessonSlug, missing: `no-existe-${tag}` },
        lessonId: { real: String(course.lessonId), missing: missingId },
        drillSlug: { real: drill.slug, missing: `no-existe-${tag}` },
        drillId: { real: String(drill.id), missing: missingId },
        certificateCode: { real: certificate.code, missing: `no-existe-${tag}` },
        certificateId: { real: certificate.id, missing: randomUUID() },
        supportId: { real: String(support.id), missing: missingId },
        userId: { real: ownerId, missing: `no-existe-${tag}` },
        lessonFileId: { real: String(lessonFile.id), missing: missingId },
        sessionId: { real: String(session.id), missing: missingId },
        shareToken: { real: example.shareToken, missing: randomBytes(18).toString('base64url') },
      },
    }
  } finally {
    db.close()
  }
}

/**
 * A visitor's or a signed-in role's request context. Visiting the lock screen, signing out or
 * locking ends a session on purpose: the next route then gets a fresh one.
 */
class Session {
  private constructor(
    private readonly playwright: Playwright,
    private readonly baseURL: string,
    private readonly account: TestAccount | undefined,
    public context: APIRequestContext,
  ) {}

  static async open(playwright: Playwright, baseURL: string, account: TestAccount | undefined) {
    return new Session(playwright, baseURL, account, await apiContext(playwright, baseURL, account))
  }

  async keepUsable() {
    if (!this.account) return
    if ((await this.context.get('/account-settings', { maxRedirects: 0 })).status() === 200) return
    await this.context.dispose()
    this.context = await apiContext(this.playwright, this.baseURL, this.account)
  }

  close = () => this.context.dispose()
}

const signInRedirect = (url: string) => `/signin?${new URLSearchParams({ redirectTo: url })}`
const isJson = (response: APIResponse) =>
  (response.headers()['content-type'] ?? '').includes('application/json')

/** What a refused caller gets, or undefined when the role may use the route. */
function refusal(access: Access, role: Role, url: string) {
  if (access === 'learner')
    return role === 'visitor' ? { redirect: signInRedirect(url) } : { statuses: [400, 403, 404] }
  if (access === 'owner' && role !== 'admin')
    return role === 'visitor' ? { redirect: signInRedirect(url) } : { statuses: [404] }
  if (role === 'admin') return undefined
  if (access === 'signed-in' || access === 'admin') {
    if (role === 'visitor') return { redirect: signInRedirect(url) }
    return access === 'admin' ? { redirect: '/', orStatus: 403 } : undefined
  }
  if (access === 'admin-json' || access === 'storage-json') return { json: role === 'visitor' ? 401 : 403 }
  return undefined
}

function expectRefused(
  response: APIResponse,
  expected: NonNullable<ReturnType<typeof refusal>>,
  label: string,
) {
  const status = response.status()
  if ('statuses' in expected) {
    expect(expected.statuses, `${label}: answered ${status}`).toContain(status)
    return
  }
  if ('json' in expected) {
    expect(status, label).toBe(expected.json)
    expect(isJson(response), `${label}: a JSON answer`).toBe(true)
    return
  }
  if (expected.orStatus !== undefined && status === expected.orStatus) return
  expect(status, label).toBe(302)
  expect(response.headers().location, label).toBe(expected.redirect)
}

/** The status a permitted GET must answer; undefined: anything but a server error. */
function allowedGetStatus(route: RouteEntry, access: Access, real: boolean): number | undefined {
  if (access === 'auth-screen' || access === 'resource') return undefined
  if (!real) return 404
  return route.key === 'routes/public/not-found.tsx' ? 404 : 200
}

async function checkGet(context: APIRequestContext, role: Role, route: RouteEntry, samples: Samples) {
  const access = accessOf(route)
  for (const { url, real } of concreteUrls(route, samples)) {
    const response = await context.get(url, { maxRedirects: 0 })
    const label = `${role} GET ${url} (${route.key}, ${access})`
    expect(response.status(), label).toBeLessThan(500)
    const refused = refusal(access, role, url)
    if (refused) expectRefused(response, refused, label)
    else {
      const expected = allowedGetStatus(route, access, real)
      if (expected !== undefined) expect(response.status(), label).toBe(expected)
    }
    expectCachePolicy(response, { role, route, real, data: false }, label)
    // The same route's data, as a client navigation asks for it: private whatever the route.
    const data = await context.get(dataUrl(url), { maxRedirects: 0 })
    const dataLabel = `${role} GET ${dataUrl(url)} (${route.key}, ${access})`
    expect(data.status(), dataLabel).toBeLessThan(500)
    expectCachePolicy(data, { role, route, real, data: true }, dataLabel)
  }
}

let records: Records
const accounts: Partial<Record<Role, TestAccount>> = {}

test.beforeAll(() => {
  accounts.user = createAccount('user')
  accounts.admin = createAccount('admin')
  records = createRecords(accounts.admin)
})

test('every route of app/routes.ts has an access class, and every class a route', () => {
  const missing = unclassifiedRoutes().map((route) => `${route.key} (/${route.pattern})`)
  expect(
    missing,
    `routes without an entry in ACCESS of tests/e2e/route-table.ts: ${missing.join(', ')}`,
  ).toEqual([])
  expect(staleAccessEntries(), 'ACCESS entries for routes that no longer exist').toEqual([])
  expect(routeTable.length).toBeGreaterThan(40)
})

for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`GET: every route answers a ${role} as its access class demands`, async ({ playwright, baseURL }) => {
    test.setTimeout(240_000)
    const session = await Session.open(playwright, baseURL ?? '', accounts[role as 'user'])
    for (const route of routeTable) {
      await checkGet(session.context, role, route, records.samples)
      await session.keepUsable()
    }
    await session.close()
  })
}
