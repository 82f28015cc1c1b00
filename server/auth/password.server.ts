import { APIError } from 'better-auth/api'
import { forCallbacks, type Identity } from './identity.server.ts'
import { identityMails } from './mails.server.ts'
import { voidResetLinks } from './reset-tokens.server.ts'
import { recordAudit, requestAddress } from '../audit/audit.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'

/**
 * Asks for a reset link ("recover id or reset password", spec): an address with an account gets
 * the link; an address without one gets a mail saying so and how to sign up, so whoever forgot
 * which address they used learns it in their own inbox. The screen answers the same in both cases;
 * over the per-address or per-IP limit it throws TooManyAttempts (counted for every address
 * alike, so the refusal says nothing about accounts either).
 */
export async function requestPasswordReset(
  id: Identity,
  request: Request,
  input: { email: string; ip: string },
) {
  const checks = [limits.resetIp(input.ip), limits.resetEmail(input.email)]
  const wait = await id.limiter.blockedFor(checks)
  if (wait) throw new TooManyAttempts(wait)
  await id.limiter.hit(checks)
  const known = await id.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst()
  if (!known) return identityMails(id.baseURL, id.db).noAccount(input.email, request)
  await id.auth.api.requestPasswordReset({
    body: { email: input.email, redirectTo: '/auth/boxed-password-change' },
    headers: request.headers,
    request: forCallbacks(request),
  })
}

export type TokenState = 'valid' | 'expired' | 'invalid'

/** Checked before showing the form, so an old or used link says so at once. */
export async function resetTokenState(id: Identity, token: string): Promise<TokenState> {
  if (!token || token.length > 200) return 'invalid'
  const context = await id.auth.$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!found) return 'invalid'
  return new Date(found.expiresAt).getTime() < Date.now() ? 'expired' : 'valid'
}

/** The account a valid reset token belongs to (its e-mail: the "no e-mail in password" rule). */
async function resetTokenUser(id: Identity, token: string) {
  const context = await id.auth.$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!found) return undefined
  return id.db.selectFrom('user').select(['id', 'email']).where('id', '=', found.value).executeTakeFirst()
}

export async function resetTokenEmail(id: Identity, token: string): Promise<string | undefined> {
  return (await resetTokenUser(id, token))?.email
}

/**
 * Sets the new password; the token is single-use, every other reset link of the account is void
 * and every session of the account ends.
 */
export async function resetPassword(
  id: Identity,
  input: { token: string; password: string; ip?: string },
): Promise<TokenState> {
  const state = await resetTokenState(id, input.token)
  if (state !== 'valid') return state
  const user = await resetTokenUser(id, input.token)
  try {
    await id.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } })
    if (user) await voidResetLinks(id.db, user.id)
    await recordAudit(id.db, { action: 'auth.passwordReset', user, ip: input.ip })
    return 'valid'
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_TOKEN') return 'invalid'
    throw error
  }
}

/** Checks a signed-in user's password (lock screen, password change, account deletion), throttled. */
export async function verifyOwnPassword(id: Identity, userId: string, password: string): Promise<boolean> {
  const limit = limits.password(userId)
  const wait = await id.limiter.blockedFor([limit])
  if (wait) throw new TooManyAttempts(wait)
  const account = await id.db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst()
  const context = await id.auth.$context
  const ok =
    Boolean(account?.password) && (await context.password.verify({ hash: account?.password ?? '', password }))
  if (ok) await id.limiter.clear([limit])
  else await id.limiter.hit([limit])
  return ok
}

/**
 * Changes the password (current one required); other sessions end, this one is renewed, and
 * reset links asked for before no longer work.
 */
export async function changePassword(
  id: Identity,
  request: Request,
  input: { userId: string; currentPassword: string; password: string },
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  if (!(await verifyOwnPassword(id, input.userId, input.currentPassword))) return { ok: false }
  const { headers } = await id.auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
    headers: request.headers,
    returnHeaders: true,
  })
  await voidResetLinks(id.db, input.userId)
  const user = await id.db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('id', '=', input.userId)
    .executeTakeFirst()
  await recordAudit(id.db, { action: 'auth.passwordChange', user, ip: requestAddress(request) })
  return { ok: true, headers }
}
