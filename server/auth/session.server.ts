import { surfaceUnavailability } from '../db/availability.server.ts'
import type { Role } from '../db/schema.server.ts'
import { COOKIE_PREFIX } from './auth.server.ts'
import type { Identity } from './identity.server.ts'

/** The signed-in user as the guards and pages see it (role null in the database counts as 'user'). */
export interface SessionUser {
  id: string
  name: string
  lastName: string | null
  email: string
  role: Role
}

export interface CurrentSession {
  id: string
  user: SessionUser
  lockedAt: string | null
  lastActivityAt: string
}

const toRole = (role: unknown): Role => (role === 'admin' ? 'admin' : 'user')

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${COOKIE_PREFIX}\\.session_token=`)

/** The session of this request's cookie with its lock-screen state, or null. */
export async function readSession(id: Identity, request: Request): Promise<CurrentSession | null> {
  // Without a session cookie there is no session: anonymous pages skip better-auth entirely.
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return null
  const found = await surfaceUnavailability(id.auth.api.getSession({ headers: request.headers }))
  // A suspended account's sessions are ended when it is suspended; this holds even if one was not.
  if (!found || found.user.banned) return null
  const row = await id.db
    .selectFrom('session')
    .select(['lockedAt', 'lastActivityAt', 'createdAt'])
    .where('id', '=', found.session.id)
    .executeTakeFirst()
  if (!row) return null
  const { user } = found
  return {
    id: found.session.id,
    user: {
      id: user.id,
      name: user.name,
      lastName: user.lastName ?? null,
      email: user.email,
      role: toRole(user.role),
    },
    lockedAt: row.lockedAt,
    lastActivityAt: row.lastActivityAt ?? row.createdAt,
  }
}

/** Idle time is measured on the server from the last request or heartbeat of the private area. */
export const isIdle = (session: CurrentSession, minutes: number, now = Date.now()) =>
  now - Date.parse(session.lastActivityAt) > minutes * 60_000

/** Locks an unlocked session; a new lock starts a new count of wrong passwords. */
export async function lockSession(id: Identity, sessionId: string) {
  await id.db
    .updateTable('session')
    .set({ lockedAt: new Date().toISOString(), unlockFailures: 0 })
    .where('id', '=', sessionId)
    .where('lockedAt', 'is', null)
    .execute()
}

/** Records activity; skipped when the last one is under a minute old (no write per request). */
export async function touchSession(id: Identity, session: CurrentSession, now = Date.now()) {
  if (now - Date.parse(session.lastActivityAt) < 60_000) return
  await id.db
    .updateTable('session')
    .set({ lastActivityAt: new Date(now).toISOString() })
    .where('id', '=', session.id)
    .execute()
}
