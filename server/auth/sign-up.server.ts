import { signUpCallback } from './sign-up-return.server.ts'
import { concurrencyLimit } from '../concurrency.server.ts'
import { postgresPoolSize } from '../db/connection.server.ts'
import { APIError } from 'better-auth/api'
import { z } from 'zod'
import type { Language } from '#app/i18n/languages.ts'
import { forCallbacks, type Identity } from './identity.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'
import { recordConsent } from '../privacy/consents.server.ts'

export interface SignUpInput {
  name: string
  lastName: string
  email: string
  password: string
  locale: Language
  ip: string
  /** The page to come back to after confirming and signing in (a wall's course or lesson). */
  redirectTo?: string
}

/** The part of better-auth's sign-up answer we read: the account's id (made up for a known address). */
const SignUpAnswer = z.object({ user: z.object({ id: z.string() }) })

/** better-auth logs a failed user insert and answers as if the sign-up had worked. */
export class SignUpNotStored extends Error {
  override name = 'SignUpNotStored'
}

/**
 * Creates the account and e-mails a confirmation link. The answer is the same whether or not the
 * address already had an account (its owner gets an e-mail saying so instead): no enumeration.
 * When no account exists for the address afterwards, the database refused the new one: that is an
 * error (the visitor gets the error page), never a "check your e-mail" for a mail that never comes.
 */
/**
 * better-auth writes a sign-up in a transaction that holds one pooled connection while our hooks
 * (name rules, the confirmation mail's limit) take another: as many sign-ups at once as the pool has
 * connections would each hold one and wait for a second for ever. Half the pool at most, the rest
 * queue (each takes a password hash's time).
 */
const signUpsAtOnce = concurrencyLimit(Math.max(1, Math.floor(postgresPoolSize() / 2)))

export async function signUp(id: Identity, request: Request, input: SignUpInput) {
  const checks = [limits.signUpIp(input.ip), limits.signUpEmail(input.email.toLowerCase())]
  const wait = await id.limiter.blockedFor(checks)
  if (wait) throw new TooManyAttempts(wait)
  await id.limiter.hit(checks) // every sign-up counts, per network address and per e-mail
  const answer = await signUpsAtOnce.run(() =>
    id.auth.api.signUpEmail({
      body: {
        name: input.name,
        lastName: input.lastName,
        email: input.email,
        password: input.password,
        locale: input.locale,
        callbackURL: signUpCallback(input.redirectTo),
      },
      headers: request.headers,
      request: forCallbacks(request),
      asResponse: true,
    }),
  )
  const stored = await id.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', input.email.toLowerCase())
    .executeTakeFirst()
  if (!stored) throw new SignUpNotStored('better-auth stored no account for a sign-up')
  // For an address that already had an account better-auth answers with a made-up id: only the
  // account this sign-up created gets the consent (the form's required privacy checkbox).
  const answered = SignUpAnswer.safeParse(await answer.json())
  if (answered.success && answered.data.user.id === stored.id)
    await recordConsent(id.db, { userId: stored.id, kind: 'privacy', ip: input.ip })
}

export type VerifyOutcome = 'verified' | 'expired' | 'invalid'

/** better-auth's token payload, read (not trusted) to refuse tokens that would change an address. */
function asksForAddressChange(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload !== 'object' || payload === null || 'updateTo' in payload
  } catch {
    return true
  }
}

/**
 * The sign-up confirmation link. Only better-auth's server API sees the token; a token minted for
 * an address change (the old flow) is refused: address changes go through email-change.server.ts.
 */
export async function verifySignUpEmail(
  id: Identity,
  request: Request,
  token: string,
): Promise<VerifyOutcome> {
  if (!token || token.length > 4096 || asksForAddressChange(token)) return 'invalid'
  try {
    await id.auth.api.verifyEmail({ query: { token }, request: forCallbacks(request) })
    return 'verified'
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return error.body?.code === 'TOKEN_EXPIRED' ? 'expired' : 'invalid'
  }
}
