// `npm run lighthouse`: Lighthouse's mobile preset, three runs each, on the seven pages issue 35 names
// (home, a post, concepts, sign-in, courses, drills, a drill), against the production build with the
// demo content. Prints the median scores and writes every run to bench/results/lighthouse-<time>.json.
// A command, not a test: it never fails on a slow machine. See docs/PERFORMANCE.md, "Lighthouse".
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runLighthouseCommand } from './demo-server.ts'
import { auditPage, chromeFlags, formatTable, type PageAudit } from './page-budgets.ts'

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined
/** `--pages post,drill` audits some of them; `--runs 1` once each. */
const pageNames = option('--pages')?.split(',') ?? [
  'home',
  'post',
  'concepts',
  'sign-in',
  'courses',
  'drills',
  'drill',
]
const runs = Number(option('--runs')) || 3
const reportsDir = path.resolve('reports/lighthouse-runs')

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The run whose performance score is the median one: its scores, metrics and bytes. */
function medianRun(audits: PageAudit[]): PageAudit {
  const score = median(audits.map((audit) => audit.scores.performance))
  return audits.find((audit) => audit.scores.performance === score) ?? audits[0]!
}

runLighthouseCommand('lighthouse', async ({ origin, chromePort, pages: allPages }) => {
  const pages = allPages.filter((page) => pageNames.includes(page.name))
  const results: Array<{
    name: string
    path: string
    runs: PageAudit[]
    median: PageAudit
    /** The machine's one-minute load average after each run: the simulation scales what it observed. */
    loadAverages: number[]
  }> = []
  for (const page of pages) {
    const audits: PageAudit[] = []
    const loadAverages: number[] = []
    for (let run = 1; run <= runs; run++) {
      const audit = await auditPage(origin, page, { port: chromePort, reportsDir })
      loadAverages.push(Number(os.loadavg()[0]!.toFixed(2)))
      console.log(
        `${page.path} run ${run}: performance ${audit.scores.performance} (load average ${loadAverages.at(-1)})`,
      )
      audits.push(audit)
    }
    results.push({ name: page.name, path: page.path, runs: audits, median: medianRun(audits), loadAverages })
  }
  const medians = results.map((result) => result.median)
  console.log(`\nMedian of ${runs} runs per page (Lighthouse mobile):\n\n${formatTable(medians)}`)
  console.log(
    `\n${['page', 'FCP', 'LCP', 'TBT', 'SI', 'performance scores', 'failing insights'].join('  ')}\n` +
      results
        .map(({ path: pagePath, runs: audits, median: { metrics, slowest } }) =>
          [
            pagePath,
            `${Math.round(metrics.fcp)} ms`,
            `${Math.round(metrics.lcp)} ms`,
            `${Math.round(metrics.tbt)} ms`,
            `${Math.round(metrics.speedIndex)} ms`,
            audits.map((audit) => audit.scores.performance).join('/'),
            slowest.join(', ') || '-',
          ].join('  '),
        )
        .join('\n'),
  )
  const file = path.resolve(
    'bench/results',
    `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  )
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const machine = { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version }
  fs.writeFileSync(file, `${JSON.stringify({ machine, chromeFlags, runs, pages: results }, null, 2)}\n`)
  console.log(
    `\nWritten: ${path.relative(process.cwd(), file)}; last run's reports: ${path.relative(process.cwd(), reportsDir)}/`,
  )
})
