// `npm run budgets`: Lighthouse in mobile emulation on a page of every public type (issues #15, #35), against the production
// build on a fresh SQLite database with the demo content. Reports go to reports/lighthouse/; exits 1
// when a page misses a budget (scores, CLS, gzipped JavaScript and CSS). See docs/PERFORMANCE.md.
import fs from 'node:fs'
import path from 'node:path'
import { runLighthouseCommand } from './demo-server.ts'
import { auditPage, budgetMisses, formatTable, type PageAudit } from './page-budgets.ts'

const reportsDir = path.resolve('reports/lighthouse')

runLighthouseCommand('budgets', async ({ origin, chromePort, pages }) => {
  fs.rmSync(reportsDir, { recursive: true, force: true })
  const audits: PageAudit[] = []
  for (const page of pages) {
    console.log(`Lighthouse: ${page.path}`)
    audits.push(await auditPage(origin, page, { port: chromePort, reportsDir }))
  }
  console.log(`\n${formatTable(audits)}\n\nReports: ${path.relative(process.cwd(), reportsDir)}/`)
  const misses = audits.flatMap((audit) => budgetMisses(audit, { timing: true }))
  if (misses.length > 0) {
    console.error(`\nBudget missed:\n- ${misses.join('\n- ')}`)
    process.exitCode = 1
  } else {
    console.log('\nEvery page is within its budgets.')
  }
})
