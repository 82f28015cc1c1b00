// The production server on a fresh SQLite database seeded with the demo content, on a free port of
// 127.0.0.1: what `npm run budgets` and `npm run lighthouse` measure.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { launchChrome, pagesToAudit, type PageToAudit } from './page-budgets.ts'

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

export interface DemoServer {
  origin: string
  databaseFile: string
  stop(): void
}

/** Builds when the sources are newer than the build, then starts the server and waits for it. */
export async function startDemoServer(name: string): Promise<DemoServer> {
  execFileSync('node', ['scripts/ensure-build.js'], { stdio: 'inherit' })
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coach-${name}-`))
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
      SESSION_SECRET: `${name}-secret-that-is-long-enough-0123456789`,
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'warn',
    },
  })
  const stop = () => {
    server.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, 180_000)
  } catch (error) {
    stop()
    throw error
  }
  return { origin, databaseFile: `${dataDir}/app.db`, stop }
}

/**
 * A command's whole run: the demo server and one Chrome, `task` with the pages to audit, then both
 * stopped. A failure is printed and the process exits 1.
 */
export function runLighthouseCommand(
  name: string,
  task: (context: { origin: string; chromePort: number; pages: PageToAudit[] }) => Promise<void>,
) {
  const run = async () => {
    const server = await startDemoServer(name)
    const chrome = await launchChrome()
    try {
      const pages = await pagesToAudit(server.origin, server.databaseFile)
      await task({ origin: server.origin, chromePort: chrome.port, pages })
    } finally {
      chrome.kill()
      server.stop()
    }
  }
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
