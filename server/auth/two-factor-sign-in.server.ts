import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { APIError } from 'better-auth/api'
import { recordAudit } from '../audit/audit.server.ts'
import type { Role } from '../db/schema.server.ts'
import { deviceCookie } from './device.server.ts'
import type { Identity } from './identity.server.ts'
import { checkSecondFactor, type SecondFactor } from './two-factor.server.ts'

/**
 * The sign-in of an account with two-factor sign-in on. The right password gives no session: it
 * gives a "half-signed-in" cookie naming a challenge row that lasts CHALLENGE_MINUTES and opens
 * nothing but /signin/two-factor. A right code there makes the session. A browser may be trusted
 * for TRUST_DAYS (a signed cookie bound to the account's current enrolment): it skips the code.
 */
export const CHALLENGE_MINUTES = 5
export const TRUST_DAYS = 30

/** Sign-in's second step, keeping where the visitor was going. */
export const secondFactorPath = (redirectTo: string) =>
  redirectTo ? `/signin/two-factor?${new URLSearchParams({ redirectTo })}` : '/signin/two-factor'

const https = (id: Identity) => id.baseURL.startsWith('https://')
const cookieName = (id: Identity, name: string) => (https(id) ? `__Host-coach.${name}` : `coach.${name}`)
/** The two cookies of two-factor sign-in (the privacy page lists them). */
export const TWO_FACTOR_COOKIES = { challenge: 'two_factor', trusted: 'trusted_browser' } as const
const CHALLENGE = TWO_FACTOR_COOKIES.challenge
const TRUSTED = TWO_FACTOR_COOKIES.trusted

function cookie(id: Identity, name: string, value: string, maxAgeSeconds: number) {
  const secure = https(id) ? '; Secure' : ''
  return `${cookieName(id, name)}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

function readCookie(id: Identity, request: Request, name: string) {
  const full = cookieName(id, name)
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${full}=`))
    ?.slice(full.length + 1)
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

// ── trusted browsers ────────────────────────────────────────────────────────────────────────────

const trustSignature = (id: Identity, payload: string, enabledAt: string) =>
  createHmac('sha256', id.twoFactorKey).update(`trusted-browser|${payload}|${enabledAt}`).digest('base64url')

const enabledAtOf = async (id: Identity, userId: string) =>
  (
    await id.db
      .selectFrom('two_factor')
      .select('enabledAt')
      .where('userId', '=', userId)
      .where('enabledAt', 'is not', null)
      .executeTakeFirst()
  )?.enabledAt ?? null

/** True when this browser holds a valid trust cookie for this account's current enrolment. */
export async function isTrustedBrowser(id: Identity, request: Request, userId: string, now = Date.now()) {
  const [cookieUser, expires, signature, extra] = (readCookie(id, request, TRUSTED) ?? '').split('.')
  if (cookieUser !== userId || !expires || !signature || extra !== undefined) return false
  if (Number(expires) * 1000 <= now) return false
  const enabledAt = await enabledAtOf(id, userId)
  if (!enabledAt) return false
  const expected = Buffer.from(trustSignature(id, `${cookieUser}.${expires}`, enabledAt))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function trustCookie(id: Identity, userId: string, now = Date.now()) {
  const maxAge = TRUST_DAYS * 24 * 60 * 60
  const payload = `${userId}.${Math.floor(now / 1000) + maxAge}`
  const enabledAt = (await enabledAtOf(id, userId)) ?? ''
  return cookie(id, TRUSTED, `${payload}.${trustSignature(id, payload, enabledAt)}`, maxAge)
}

// ── the half-signed-in state ────────────────────────────────────────────────────────────────────

/**
 * Called by sign-in after a right password: when the account has two-factor sign-in on and this
 * browser is not trusted, the session better-auth just made is deleted and the returned headers set
 * the challenge cookie instead. null: the sign-in goes on as usual.
 */
export async function holdForSecondFactor(
  id: Identity,
  request: Request,
  signedIn: { userId: string; sessionToken: string },
): Promise<Headers | null> {
  const { userId } = signedIn
  if (!(await enabledAtOf(id, userId)) || (await isTrustedBrowser(id, request, userId))) return null
  const context = await id.auth.$context
  await context.internalAdapter.deleteSession(signedIn.sessionToken)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000).toISOString()
  await id.db.deleteFrom('two_factor_challenge').where('expiresAt', '<', new Date().toISOString()).execute()
  await id.db
    .insertInto('two_factor_challenge')
    .values({ tokenHash: hashOf(token), userId, expiresAt })
    .execute()
  return new Headers({ 'Set-Cookie': cookie(id, CHALLENGE, token, CHALLENGE_MINUTES * 60) })
}

/** The account waiting for its second factor in this browser, or null (none, or expired). */
export async function pendingChallenge(id: Identity, request: Request) {
  const token = readCookie(id, request, CHALLENGE)
  if (!token) return null
  const row = await id.db
    .selectFrom('two_factor_challenge')
    .innerJoin('user', 'user.id', 'two_factor_challenge.userId')
    .select(['two_factor_challenge.tokenHash', 'user.id', 'user.email', 'user.role'])
    .where('two_factor_challenge.tokenHash', '=', hashOf(token))
    .where('two_factor_challenge.expiresAt', '>', new Date().toISOString())
    .executeTakeFirst()
  if (!row) return null
  const role: Role = row.role === 'admin' ? 'admin' : 'user'
  return { tokenHash: row.tokenHash, user: { id: row.id, email: row.email }, role }
}

export type SecondStepResult =
  { ok: true; headers: Headers; role: Role } | { ok: false; reason: 'expired' | 'invalid' | 'suspended' }

/** The second step: a right code (or recovery code) turns the challenge into a session. */
export async function completeSecondFactor(
  id: Identity,
  request: Request,
  input: { code: string; trustBrowser: boolean; ip: string },
): Promise<SecondStepResult> {
  const challenge = await pendingChallenge(id, request)
  if (!challenge) return { ok: false, reason: 'expired' }
  const { user } = challenge
  const factor = await checkSecondFactor(id, user, { code: input.code, ip: input.ip, during: 'signIn' })
  if (!factor) return { ok: false, reason: 'invalid' }
  await id.db.deleteFrom('two_factor_challenge').where('tokenHash', '=', challenge.tokenHash).execute()
  try {
    const { headers } = await id.auth.api.createSessionAfterSecondFactor({
      body: { userId: user.id },
      headers: request.headers,
      returnHeaders: true,
    })
    headers.append('Set-Cookie', cookie(id, CHALLENGE, '', 0))
    headers.append('Set-Cookie', deviceCookie(id, user.id))
    if (input.trustBrowser) headers.append('Set-Cookie', await trustCookie(id, user.id))
    await recordSignIn(id, user, input.ip, factor)
    return { ok: true, headers, role: challenge.role }
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'BANNED_USER')
      return { ok: false, reason: 'suspended' }
    throw error
  }
}

const recordSignIn = (id: Identity, user: { id: string; email: string }, ip: string, factor: SecondFactor) =>
  recordAudit(id.db, { action: 'auth.signIn', user, ip, detail: { secondFactor: factor } })
