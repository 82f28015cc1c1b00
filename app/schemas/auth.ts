import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits.ts'

/**
 * Identity forms: one schema each, run by Conform in the browser and again in the action.
 * Messages are translation keys of the `auth` namespace. The password rules that need the
 * 49 000-word common-password list run on the server only (see passwordRules' `isCommon`).
 */
export { PASSWORD_MIN, PASSWORD_MAX, NAME_MAX, EMAIL_MAX } from './auth-limits.ts'

const text = () => plainString({ error: 'auth:validation.required' }).trim()

/** ASCII-only addresses: look-alike letters (Cyrillic "а" for "a") are rejected, not normalised. */
export const emailField = () =>
  text()
    .max(EMAIL_MAX, 'auth:validation.tooLong')
    .pipe(z.email('auth:validation.email'))
    .transform((value) => value.toLowerCase())

/** A web address: a scheme ("https://"), "www." or a host name with a top-level domain ("evil.example/"). */
const WEB_ADDRESS = /:\/\/|www\.|[\p{L}\p{N}-]\.\p{L}{2,}(?:[/:?#\s]|$)/iu

/**
 * Names are greeted in e-mails and shown on pages, so they carry no links: whoever signs up with
 * someone else's address must not put their words (a "visit this page" and a link) in front of
 * that person. The server's policy (auth.server.ts) applies the same rule to every way in.
 */
export const hasWebAddress = (name: string) => WEB_ADDRESS.test(name)

/** The same rule for the server's policy, which sees raw request bodies. */
export const nameProblem = (name: string) =>
  name.length > NAME_MAX
    ? 'auth:validation.nameTooLong'
    : hasWebAddress(name)
      ? 'auth:validation.nameLink'
      : undefined

export const nameField = () =>
  text()
    .min(1, 'auth:validation.required')
    .max(NAME_MAX, 'auth:validation.nameTooLong')
    .refine((name) => !hasWebAddress(name), 'auth:validation.nameLink')

/** Checks shared by every new password; the email is the one it must not contain. */
export function passwordProblem(
  password: string,
  email: string | undefined,
  isCommon?: (p: string) => boolean,
) {
  if (password.length < PASSWORD_MIN) return 'auth:password.tooShort'
  if (password.length > PASSWORD_MAX) return 'auth:password.tooLong'
  const local = email?.split('@')[0]?.toLowerCase() ?? ''
  if (local.length >= 3 && password.toLowerCase().includes(local)) return 'auth:password.containsEmail'
  if (isCommon?.(password)) return 'auth:password.common'
  return undefined
}

export interface PasswordOptions {
  /** Server only: the common-password list. */
  isCommon?: (password: string) => boolean
}

const newPasswordFields = {
  password: z.string({ error: 'auth:validation.required' }),
  confirmPassword: z.string({ error: 'auth:validation.required' }),
}

function refinePasswords(
  value: { password: string; confirmPassword: string; email?: string },
  ctx: z.RefinementCtx,
  options: PasswordOptions,
) {
  const problem = passwordProblem(value.password, value.email, options.isCommon)
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
  if (value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'auth:password.mismatch' })
}

export const SignInSchema = z.object({
  email: emailField(),
  password: z.string({ error: 'auth:validation.required' }).max(PASSWORD_MAX, 'auth:validation.tooLong'),
  // Never stored: safeRedirectPath drops a target holding control characters.
  redirectTo: z.string().max(2000).optional(),
})

export const signUpSchema = (options: PasswordOptions = {}) =>
  z
    .object({
      name: nameField(),
      lastName: nameField(),
      email: emailField(),
      ...newPasswordFields,
      acceptTerms: z.literal('on', { error: 'auth:signup.termsRequired' }),
    })
    .superRefine((value, ctx) => refinePasswords(value, ctx, options))

/** The first administrator (setup link) and `npm run admin:create` share the sign-up rules. */
export const setupSchema = (options: PasswordOptions = {}) =>
  z
    .object({
      token: plainString().min(1).max(200),
      name: nameField(),
      lastName: nameField(),
      email: emailField(),
      ...newPasswordFields,
    })
    .superRefine((value, ctx) => refinePasswords(value, ctx, options))

export const PasswordResetSchema = z.object({ email: emailField() })

export const passwordChangeSchema = (options: PasswordOptions & { email?: string } = {}) =>
  z
    .object({ token: plainString().min(1).max(200), ...newPasswordFields })
    .superRefine((value, ctx) => refinePasswords({ ...value, email: options.email }, ctx, options))

export const UnlockSchema = z.object({
  password: z.string({ error: 'auth:validation.required' }).max(PASSWORD_MAX, 'auth:validation.tooLong'),
  // Never stored: safeRedirectPath drops a target holding control characters.
  redirectTo: z.string().max(2000).optional(),
})
