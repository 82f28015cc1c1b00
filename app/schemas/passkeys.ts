import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

export const PASSKEY_NAME_MAX = 60
/** A WebAuthn answer is a few kilobytes of base64url; anything far larger is not one. */
const RESPONSE_MAX = 20_000

const passkeyName = () =>
  plainString({ error: 'validation:required' })
    .trim()
    .min(1, 'validation:required')
    .max(PASSKEY_NAME_MAX, 'validation:tooLong')
const passkeyId = () => z.coerce.number({ error: 'validation:invalid' }).int().positive()
const webAuthnResponse = () => z.string({ error: 'passkeys:errors.invalid' }).min(1).max(RESPONSE_MAX)

/** The add form as the browser checks it before the ceremony: a name for the new passkey. */
export const NewPasskeySchema = z.object({ intent: z.literal('add'), name: passkeyName() })

export const RenamePasskeySchema = z.object({
  intent: z.literal('rename'),
  id: passkeyId(),
  name: passkeyName(),
})

/** What the passkeys screen's action accepts: the add form with the browser's answer, rename, remove. */
export const PasskeyActionSchema = z.discriminatedUnion('intent', [
  NewPasskeySchema.extend({ response: webAuthnResponse() }),
  RenamePasskeySchema,
  z.object({ intent: z.literal('remove'), id: passkeyId() }),
])

/** The passkey endpoint: options for a sign-in or for adding a passkey, and the sign-in itself. */
export const PasskeyCeremonySchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('signInOptions') }),
  z.object({ intent: z.literal('registerOptions') }),
  z.object({
    intent: z.literal('signIn'),
    response: webAuthnResponse(),
    redirectTo: z.string().max(2000).optional(),
  }),
])
