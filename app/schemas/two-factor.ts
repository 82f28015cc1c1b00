import { z } from './zod.ts'
import { PASSWORD_MAX } from './auth.ts'

/** Two-factor forms (sign-in's second step, the account's two-factor screen); messages are keys. */
const password = () =>
  z.string({ error: 'auth:validation.required' }).max(PASSWORD_MAX, 'auth:validation.tooLong')

/** Six digits from the authenticator app (spaces people type between groups are dropped). */
const totpCode = () =>
  z
    .string({ error: 'auth:validation.required' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'twofactor:errors.codeFormat'))

/** A code from the app, or a recovery code (xxxxx-xxxxx). */
const anyCode = () =>
  z
    .string({ error: 'auth:validation.required' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'twofactor:errors.anyCodeFormat'))

export const SecondFactorSchema = z.object({
  code: anyCode(),
  trustBrowser: z.literal('on').optional(),
  // Never stored: safeRedirectPath drops a target holding control characters.
  redirectTo: z.string().max(2000).optional(),
})

/** The account's two-factor screen: one form per step, told apart by `intent`. */
export const StartTwoFactorSchema = z.object({ intent: z.literal('start'), password: password() })
export const ConfirmTwoFactorSchema = z.object({ intent: z.literal('confirm'), code: totpCode() })
export const RenewRecoveryCodesSchema = z.object({ intent: z.literal('renew'), password: password() })
export const DisableTwoFactorSchema = z.object({
  intent: z.literal('disable'),
  password: password(),
  code: anyCode(),
})

export const TwoFactorActionSchema = z.discriminatedUnion('intent', [
  StartTwoFactorSchema,
  ConfirmTwoFactorSchema,
  RenewRecoveryCodesSchema,
  DisableTwoFactorSchema,
])

export type TwoFactorIntent = z.infer<typeof TwoFactorActionSchema>['intent']
