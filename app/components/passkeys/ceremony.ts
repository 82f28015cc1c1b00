import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'

export const PASSKEY_ENDPOINT = '/auth/passkey'

/** A ceremony that did not finish, with the translated message (or key) to show. */
export class PasskeyProblem extends Error {
  override name = 'PasskeyProblem'
}

interface OptionsOf {
  signInOptions: PublicKeyCredentialRequestOptionsJSON
  registerOptions: PublicKeyCredentialCreationOptionsJSON
}

/**
 * Asks the server for a ceremony's options. A plain fetch, not a loader: the browser's passkey
 * prompt must start from the click that asked for it, with the options already in hand.
 */
export async function requestOptions<I extends keyof OptionsOf>(intent: I): Promise<OptionsOf[I]> {
  const body = new FormData()
  body.set('intent', intent)
  const response = await fetch(PASSKEY_ENDPOINT, { method: 'POST', body }).catch(() => null)
  const json: unknown = await response?.json().catch(() => null)
  if (!response?.ok || !json || typeof json !== 'object')
    throw new PasskeyProblem(errorIn(json) ?? 'passkeys:errors.failed')
  // Our own endpoint's answer, made by SimpleWebAuthn on the server for exactly this intent.
  return json as OptionsOf[I]
}

const errorIn = (json: unknown) =>
  json && typeof json === 'object' && 'error' in json && typeof json.error === 'string' ? json.error : null

/** The message for a ceremony the browser ended: cancelled, timed out, or refused. */
export function problemOf(error: unknown): string {
  if (error instanceof PasskeyProblem) return error.message
  const name = error instanceof Error ? error.name : ''
  if (name === 'InvalidStateError') return 'passkeys:errors.duplicate'
  if (name === 'NotSupportedError') return 'passkeys:errors.unsupported'
  return 'passkeys:errors.cancelled'
}

/** The browser's own stop of a ceremony (a newer one took over): nothing to tell the user. */
export const wasAborted = (error: unknown) => error instanceof Error && error.name === 'AbortError'
