import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import Database from 'better-sqlite3'
import { SQL_INJECTION_PAYLOADS, TAUTOLOGY } from '../sql-injection-payloads.ts'
import { apiContext, createAccount, expect, test } from './auth-fixtures.ts'

/**
 * Issue #14: SQL-injection strings through every search box, filter, slug, id and page parameter
 * of the public and admin lists. Each answer is a normal page (or a 404), and the data is intact.
 */
const database = () => {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

interface Known {
  tag: string
  postSlug: string
  postTitle: string
  conceptSlug: string
  conceptTerm: string
  messageSubject: string
}

/** This spec's own rows (other specs share the database): a post, a concept and a message. */
function createKnownRows(): Known {
  const tag = randomBytes(4).toString('hex')
  const known = {
    tag,
    postSlug: `inyeccion-${tag}`,
    postTitle: `Inyeccion ${tag}`,
    conceptSlug: `inyeccion-${tag}`,
    conceptTerm: `Inyeccion ${tag}`,
    messageSubject: `Inyeccion ${tag}`,
  }
  const db = database()
  try {
    const now = new Date().toISOString()
    const doc = JSON.stringify({ type: 'doc', content: [] })
    db.prepare(
      "insert into post (slug, title, excerpt, content, contentHtml, tags, status, publishedAt, searchText) values (?, ?, '', ?, '<p>Texto intacto</p>', ?, 'published', ?, ?)",
    ).run(known.postSlug, known.postTitle, doc, `etiqueta-${tag}`, now, `inyeccion ${tag}`)
    db.prepare(
      "insert into concept (slug, term, summary, body, bodyHtml, kind, category, status, position, searchText) values (?, ?, '', ?, '', 'concepto', 'tactica', 'published', 0, ?)",
    ).run(known.conceptSlug, known.conceptTerm, doc, `inyeccion ${tag}`)
    db.prepare(
      "insert into contact_message (name, email, subject, message, locale, consentAt, deliveryStatus) values ('Iker Sanz', 'iker@example.com', ?, 'Horarios del juvenil', 'es', ?, 'failed')",
    ).run(known.messageSubject, now)
  } finally {
    db.close()
  }
  return known
}

/** The tables still there, and this spec's rows exactly as written. */
function snapshot(known: Known) {
  const db = database()
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('post', 'concept', 'contact_message', 'user', 'account', 'media') order by name",
      )
      .all()
    return JSON.stringify([
      tables,
      db.prepare('select * from post where slug = ?').all(known.postSlug),
      db.prepare('select * from concept where slug = ?').all(known.conceptSlug),
      db.prepare('select * from contact_message where subject = ?').all(known.messageSubject),
    ])
  } finally {
    db.close()
  }
}

/** Query strings a form never sends: repeated, array-style and out-of-range pages, raw-encoded quotes. */
const RAW_QUERIES = [
  'page[]=1',
  'page=1&page=2',
  'page=-5',
  'page=1e999',
  'page=99999999999999999999',
  'page=%27%20OR%201=1--',
  'q[]=rondo',
  'q=%27%20OR%20%271%27=%271',
  'q=%E2%80%99',
]

const withParam = (pathname: string, name: string, value: string) =>
  `${pathname}?${new URLSearchParams({ [name]: value })}`

/**
 * Parameters checked against a list of choices before any query (status, sort, category, page…)
 * get one payload of each family; free text (search, tag, e-mail) gets every payload.
 */
const CHOICE_PAYLOADS = [
  "'",
  "' OR '1'='1",
  "'; DROP TABLE post;--",
  "' UNION SELECT NULL--",
  '/*',
  '%27',
  '\u2019 OR 1=1--',
  '99999999999999999999999999',
  '-1',
  '1e999',
]

/** The payloads (and the raw queries) through each parameter: a normal page, never an error. */
async function sweepParams(
  context: APIRequestContext,
  pathname: string,
  { text = [], choices = [] }: { text?: string[]; choices?: string[] },
) {
  const runs = [
    ...text.flatMap((name) => SQL_INJECTION_PAYLOADS.map((payload) => [name, payload] as const)),
    ...choices.flatMap((name) => CHOICE_PAYLOADS.map((payload) => [name, payload] as const)),
  ]
  for (const [name, payload] of runs) {
    const url = withParam(pathname, name, payload)
    const response = await context.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
    expect(await response.text(), url).toContain('<main')
  }
  for (const query of RAW_QUERIES) {
    const url = `${pathname}?${query}`
    const response = await context.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
  }
}

/**
 * Every payload as a path segment: 404 (no such record), or the translated 400 page for the few a
 * browser never sends in a path (an encoded slash or dot, a backslash).
 */
async function sweepSegments(context: APIRequestContext, prefix: string) {
  for (const payload of SQL_INJECTION_PAYLOADS) {
    const url = `${prefix}${encodeURIComponent(payload)}`
    const response = await context.get(url, { maxRedirects: 0 })
    const status = response.status()
    if (/[/.\\]/.test(payload)) expect([400, 404], url).toContain(status)
    else expect(status, url).toBe(404)
  }
}

/**
 * Old `/blog?tag=…` links move for good to the tag's archive (or stay on the blog when the tag has
 * nothing to name an archive by); wherever they land is a page or a 404, never an error.
 */
