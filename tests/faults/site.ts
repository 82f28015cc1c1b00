import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { BuiltServer } from '#tests/built-server.ts'

/**
 * What the fault tests do on a built site before they break something: an admin (created with
 * `npm run admin:create`, as an operator would) and the cookie of its signed-in session.
 */

export const FAULT_SESSION_SECRET = 'fault-tests-secret-that-is-long-enough-36'

export interface Admin {
  email: string
  password: string
}

export function createAdmin(databaseUrl: string): Admin {
  const admin = {
    email: `entrenador-${randomBytes(3).toString('hex')}@example.com`,
    password: 'Presion-tras-perdida-42',
  }
  const created = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/admin-create.ts', '--email', admin.email, '--name', 'Álvaro', '--password', admin.password],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_SECRET: FAULT_SESSION_SECRET },
      encoding: 'utf8',
    },
  )
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`)
  return admin
}

/** Signs in with the password form; the session cookie to send with the admin's requests. */
export async function signIn(origin: string, admin: Admin): Promise<string> {
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
  })
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The settings every built server of a fault test shares. */
export const faultServerEnv = (dataDir: string, port: number) => ({
  OUTBOX_DIR: path.join(dataDir, `outbox-${port}`),
  UPLOADS_DIR: path.join(dataDir, `uploads-${port}`),
  SESSION_SECRET: FAULT_SESSION_SECRET,
  SEED_DEMO: 'never',
  LOG_LEVEL: 'info',
  // The admin signs in with a password alone (two-factor sign-in has its own tests).
  REQUIRE_2FA_FOR_ADMINS: 'false',
})

/** Stops the built servers a test started (SIGTERM, as a deploy would) and waits for them to exit. */
export async function stopSites(...sites: (BuiltServer | undefined)[]) {
  await Promise.all(
    sites.map(async (site) => {
      if (!site) return
      site.process.kill('SIGTERM')
      await site.exited
    }),
  )
}

/** The contact form refuses messages sent sooner than this after the page was served. */
const CONTACT_MIN_FILL_MS = 3_000

/** Sends the contact form as a visitor would: the page first, then the form after the minimum fill time. */
export async function sendContactMessage(site: BuiltServer, subject: string) {
  const page = await (await fetch(`${site.origin}/contacto`)).text()
  const formStartedAt = /name="formStartedAt" value="([^"]+)"/.exec(page)?.[1] ?? ''
  await new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_MS + 200))
  return fetch(`${site.origin}/contacto`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      name: 'Marta Gil',
      email: 'marta@example.com',
      phone: '',
      subject,
      message: 'Quiero información sobre los entrenamientos de porteros.',
      consent: 'on',
      website: '',
      formStartedAt,
    }),
  })
}
