import { APIError } from 'better-auth/api'
import type { Role } from '../db/schema.server.ts'
import type { Identity } from './identity.server.ts'
import { blockedFor, clearFailures, limits, recordFailure, TooManyAttempts } from './throttle.server.ts'

export type SignInResult =
  { ok: true; headers: Headers; role: Role } | { ok: false; reason: 'invalid' | 'unverified' }

/**
 * E-mail and password sign-in, throttled per account and per address. Unknown e-mails and wrong
 * passwords get the same answer; only the owner of the right password learns the account waits
 * for e-mail confirmation (and gets a new link).
 */
export async function signIn(
  id: Identity,
  request: Request,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const checks = [limits.signInIp(input.ip), limits.signInAccount(input.email)]
  const wait = await blockedFor(id.db, checks)
  if (wait) throw new TooManyAttempts(wait)
  try {
    const { headers, response } = await id.auth.api.signInEmail({
      body: { email: input.email, password: input.password, callbackURL: '/signin?verified=1' },
      headers: request.headers,
      returnHeaders: true,
    })
    await clearFailures(id.db, [limits.signInAccount(input.email)])
    return { ok: true, headers, role: response.user.role === 'admin' ? 'admin' : 'user' }
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    if (error.body?.code === 'EMAIL_NOT_VERIFIED') return { ok: false, reason: 'unverified' }
    await recordFailure(id.db, checks)
    return { ok: false, reason: 'invalid' }
  }
}

/** Ends the session of this request; the returned headers clear the cookie. */
export async function signOut(id: Identity, request: Request): Promise<Headers> {
  const { headers } = await id.auth.api.signOut({ headers: request.headers, returnHeaders: true })
  return headers
}
