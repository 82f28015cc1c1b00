import { execFileSync } from 'node:child_process'
import { randomBytes, scryptSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import Database from 'better-sqlite3'
import { hydrated } from './hydrated.ts'
import { parseMessage } from '../smtp.ts'

/** Fixtures for the identity specs: accounts made by `scripts/admin-create.ts`, mail from the outbox. */

/** The e2e server's session secret (playwright.config.ts): specs sign a team reminder's answer links with it. */
export const E2E_SESSION_SECRET = 'e2e-secret-that-is-long-enough-0123456789'

export interface TestAccount {
  email: string
  password: string
  name: string
  lastName: string
  role: 'admin' | 'user'
}

export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)')
  return dir
}

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`
export const STRONG_PASSWORD = 'Presion-tras-perdida-42'

const account = (role: 'admin' | 'user', fields: Partial<TestAccount>): TestAccount => ({
  email: uniqueEmail(role),
  password: STRONG_PASSWORD,
  name: role === 'admin' ? 'Marta' : 'Pablo',
  lastName: role === 'admin' ? 'Ibáñez' : 'Serrano',
  role,
  ...fields,
})

/** better-auth's scrypt format ("salt:key", hex; N=16384, r=16, p=1, 64 bytes), computed synchronously. */
function hashLikeBetterAuth(password: string) {
  const salt = randomBytes(16).toString('hex')
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 16384,
    r: 16,
    p: 1,
    maxmem: 128 * 16384 * 16 * 2,
  })
  return `${salt}:${key.toString('hex')}`
}

/**
 * A confirmed account written straight into the e2e server's SQLite database (fast: the fixture
 * of most tests). `createAccountWithScript` goes through `npm run admin:create` instead.
 * `directory` is another server's data folder (a spec that starts its own server).
 */
export function createAccount(
  role: 'admin' | 'user',
  fields: Partial<TestAccount> = {},
  directory = dataDir(),
) {
  const created = account(role, fields)
  const hash = hashLikeBetterAuth(created.password)
  const now = new Date().toISOString()
  const id = randomBytes(12).toString('hex')
  const database = new Database(path.join(directory, 'app.db'))
  try {
    database.pragma('busy_timeout = 5000')
    database
      .prepare(
        'insert into user (id, name, lastName, email, emailVerified, role, createdAt, updatedAt) values (?, ?, ?, ?, 1, ?, ?, ?)',
      )
      .run(id, created.name, created.lastName, created.email, role, now, now)
    database
      .prepare(
        "insert into account (id, userId, accountId, providerId, password, createdAt, updatedAt) values (?, ?, ?, 'credential', ?, ?, ?)",
      )
      .run(randomBytes(12).toString('hex'), id, id, hash, now, now)
  } finally {
    database.close()
  }
  return created
}

/** Creates the account as an operator would: `tsx scripts/admin-create.ts` on the e2e database. */
export function createAccountWithScript(role: 'admin' | 'user', fields: Partial<TestAccount> = {}) {
  const created = account(role, fields)
  execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    [
      'scripts/admin-create.ts',
      `--email=${created.email}`,
      `--name=${created.name}`,
      `--last-name=${created.lastName}`,
      `--password=${created.password}`,
      `--role=${role}`,
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: `file:${dataDir()}/app.db`,
        SESSION_SECRET: E2E_SESSION_SECRET,
        LOG_LEVEL: 'silent',
      },
      stdio: 'pipe',
    },
  )
  return created
}

/** The newest e-mail in the outbox addressed to `to`, waiting for it to arrive. */
export async function readMail(to: string, subject?: RegExp) {
  const outbox = path.join(dataDir(), 'outbox')
  let found: ReturnType<typeof parseMessage> | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []
        const messages = files
          .sort()
          .reverse()
          .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
          .map(parseMessage)
          .filter((m) => !subject || subject.test(m.subject))
        found = messages[0]
        return Boolean(found)
      },
      { message: `an e-mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true)
  if (!found) throw new Error('unreachable')
  return found
}

export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  // Typed before hydration, the address could be emptied by it (the form's fields are controlled).
  await hydrated(page)
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

export async function signIn(page: Page, account: { email: string; password: string }, path = '/signin') {
  await page.goto(path)
  await signInThroughForm(page, account)
  await expect(page).not.toHaveURL(/\/signin/)
}

/** A page of its own browser context (Spanish), signed in as `account`: a second person in a walk. */
export async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'es-ES' })
  const page = await context.newPage()
  await signIn(page, account)
  return page
}

/** A request context (same-origin, Spanish), signed in through the form's POST when an account is given. */
export async function apiContext(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account?: { email: string; password: string },
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, 'Accept-Language': 'es' },
  })
  if (account) {
    const response = await context.post('/signin', {
      form: { email: account.email, password: account.password, redirectTo: '' },
      maxRedirects: 0,
    })
    expect(response.status(), `sign-in of ${account.email}`).toBe(302)
  }
  return context
}

export const test = base
export { expect }

/** The lines of the e2e server's log that mention `text` (for the message of a failed check). */
export function serverLogAbout(text: string) {
  const file = path.join(dataDir(), 'server.log')
  if (!fs.existsSync(file)) return 'no server log'
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  return lines.filter((line) => line.includes(text)).join('\n') || `the server log never mentions ${text}`
}
