import { z } from './zod.ts'
import { languages } from '#app/i18n/languages.ts'
import { plainString } from './plain-text.ts'
import { emailField, nameField, PASSWORD_MAX, passwordProblem, type PasswordOptions } from './auth.ts'

/** The forms of /account-settings; each carries an `intent` so one action serves them all. */
const optionalText = (max: number) =>
  plainString()
    .trim()
    .max(max, 'auth:validation.tooLong')
    .optional()
    .transform((value) => value || null)

export const ProfileSchema = z.object({
  intent: z.literal('profile'),
  name: nameField(),
  lastName: nameField(),
  phone: optionalText(40).pipe(
    z
      .string()
      .regex(/^[+0-9 ()./-]{6,40}$/, 'account:validation.phone')
      .nullable(),
  ),
  address: optionalText(300),
  locale: z.enum(languages, { error: 'account:validation.locale' }),
})

const currentPassword = () =>
  z
    .string({ error: 'auth:validation.required' })
    .min(1, 'auth:validation.required')
    .max(PASSWORD_MAX, 'auth:validation.tooLong')

export const EmailChangeSchema = z.object({
  intent: z.literal('email'),
  newEmail: emailField(),
  currentPassword: currentPassword(),
})

export const passwordUpdateSchema = (options: PasswordOptions & { email?: string } = {}) =>
  z
    .object({
      intent: z.literal('password'),
      currentPassword: currentPassword(),
      password: z.string({ error: 'auth:validation.required' }),
      confirmPassword: z.string({ error: 'auth:validation.required' }),
    })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value.password, options.email, options.isCommon)
      if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
      if (value.password !== value.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'auth:password.mismatch' })
    })

export const RevokeSessionSchema = z.object({
  intent: z.literal('revoke'),
  sessionId: plainString().min(1).max(100),
})

export const DeleteAccountSchema = z.object({
  intent: z.literal('delete'),
  password: currentPassword(),
  confirm: z.literal('on', { error: 'account:delete.confirmRequired' }),
})
