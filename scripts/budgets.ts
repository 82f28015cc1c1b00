// `npm run budgets`: Lighthouse in mobile emulation on a page of every public type (issues #15, #35), against the production
// build on a fresh SQLite database with the demo content. Reports go to reports/lighthouse/; exits 1
// when a page misses a budget (scores, CLS, gzipped JavaScript and CSS). See docs/PERFORMANCE.md.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  auditPage,
  budgetMisses,
  formatTable,
  launchChrome,
  pagesToAudit,
  type PageAudit,
} from './page-budgets.ts'

const reportsDir = path.resolve('reports/lighthouse')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function waitForHealth(origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The server did not answer ${origin}/healthz within ${timeoutMs / 1000} s`)
}

async function main() {
  execFileSync('node', ['scripts/ensure-build.js'], { stdio: 'inherit' })
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-budgets-'))
  const origin = `http://127.0.0.1:${port}`
  const server = spawn('node', ['server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: origin,
      DATABASE_URL: `file:${dataDir}/app.db`,
      OUTBOX_DIR: `${dataDir}/outbox`,
      UPLOADS_DIR: `${dataDir}/uploads`,
      SESSION_SECRET: 'budgets-secret-that-is-long-enough-0123456789',
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'warn',
    },
  })
  const chrome = await launchChrome()
  try {
    await waitForHealth(origin, 90_000)
    fs.rmSync(reportsDir, { recursive: true, force: true })
    const audits: PageAudit[] = []
    for (const page of await pagesToAudit(origin, `${dataDir}/app.db`)) {
      console.log(`Lighthouse: ${page.path}`)
      audits.push(await auditPage(origin, page, { port: chrome.port, reportsDir }))
    }
    console.log(`\n${formatTable(audits)}\n\nReports: ${path.relative(process.cwd(), reportsDir)}/`)
    const misses = audits.flatMap((audit) => budgetMisses(audit, { timing: true }))
    if (misses.length > 0) {
      console.error(`\nBudget missed:\n- ${misses.join('\n- ')}`)
      process.exitCode = 1
    } else {
      console.log('\nEvery page is within its budgets.')
    }
  } finally {
    chrome.kill()
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