async function sweepOldTagLinks(context: APIRequestContext) {
  for (const payload of SQL_INJECTION_PAYLOADS) {
    const url = withParam('/blog', 'tag', payload)
    const response = await context.get(url, { maxRedirects: 0 })
    expect([200, 301], url).toContain(response.status())
    const location = response.headers().location
    if (response.status() === 301) expect(location, url).toMatch(/^\/blog\/etiqueta\/[^/?#]+$/)
    const landed = await context.get(location ?? url, { maxRedirects: 0 })
    expect([200, 404], url).toContain(landed.status())
    expect(await landed.text(), url).toContain('<main')
  }
}

/** The list's search finds the row by its tag, and a tautology finds nothing of it. */
async function expectSearchTakesTextOnly(admin: APIRequestContext, list: string, text: string) {
  expect(await (await admin.get(withParam(list, 'q', known.tag))).text(), list).toContain(text)
  expect(await (await admin.get(withParam(list, 'q', TAUTOLOGY))).text(), list).not.toContain(text)
}

let known: Known
let before: string

test.beforeAll(() => {
  known = createKnownRows()
  before = snapshot(known)
})

test.afterAll(async ({ playwright }) => {
  expect(snapshot(known), 'tables and rows after the sweep').toBe(before)
  const visitor = await apiContext(playwright, `http://127.0.0.1:${process.env.E2E_PORT}`)
  const post = await visitor.get(`/post/${known.postSlug}`)
  expect(post.status()).toBe(200)
  expect(await post.text()).toContain('Texto intacto')
  await visitor.dispose()
})

test('public lists take injection strings in search, filters and pages as plain text', async ({
  request,
}) => {
  test.setTimeout(300_000)
  await sweepParams(request, '/blog', { choices: ['programme', 'page'] })
  await sweepOldTagLinks(request)
  await sweepSegments(request, '/blog/etiqueta/')
  await sweepParams(request, '/conceptos', { text: ['q'], choices: ['category', 'programme', 'page'] })
  await sweepParams(request, '/concepts', { text: ['q'], choices: ['page'] })
  await sweepParams(request, '/conceptos_basicos', { text: ['q'] })
  await sweepParams(request, '/buscar', { text: ['q'], choices: ['type', 'programme', 'page'] })
  for (const payload of SQL_INJECTION_PAYLOADS) {
    const url = withParam('/buscar/sugerencias', 'q', payload)
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(Array.isArray(((await response.json()) as { suggestions: unknown }).suggestions), url).toBe(true)
  }

  // A tautology finds nothing, while the plain term still finds the concept.
  const found = await request.get(withParam('/conceptos', 'q', known.conceptTerm))
  expect(await found.text()).toContain(known.conceptTerm)
  const tautology = await request.get(withParam('/conceptos', 'q', TAUTOLOGY))
  expect(await tautology.text()).not.toContain(known.conceptTerm)
  const tagged = await request.get(withParam('/blog', 'tag', `etiqueta-${known.tag}`))
  expect(await tagged.text()).toContain(known.postSlug)
  const taggedTautology = await request.get(withParam('/blog', 'tag', TAUTOLOGY))
  expect(await taggedTautology.text()).not.toContain(known.postSlug)
  // The site search: a demo word finds its rows, a tautology is words that match none of them. In
  // Spanish (the request's language decides which version is found, decision 044).
  const spanish = { headers: { 'Accept-Language': 'es' } }
  const searched = await request.get(withParam('/buscar', 'q', 'rondo'), spanish)
  expect(await searched.text()).toContain('href="/concepts/rondo"')
  const searchTautology = await request.get(withParam('/buscar', 'q', TAUTOLOGY), spanish)
  expect(await searchTautology.text()).not.toContain('href="/concepts/rondo"')
})

test('public slugs take injection strings as addresses that do not exist', async ({ request }) => {
  test.setTimeout(300_000)
  await sweepSegments(request, '/post/')
  await sweepSegments(request, '/concepts/')
})

test('admin post and concept lists take injection strings in search, filters, sorts and pages', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const admin = await apiContext(playwright, baseURL ?? '', createAccount('admin'))
  await sweepParams(admin, '/admin/posts', {
    text: ['q', 'tag'],
    choices: ['status', 'programme', 'sort', 'page'],
  })
  await sweepParams(admin, '/admin/concepts', {
    text: ['q'],
    choices: ['kind', 'category', 'status', 'programme', 'sort', 'page'],
  })
  await expectSearchTakesTextOnly(admin, '/admin/posts', known.postTitle)
  await expectSearchTakesTextOnly(admin, '/admin/concepts', known.conceptTerm)
  await admin.dispose()
})

test('admin messages, audit and media lists take injection strings', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000)
  const admin = await apiContext(playwright, baseURL ?? '', createAccount('admin'))
  await sweepParams(admin, '/admin/messages', { text: ['q'], choices: ['filter', 'page'] })
  await sweepParams(admin, '/admin/audit', { text: ['email'], choices: ['action', 'from', 'to', 'page'] })
  await sweepParams(admin, '/admin/media', { text: ['q'], choices: ['page'] })
  await expectSearchTakesTextOnly(admin, '/admin/messages', known.messageSubject)
  await admin.dispose()
})

test('admin ids and the concept search take injection strings', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000)
  const admin = await apiContext(playwright, baseURL ?? '', createAccount('admin'))
  for (const prefix of [
    '/admin/posts/edit/',
    '/admin/concepts/edit/',
    '/admin/messages/',
    '/admin/posts/preview/',
  ])
    await sweepSegments(admin, prefix)
  // Payloads that are part of the term itself (a digit of its tag) would find it rightly.
  const foreign = SQL_INJECTION_PAYLOADS.filter(
    (p) => !known.conceptTerm.toLowerCase().includes(p.toLowerCase()),
  )
  for (const payload of foreign) {
    const url = withParam('/admin/api/concept-search', 'q', payload)
    const response = await admin.get(url)
    expect(response.status(), url).toBe(200)
    const { concepts } = (await response.json()) as { concepts: Array<{ term: string }> }
    expect(
      concepts.map((concept) => concept.term),
      url,
    ).not.toContain(known.conceptTerm)
  }
  await admin.dispose()
})
