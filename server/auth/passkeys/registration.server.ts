import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import { recordAudit } from '../../audit/audit.server.ts'
import type { Identity } from '../identity.server.ts'
import type { SessionUser } from '../session.server.ts'
import { answeredChallenge, consumeChallenge, storeChallenge } from './challenges.server.ts'
import { credentialDescriptors, findByCredentialId, insertPasskey } from './credentials.server.ts'
import { expectedAnswer, relyingParty } from './relying-party.server.ts'
import { readRegistrationResponse } from './responses.server.ts'

/**
 * The options for the browser to make a new passkey for this user: discoverable (so it signs in
 * without an e-mail), user verification required, the user's passkeys excluded.
 */
export async function registrationOptions(id: Identity, request: Request, user: SessionUser) {
  const rp = relyingParty(request)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: [user.name, user.lastName].filter(Boolean).join(' '),
    attestationType: 'none',
    excludeCredentials: await credentialDescriptors(id.db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await storeChallenge(id.db, { value: options.challenge, purpose: 'register', userId: user.id })
  return options
}

export type AddPasskeyResult =
  { ok: true; id: number } | { ok: false; reason: 'expired' | 'invalid' | 'duplicate' }

/**
 * Verifies the browser's answer to this user's registration challenge and keeps the new passkey.
 * The challenge is taken first, so an answer is never accepted twice.
 */
export async function addPasskey(
  id: Identity,
  request: Request,
  user: SessionUser,
  input: { name: string; response: string; ip: string },
): Promise<AddPasskeyResult> {
  const response = readRegistrationResponse(input.response)
  const challenge = answeredChallenge(response?.response.clientDataJSON)
  if (!response || !challenge) return { ok: false, reason: 'invalid' }
  const live = await consumeChallenge(id.db, { value: challenge, purpose: 'register', userId: user.id })
  if (!live) return { ok: false, reason: 'expired' }
  const verification = await verifyRegistrationResponse({
    response,
    ...expectedAnswer(request, challenge),
  }).catch(() => null) // a wrong origin, rp id or signature: refused like any bad answer
  if (!verification?.verified) return { ok: false, reason: 'invalid' }
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo
  if (await findByCredentialId(id.db, credential.id)) return { ok: false, reason: 'duplicate' }
  const passkeyId = await insertPasskey(id.db, {
    userId: user.id,
    name: input.name,
    credential,
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  })
  await recordAudit(id.db, {
    action: 'passkey.add',
    user,
    target: { type: 'passkey', id: passkeyId },
    detail: { name: input.name },
    ip: input.ip,
  })
  return { ok: true, id: passkeyId }
}
