import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { APIError } from 'better-auth/api'
import { recordAudit } from '../../audit/audit.server.ts'
import type { Role } from '../../db/schema.server.ts'
import { limits } from '../../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../../rate-limit/rate-limiter.server.ts'
import { deviceCookie } from '../device.server.ts'
import type { Identity } from '../identity.server.ts'
import { answeredChallenge, consumeChallenge, storeChallenge } from './challenges.server.ts'
import { findByCredentialId, recordUse, type StoredPasskey } from './credentials.server.ts'
import { expectedAnswer, relyingParty } from './relying-party.server.ts'
import { readAuthenticationResponse } from './responses.server.ts'

/**
 * Options for a passkey sign-in. No credentials are listed: the passkeys are discoverable, so the
 * browser offers the ones it holds for this site (the button, and the e-mail field's autofill).
 */
export async function signInOptions(id: Identity, request: Request, ip: string) {
  const started = await id.limiter.consume(limits.passkeyOptionsIp(ip))
  if (!started.allowed) throw new TooManyAttempts(started.retryAfterSeconds)
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(request).id,
    userVerification: 'required',
  })
  await storeChallenge(id.db, { value: options.challenge, purpose: 'signin', userId: null })
  return options
}

export type PasskeySignInFailure = 'expired' | 'invalid' | 'unverified' | 'suspended'
export type PasskeySignInResult =
  { ok: true; headers: Headers; role: Role } | { ok: false; reason: PasskeySignInFailure }

/**
 * Signs in with a passkey: the answer must carry a live sign-in challenge, come from a passkey on
 * record, from our origin and relying party, with a counter that moved on. The session is a normal
 * one (same cookies, device cookie, audit record) marked as made by a passkey. Failures count
 * against the address like wrong passwords; suspended accounts and unconfirmed addresses are
 * refused as in password sign-in.
 */
export async function signInWithPasskey(
  id: Identity,
  request: Request,
  input: { response: string; ip: string },
): Promise<PasskeySignInResult> {
  const limit = limits.passkeySignInIp(input.ip)
  const wait = await id.limiter.blockedFor([limit])
  if (wait) throw new TooManyAttempts(wait)
  const fail = async (reason: 'expired' | 'invalid', passkey?: StoredPasskey) => {
    await id.limiter.hit([limit])
    const who = passkey ? await accountOf(id, passkey.userId) : undefined
    await recordAudit(id.db, {
      action: 'auth.signInFailed',
      user: who ? { id: who.id, email: who.email } : null,
      ip: input.ip,
      detail: { method: 'passkey' },
    })
    return { ok: false, reason } as const
  }

  const response = readAuthenticationResponse(input.response)
  const challenge = answeredChallenge(response?.response.clientDataJSON)
  if (!response || !challenge) return fail('invalid')
  if (!(await consumeChallenge(id.db, { value: challenge, purpose: 'signin', userId: null })))
    return fail('expired')
  const passkey = await findByCredentialId(id.db, response.id)
  if (!passkey) return fail('invalid')
  const verification = await verifyAuthenticationResponse({
    response,
    credential: passkey.credential,
    ...expectedAnswer(request, challenge),
  }).catch(() => null) // wrong origin or rp id, bad signature, counter gone backwards: refused alike
  if (!verification?.verified) return fail('invalid', passkey)
  await recordUse(id.db, passkey.id, verification.authenticationInfo.newCounter)

  const user = await accountOf(id, passkey.userId)
  if (!user) return fail('invalid', passkey)
  if (!user.emailVerified) return { ok: false, reason: 'unverified' }
  try {
    const { headers } = await id.auth.api.signInVerifiedPasskey({
      body: { userId: user.id },
      headers: request.headers,
      returnHeaders: true,
    })
    headers.append('Set-Cookie', deviceCookie(id, user.id))
    await recordAudit(id.db, {
      action: 'auth.signIn',
      user: { id: user.id, email: user.email },
      target: { type: 'passkey', id: passkey.id },
      ip: input.ip,
      detail: { method: 'passkey' },
    })
    return { ok: true, headers, role: user.role === 'admin' ? 'admin' : 'user' }
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'BANNED_USER')
      return { ok: false, reason: 'suspended' }
    throw error
  }
}

const accountOf = (id: Identity, userId: string) =>
  id.db
    .selectFrom('user')
    .select(['id', 'email', 'emailVerified', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst()

/** Whether a passkey opened this session: it then counts as both factors (docs/decisions/023-passkeys.md). */
export async function signedInWithPasskey(id: Pick<Identity, 'db'>, sessionId: string) {
  const row = await id.db
    .selectFrom('session')
    .select('signInMethod')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  return row?.signInMethod === 'passkey'
}
