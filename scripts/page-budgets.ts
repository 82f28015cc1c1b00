// Page-weight and Lighthouse budgets of issue #15, shared by `npm run budgets` and the browser test.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
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
  /** 0-100 per category; NaN when Lighthouse could not score it. */
  scores: Record<Category, number>
  cls: number
  jsBytes: number
  cssBytes: number
  jsFiles: number
}

/** The pages of the issue: home, the newest post of the blog, the concepts list and sign-in. */
export async function pagesToAudit(origin: string): Promise<string[]> {
  const blog = await fetch(new URL('/blog', origin))
  const post = /href="(\/post\/[^"?#]+)"/.exec(await blog.text())?.[1]
  if (!post) throw new Error(`No post link on ${origin}/blog: is the demo content seeded?`)
  return ['/', post, '/conceptos', '/signin']
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
  pagePath: string,
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
  const scores = Object.fromEntries(
    categories.map((category) => {
      const score = lhr.categories[category]?.score
      return [category, typeof score === 'number' ? Math.round(score * 100) : Number.NaN]
    }),
  ) as Record<Category, number>
  return {
    path: pagePath,
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
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
