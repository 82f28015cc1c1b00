import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { openConnection, type Connection } from '#server/db/connection.server.ts'
import { appOnDatabase } from '#tests/app-on-database.ts'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { startStandIn, type StripeStandIn } from '#tests/stripe/stand-in.ts'

/**
 * The built server (`node server.js`) on a scratch SQLite database of its own, with the demo content,
 * and the matrix's accounts signed in: the whole database is the matrix's, so it can be fingerprinted.
 */

/** The built server's session secret: the matrix signs a team reminder's answer link with it. */
export const SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789'
const STRIPE_WEBHOOK_SECRET = 'whsec_permission_matrix'

/** Who sends a form. `locked*` hold a session the lock screen has locked; `learner` is enrolled in a course. */
export const ROLES = ['visitor', 'user', 'lockedUser', 'lockedAdmin', 'learner', 'owner', 'admin'] as const
export type Role = (typeof ROLES)[number]
const ACCOUNT_ROLE = {
  user: 'user',
  lockedUser: 'user',
  lockedAdmin: 'admin',
  learner: 'user',
  owner: 'user',
  admin: 'admin',
} as const
type SignedInRole = keyof typeof ACCOUNT_ROLE

export type Fields = Record<string, string | string[] | File>

/** What the server answered: the status, and for a redirect (HTTP or turbo-stream) its location. */
export interface Answer {
  status: number
  location?: string
  body: string
}

export interface Site {
  server: BuiltServer
  /** Stripe's stand-in: payments are on, so the forms that ask Stripe (a refund) take effect. */
  standIn: StripeStandIn
  connection: Connection
  emails: Record<SignedInRole, string>
  cookies: Record<Role, string>
  /** Signs every account in again (a form may have ended a session or changed a password). */
  signInAgain(): Promise<void>
  /** A session of its own for a spare account, for forms that end the session they come with. */
  spareCookie(): Promise<string>
  send(
    url: string,
    fields: Fields,
    options: { role: Role; cookie?: string; method?: string; resource?: boolean },
  ): Promise<Answer>
  close(): Promise<void>
}

let visitorCount = 0
/** A client address per request (one trusted proxy), so the per-address limits never apply. */
const nextAddress = () => {
  visitorCount += 1
  return `10.${(visitorCount >> 16) & 255}.${(visitorCount >> 8) & 255}.${visitorCount & 255}`
}

/**
 * `<path>.data` answers a form the way the browser's router asks for it: the action's own answer,
 * never the page's loader after it. A redirect comes back as 202 with a turbo-stream body whose first
 * line is `[{"_1":2,"_3":4,…},"redirect","/signin?…","status",302,…]`.
 */
export function decodeDataAnswer(status: number, body: string): Answer {
  if (status !== 202) return { status, body }
  const flat = JSON.parse(body.split('\n')[0] ?? '[]') as unknown[]
  const root = (flat[0] ?? {}) as Record<string, number>
  const fields = Object.fromEntries(
    Object.entries(root).map(([key, value]) => [
      flat[Number(key.slice(1))],
      value >= 0 ? flat[value] : undefined,
    ]),
  )
  if (typeof fields.redirect !== 'string') return { status, body }
  return { status: Number(fields.status), location: fields.redirect, body }
}

const encode = (fields: Fields) => {
  const hasFile = Object.values(fields).some((value) => value instanceof File)
  const body = hasFile ? new FormData() : new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value])
      if (item instanceof File) (body as FormData).append(name, item)
      else body.append(name, item)
  return body
}

export async function startSite(): Promise<Site> {
  ensureBuild()
  const database: ScratchDatabase = await createScratchDatabase('sqlite')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'permission-matrix-'))
  const port = await freePort()
  // Payments on, against the Stripe stand-in: the membership plans and subscribe forms act for real.
  const standIn = await startStandIn({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
  })
  const server = await startBuiltServer(port, {
    STRIPE_SECRET_KEY: 'sk_test_permission_matrix',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.origin,
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    SESSION_SECRET,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    // The demo content gives every screen real records: posts, concepts, drills, courses, sessions.
    SEED_DEMO: 'auto',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // A slow run must not lock the matrix's own sessions on the way.
    ADMIN_IDLE_LOCK_MINUTES: '600',
    // The admin here signs in with a password alone; the two-factor rule has its own tests
    // (tests/integration/admin-second-factor.test.ts).
    REQUIRE_2FA_FOR_ADMINS: 'false',
  })
  const app = await appOnDatabase(database.url)
  const connection = openConnection(database.url)
  const tag = Math.random().toString(36).slice(2, 8)
  const emails = Object.fromEntries(
    Object.keys(ACCOUNT_ROLE).map((role) => [role, `matriz-${role.toLowerCase()}-${tag}@example.com`]),
  ) as Record<SignedInRole, string>
  const cookies: Record<Role, string> = {
    visitor: '',
    user: '',
    lockedUser: '',
    lockedAdmin: '',
    learner: '',
    owner: '',
    admin: '',
  }
  let spares = 0

  async function signInAgain() {
    for (const [role, accountRole] of Object.entries(ACCOUNT_ROLE) as Array<[SignedInRole, 'admin' | 'user']>)
      cookies[role] = await app.cookieFor(accountRole, emails[role], nextAddress())
    const locked = [emails.lockedUser, emails.lockedAdmin]
    await sql`update session set "lockedAt" = ${new Date().toISOString()} where "userId" in (select id from "user" where email in (${sql.join(locked)}))`.execute(
      connection.db,
    )
  }
  await signInAgain()

  return {
    server,
    standIn,
    connection,
    emails,
    cookies,
    signInAgain,
    spareCookie: () =>
      app.cookieFor('user', `matriz-spare-${tag}-${(spares += 1)}@example.com`, nextAddress()),
    async send(url, fields, { role, cookie, method = 'POST', resource = false }) {
      const response = await fetch(`${server.origin}${resource ? url : `${url}.data`}`, {
        method,
        redirect: 'manual',
        headers: {
          Origin: server.origin,
          'Accept-Language': 'es',
          'X-Forwarded-For': nextAddress(),
          ...((cookie ?? cookies[role]) ? { Cookie: cookie ?? cookies[role] } : {}),
        },
        body: method === 'DELETE' ? undefined : encode(fields),
      })
      const body = await response.text()
      if (resource)
        return { status: response.status, location: response.headers.get('location') ?? undefined, body }
      return decodeDataAnswer(response.status, body)
    },
    async close() {
      server.process.kill('SIGTERM')
      await server.exited
      await standIn.close()
      await connection.close()
      await app.connection.close()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
