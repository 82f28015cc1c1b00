// Page-weight and Lighthouse budgets of issue #15, shared by `npm run budgets` and the browser test.
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import * as chromeLauncher from 'chrome-launcher'
import { loadDemoContent } from '../server/content/demo/load.server.ts'
import lighthouse from 'lighthouse'

export const budgets = {
  /** Lighthouse category scores (0-100) every audited page must reach. */
  minScores: { accessibility: 100, 'best-practices': 100, seo: 100, performance: 95 },
  maxCls: 0.02,
  /** Gzipped bytes of JavaScript and CSS a page downloads while loading. */
  maxJsBytes: 140 * 1024,
  maxCssBytes: 30 * 1024,
} as const

type Category = keyof typeof budgets.minScores
const categories = Object.keys(budgets.minScores) as Category[]

/** Debian's Chromium, headless, without background traffic that would blur the network records. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

export interface PageAudit {
  path: string
  noindex: boolean
  /** 0-100 per category; NaN when Lighthouse could not score it. */
  scores: Record<Category, number>
  cls: number
  /** Lighthouse's lab metrics in milliseconds (simulated mobile throttling). */
  metrics: { fcp: number; lcp: number; tbt: number; speedIndex: number }
  /** The performance insights and diagnostics the page fails, worst first (e.g. `render-blocking-insight`). */
  slowest: string[]
  jsBytes: number
  cssBytes: number
  jsFiles: number
}

/** One page of each public type (issue 35), with the address Lighthouse opens. */
export interface PageToAudit {
  name: string
  path: string
  /** Kept out of search engines on purpose (`noindex`): Lighthouse's SEO score does not apply. */
  noindex?: boolean
}

export const pageTypes = [
  'home',
  'programme',
  'post',
  'blog',
  'concepts',
  'concept',
  'definitions',
  'drills',
  'drill',
  'courses',
  'course',
  'certificate check',
  'shared session',
  'contact',
  'sign-in',
  'sign-up',
] as const

async function firstLink(origin: string, listPath: string, pattern: RegExp) {
  const html = await (await fetch(new URL(listPath, origin))).text()
  const found = pattern.exec(html)?.[1]
  if (!found) throw new Error(`No link like ${pattern} on ${origin}${listPath}: is the demo content seeded?`)
  return found
}

/** The slugs of the demo's own posts and concepts in the server's SQLite database. */
function demoSlugs(databaseFile: string) {
  const db = new Database(databaseFile, { readonly: true })
  try {
    const slugs = (query: string, values: string[]) =>
      new Set(
        (
          db.prepare(query.replace('?', values.map(() => '?').join(', '))).all(...values) as {
            slug: string
          }[]
        ).map((row) => row.slug),
      )
    return {
      posts: slugs(
        'select slug from post where title in (?)',
        loadDemoContent().posts.map((post) => post.title),
      ),
      concepts: slugs(
        'select slug from concept where term in (?)',
        loadDemoContent().concepts.map((concept) => concept.term),
      ),
    }
  } finally {
    db.close()
  }
}

/**
 * A certificate of the demo's first published course for a learner of its own, written into the
 * server's SQLite database (`databaseFile`): the check page of a genuine certificate.
 */
function certificateToCheck(databaseFile: string) {
  const db = new Database(databaseFile)
  try {
    db.pragma('busy_timeout = 5000')
    const course = db
      .prepare("select id, title from course where status = 'published' order by id limit 1")
      .get() as { id: number; title: string } | undefined
    if (!course) throw new Error('the demo content has no published course')
    const now = new Date().toISOString()
    const userId = randomBytes(12).toString('hex')
    db.prepare(
      "insert into user (id, name, email, emailVerified, role, createdAt, updatedAt) values (?, 'Lucía', ?, 1, 'user', ?, ?)",
    ).run(userId, `budgets-${userId}@example.com`, now, now)
    const code = randomBytes(16).toString('base64url')
    db.prepare(
      'insert into certificate (id, userId, courseId, issuedAt, verificationCode, data) values (?, ?, ?, ?, ?, ?)',
    ).run(
      randomUUID(),
      userId,
      course.id,
      now,
      code,
      JSON.stringify({ learner: 'Lucía Ortega', course: course.title, coach: 'Álvaro Medina' }),
    )
    return `/certificados/verificar/${code}`
  } finally {
    db.close()
  }
}

