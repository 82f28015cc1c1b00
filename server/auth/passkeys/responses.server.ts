import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'

/**
 * The browser's answers to a ceremony (what @simplewebauthn/browser returns), checked for shape
 * before they reach the verifier. Extension results are dropped: the site asks for none.
 */
const base64url = z
  .string()
  .min(1)
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+$/)
const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])
const credential = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
}

const RegistrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(transport).max(10).optional(),
  }),
})

const AuthenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function readRegistrationResponse(text: string): RegistrationResponseJSON | null {
  const parsed = RegistrationResponse.safeParse(parseJson(text))
  return parsed.success ? { ...parsed.data, clientExtensionResults: {} } : null
}

export function readAuthenticationResponse(text: string): AuthenticationResponseJSON | null {
  const parsed = AuthenticationResponse.safeParse(parseJson(text))
  return parsed.success ? { ...parsed.data, clientExtensionResults: {} } : null
}
