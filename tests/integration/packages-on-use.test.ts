import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'

/**
 * A process that serves pages holds only what pages need: packages that only some configurations
 * (PostgreSQL, Redis, S3) or some requests (uploads, certificates, e-mail, new passwords) use are
 * loaded the first time they are needed (server/load-on-use.server.ts, docs/PERFORMANCE.md,
 * Memory). Together they were about 20 MB of an idle server's heap.
 */

const LOADED_ON_USE = [
  'pg',
  'ioredis',
  '@aws-sdk/client-s3',
  'sharp',
  'pdfkit',
  'qrcode',
  'nodemailer',
  '@zxcvbn-ts/language-common',
  'stripe',
]

let server: BuiltServer
let dataDir: string
let reportFile: string

/** The npm packages the server has loaded so far (tests/report-packages.js). */
async function loadedPackages(): Promise<string[]> {
  fs.rmSync(reportFile, { force: true })
  server.process.kill('SIGUSR2')
  for (let tries = 0; !fs.existsSync(reportFile); tries++) {
    if (tries > 100) throw new Error('The server did not report its packages')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')) as string[]
}

beforeAll(async () => {
  ensureBuild()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-packages-'))
  reportFile = path.join(dataDir, 'packages.json')
  const port = await freePort()
  server = await startBuiltServer(port, {
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    SESSION_SECRET: 'packages-on-use-secret-that-is-long-enough',
    SEED_DEMO: 'never',
    LOG_LEVEL: 'warn',
    // Payments on: pages (prices, buy buttons) still never load the Stripe SDK; only a purchase or a webhook does.
    STRIPE_SECRET_KEY: 'sk_test_packages_on_use',
    STRIPE_WEBHOOK_SECRET: 'whsec_packages_on_use',
    NODE_OPTIONS: `--import ${pathToFileURL(path.resolve('tests/report-packages.js')).href}`,
    REPORT_PACKAGES_FILE: reportFile,
  })
}, 120_000)

afterAll(async () => {
  server?.process.kill('SIGTERM')
  await server?.exited
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('packages loaded on use', () => {
  test('serving public pages and the sign-in page loads none of them', async () => {
    for (const page of ['/', '/blog', '/conceptos', '/contacto', '/signin', '/auth/boxed-signup']) {
      const response = await fetch(`${server.origin}${page}`)
      expect(response.status, page).toBe(200)
    }
    const loaded = await loadedPackages()
    expect(loaded).toContain('react-dom')
    expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual([])
  })

  test('a sign-up reads the common-password list, and only then', async () => {
    const response = await fetch(`${server.origin}/auth/boxed-signup`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.origin },
      body: new URLSearchParams({
        name: 'Lucía',
        lastName: 'Pérez',
        email: 'lucia@example.com',
        password: 'football2024!',
        confirmPassword: 'football2024!',
        acceptTerms: 'on',
      }),
    })
    // A listed word with digits and a symbol tacked on is refused as common, with the form again
    // (the action's answer carries the message's key; the browser shows it translated).
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('auth:password.common')
    const loaded = await loadedPackages()
    expect(loaded).toContain('@zxcvbn-ts/language-common')
    expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual(['@zxcvbn-ts/language-common'])
  })
})