/** A page of every public type, from the demo content of the server at `origin` (database in `databaseFile`). */
export async function pagesToAudit(origin: string, databaseFile: string): Promise<PageToAudit[]> {
  const demo = demoSlugs(databaseFile)
  const paths: Record<(typeof pageTypes)[number], string> = {
    home: '/',
    programme: '/juvenil',
    // The demo's own entries by address: other specs' newer ones may fill the lists' first pages.
    post: `/post/${[...demo.posts][0]}`,
    blog: '/blog',
    concepts: '/conceptos',
    concept: `/concepts/${[...demo.concepts][0]}`,
    definitions: '/conceptos_basicos',
    drills: '/ejercicios',
    drill: await firstLink(origin, '/ejercicios', /href="(\/ejercicios\/[^"?#]+)"/),
    courses: '/cursos',
    course: await firstLink(origin, '/cursos', /href="(\/cursos\/[^"?#/]+)"/),
    'certificate check': certificateToCheck(databaseFile),
    'shared session': await firstLink(origin, '/ejercicios', /href="(\/sesiones\/compartida\/[^"?#]+)"/),
    contact: '/contacto',
    'sign-in': '/signin',
    'sign-up': '/auth/boxed-signup',
  }
  const noindex = new Set<string>(['certificate check', 'shared session'])
  return pageTypes.map((name) => ({ name, path: paths[name], noindex: noindex.has(name) }))
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
}

/** Size of a resource as the server sends it to a browser that accepts gzip. */
function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let size = 0
        response.on('data', (chunk: Buffer) => (size += chunk.length))
        response.on('end', () => resolve(size))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

interface NetworkItem {
  url: string
  resourceType?: string
}

const slugOf = (pagePath: string) => pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'

/**
 * Runs Lighthouse (mobile emulation, the default configuration) on one page of `origin` in the
 * Chrome listening on `port`; writes `<slug>.report.html` and `.json` into `reportsDir` when given.
 * The JavaScript and CSS the page loaded are taken from Lighthouse's network records and fetched
 * again with gzip, so the byte counts do not depend on the emulated network.
 */
export async function auditPage(
  origin: string,
  { path: pagePath, noindex = false }: PageToAudit,
  options: { port: number; reportsDir?: string },
): Promise<PageAudit> {
  const run = () =>
    lighthouse(new URL(pagePath, origin).href, {
      port: options.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: categories,
    })
  let result = await run()
  // A trace Chrome failed to record (NO_NAVSTART and the like on a busy machine) says nothing about
  // the page; Lighthouse's own advice is to run it again, once.
  if (result?.lhr.runtimeError) result = await run()
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`)
  const { lhr, report } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`)
  if (options.reportsDir) {
    fs.mkdirSync(options.reportsDir, { recursive: true })
    const [html, json] = report as string[]
    const base = path.join(options.reportsDir, slugOf(pagePath))
    fs.writeFileSync(`${base}.report.html`, html ?? '')
    fs.writeFileSync(`${base}.report.json`, json ?? '')
  }

  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined
  const ownFiles = (type: string) => [
    ...new Set(
      (details?.items ?? [])
        .filter((item) => item.resourceType === type && item.url.startsWith(origin))
        .map((item) => item.url),
    ),
  ]
  const sum = async (urls: string[]) => (await Promise.all(urls.map(gzippedSize))).reduce((a, b) => a + b, 0)
  const scripts = ownFiles('Script')
  const numericValue = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score
      return [category, typeof score === 'number' ? Math.round(score * 100) : Number.NaN]
    }),
  ) as Record<Category, number>
  return {
    path: pagePath,
    noindex,
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    metrics: {
      fcp: numericValue('first-contentful-paint'),
      lcp: numericValue('largest-contentful-paint'),
      tbt: numericValue('total-blocking-time'),
      speedIndex: numericValue('speed-index'),
    },
    slowest: (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight === 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .sort((a, b) => (a!.score ?? 1) - (b!.score ?? 1))
      .map((audit) => audit!.id),
    jsBytes: await sum(scripts),
    cssBytes: await sum(ownFiles('Stylesheet')),
    jsFiles: scripts.length,
  }
}

/**
 * What a page misses, one sentence each. `timing` adds the budgets that depend on the machine's
 * speed (performance score); the others hold on any machine.
 */
export function budgetMisses(audit: PageAudit, { timing }: { timing: boolean }): string[] {
  const misses: string[] = []
  for (const category of categories) {
    if (category === 'performance' && !timing) continue
    if (category === 'seo' && audit.noindex) continue
    const score = audit.scores[category]
    const min = budgets.minScores[category]
    if (!(score >= min)) misses.push(`${audit.path}: ${category} ${score} < ${min}`)
  }
  if (!(audit.cls <= budgets.maxCls)) misses.push(`${audit.path}: CLS ${audit.cls} > ${budgets.maxCls}`)
  if (audit.jsBytes > budgets.maxJsBytes)
    misses.push(`${audit.path}: JavaScript ${kb(audit.jsBytes)} KB > ${kb(budgets.maxJsBytes)} KB gzipped`)
  if (audit.cssBytes > budgets.maxCssBytes)
    misses.push(`${audit.path}: CSS ${kb(audit.cssBytes)} KB > ${kb(budgets.maxCssBytes)} KB gzipped`)
  return misses
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** A fixed-width table of the audits, for the terminal. */
export function formatTable(audits: PageAudit[]): string {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'CLS', 'JS KB (files)', 'CSS KB']
  const rows = audits.map((audit) => [
    audit.path,
    String(audit.scores.performance),
    String(audit.scores.accessibility),
    String(audit.scores['best-practices']),
    String(audit.scores.seo),
    audit.cls.toFixed(3),
    `${kb(audit.jsBytes)} (${audit.jsFiles})`,
    kb(audit.cssBytes),
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n')
}
