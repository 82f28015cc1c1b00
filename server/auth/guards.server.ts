import { redirect } from 'react-router'
import type { Role } from '../db/schema.server.ts'
import { adminsNeedSecondFactor } from '../env.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { identity } from './instance.server.ts'
import {
  isIdle,
  lockSession,
  readSession,
  touchSession,
  type CurrentSession,
  type SessionUser,
} from './session.server.ts'
import { meetsAdminSecondFactor, SECOND_FACTOR_REQUIRED_PATH } from './two-factor-policy.server.ts'

export type { Role, SessionUser }

export const LOCKSCREEN_PATH = '/auth/boxed-lockscreen'

/** Where a user lands after sign-in when no redirectTo was asked for. */
export const homeFor = (role: Role) => (role === 'admin' ? '/admin/posts' : '/account-settings')

const here = (request: Request) => {
  const { pathname, search } = new URL(request.url)
  return pathname + search
}

/**
 * The signed-in, unlocked session, or a redirect: no session → /signin?redirectTo=…; a locked or
 * idle session → the lock screen (idle past ADMIN_IDLE_LOCK_MINUTES locks it here, on the server).
 */
export async function requireSession(request: Request): Promise<CurrentSession> {
  const id = identity()
  const session = await readSession(id, request)
  const redirectTo = new URLSearchParams({ redirectTo: here(request) })
  if (!session) throw redirect(`/signin?${redirectTo}`)
  if (!session.lockedAt && isIdle(session, id.idleLockMinutes)) await lockSession(id, session.id)
  else if (!session.lockedAt) {
    await touchSession(id, session)
    return session
  }
  throw redirect(`${LOCKSCREEN_PATH}?${redirectTo}`)
}

export async function requireUser(request: Request): Promise<SessionUser> {
  return (await requireSession(request)).user
}

/**
 * A signed-in user whose role is not allowed goes to / (spec section 6). With REQUIRE_2FA_FOR_ADMINS,
 * an admin-only page or action also needs a session that meets the second-factor rule, else the
 * admin goes to the two-factor enrolment.
 */
export async function requireRole(request: Request, ...allowed: Role[]): Promise<SessionUser> {
  const session = await requireSession(request)
  if (!allowed.includes(session.user.role)) throw redirect('/')
  if (await lacksAdminSecondFactor(session, allowed)) throw redirect(SECOND_FACTOR_REQUIRED_PATH)
  return session.user
}

/** Admin-only endpoints (no 'user' among the allowed roles) under REQUIRE_2FA_FOR_ADMINS. */
const lacksAdminSecondFactor = async (session: CurrentSession, allowed: Role[]) =>
  !allowed.includes('user') &&
  adminsNeedSecondFactor() &&
  !(await meetsAdminSecondFactor(identity(), session))

/**
 * For JSON endpoints called by scripts: the allowed user, or a JSON answer instead of a page
 * redirect: 401 without a usable (signed-in, unlocked) session, 403 for a role not allowed.
 */
export async function requireApiRole(request: Request, ...allowed: Role[]): Promise<SessionUser> {
  const id = identity()
  const session = await readSession(id, request)
  const t = getFixedT(request)
  if (!session || session.lockedAt || isIdle(session, id.idleLockMinutes))
    throw Response.json({ error: t('admin:errors.apiUnauthenticated') }, { status: 401 })
  if (!allowed.includes(session.user.role) || (await lacksAdminSecondFactor(session, allowed)))
    throw Response.json({ error: t('admin:errors.apiUnauthorized') }, { status: 403 })
  await touchSession(id, session)
  return session.user
}

export interface OptionalUser extends SessionUser {
  isAuthenticated: true
  locked: boolean
  idleLockMinutes: number
}

/** For layouts and the root loader: who is signed in, without redirecting anyone. */
export async function getOptionalUser(request: Request): Promise<OptionalUser | null> {
  const id = identity()
  const session = await readSession(id, request)
  if (!session) return null
  const locked = Boolean(session.lockedAt) || isIdle(session, id.idleLockMinutes)
  return { ...session.user, isAuthenticated: true, locked, idleLockMinutes: id.idleLockMinutes }
}
