import { unavailabilityIn } from '../db/availability.server.ts'
import { APIError } from 'better-auth/api'
import type { Role } from '../db/schema.server.ts'
import { recordAudit, requestAddress } from '../audit/audit.server.ts'
import { logger } from '../logger.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'
import { deviceCookie, readDevice } from './device.server.ts'
import type { Identity } from './identity.server.ts'
import { identityMails } from './mails.server.ts'
import { holdForSecondFactor } from './two-factor-sign-in.server.ts'

/** secondFactor: the password was right, the headers hold the two-factor challenge, not a session. */
export type SignInResult =
  | { ok: true; headers: Headers; role: Role; secondFactor: boolean }
  | { ok: false; reason: 'invalid' | 'unverified' | 'suspended' }

/**
 * E-mail and password sign-in. Unknown e-mails and wrong passwords get the same answer; only the
 * owner of the right password learns the account waits for e-mail confirmation (and gets a new
 * link, at most one per ten minutes). Wrong passwords and sign-ins of an unconfirmed account are
 * limited per address and per account; a browser that signed in to the account before (its
 * device cookie) has its own limit instead, so a stranger's guesses cannot lock the owner out.
 * When strangers' guesses lock the account, its owner is told by e-mail.
 */
export async function signIn(
  id: Identity,
  request: Request,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  const user = await id.db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'locale'])
    .where('email', '=', email)
    .executeTakeFirst()
  const device = readDevice(id, request)
  const known = Boolean(user && device?.userId === user.id)
  const accountLimit = limits.signInAccount(email)
  const checks =
    known && device ? [limits.signInDevice(device.deviceId)] : [limits.signInIp(input.ip), accountLimit]
  const wait = await id.limiter.blockedFor(checks)
  if (wait) throw new TooManyAttempts(wait)
  const who = user ? { id: user.id, email: user.email } : null
  try {
    const { headers, response } = await id.auth.api.signInEmail({
      body: { email, password: input.password, callbackURL: '/signin?verified=1' },
      headers: request.headers,
      returnHeaders: true,
    })
    // A known device's success leaves a lock by strangers in place: it only ends its own count.
    await id.limiter.clear(known ? checks : [accountLimit])
    const role = response.user.role === 'admin' ? 'admin' : 'user'
    const held = await holdForSecondFactor(id, request, {
      userId: response.user.id,
      sessionToken: response.token,
    })
    if (held) return { ok: true, headers: held, role, secondFactor: true }
    headers.append('Set-Cookie', deviceCookie(id, response.user.id))
    await recordAudit(id.db, {
      action: 'auth.signIn',
      user: who,
      ip: input.ip,
      detail: { knownDevice: known },
    })
    return { ok: true, headers, role, secondFactor: false }
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    // The database went away mid-sign-in: a 503, not a wrong password counted against anyone.
    const outage = unavailabilityIn(error)
    if (outage) throw outage
    // Only the right password reaches the ban check, so this says nothing to a guesser.
    if (error.body?.code === 'BANNED_USER') return { ok: false, reason: 'suspended' }
    // An unconfirmed account counts like a wrong password: each try asks for a confirmation
    // e-mail, so the form must not be a way to send them on and on.
    const unverified = error.body?.code === 'EMAIL_NOT_VERIFIED'
    const counts = await id.limiter.hit(checks)
    await recordAudit(id.db, {
      action: 'auth.signInFailed',
      user: who,
      ip: input.ip,
      detail: unverified ? { knownDevice: known, unverified } : { knownDevice: known },
    })
    // The count reaches the limit once per window: one lock-out record and one e-mail per lock.
    if (user && !known && counts[1] === accountLimit.max) {
      await recordAudit(id.db, { action: 'auth.lockout', user: who, ip: input.ip })
      await identityMails(id.baseURL, id.db)
        .accountLocked(user)
        .catch((err: unknown) => logger.error({ err }, 'Lock-out notice not sent'))
    }
    return { ok: false, reason: unverified ? 'unverified' : 'invalid' }
  }
}

/** Ends the session of this request; the returned headers clear the cookie. */
export async function signOut(id: Identity, request: Request): Promise<Headers> {
  const session = await id.auth.api.getSession({ headers: request.headers })
  const { headers } = await id.auth.api.signOut({ headers: request.headers, returnHeaders: true })
  if (session)
    await recordAudit(id.db, {
      action: 'auth.signOut',
      user: { id: session.user.id, email: session.user.email },
      ip: requestAddress(request),
    })
  return headers
}
