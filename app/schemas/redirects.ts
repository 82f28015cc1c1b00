import { z } from './zod.ts'

export const REDIRECT_LIMITS = { path: 300, target: 1000 }

/** A path of this site: "/…", not "//host" or "/\host", no spaces, query or fragment. */
const PATH = /^\/(?![/\\])[^\s?#\\]*$/
/** A path of this site (a query allowed), or an absolute https address. */
const isTarget = (value: string) => {
  if (/^\/(?![/\\])[^\s#\\]*$/.test(value)) return true
  if (!/^https:\/\/[^\s]+$/.test(value)) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
/** Non-ASCII letters percent-encoded, as browsers send them and the server compares them. */
const encoded = (path: string) => new URL(path, 'https://site.invalid').pathname

/** The redirects screen: add a redirect by hand, delete one. */
export const RedirectFormSchema = z.discriminatedUnion('intent', [
  z
    .object({
      intent: z.literal('add'),
      from: z
        .string({ error: 'admin:redirects.errors.notPath' })
        .trim()
        .max(REDIRECT_LIMITS.path, 'admin:redirects.errors.notPath')
        .regex(PATH, 'admin:redirects.errors.notPath')
        .transform(encoded),
      to: z
        .string({ error: 'admin:redirects.errors.notTarget' })
        .trim()
        .max(REDIRECT_LIMITS.target, 'admin:redirects.errors.notTarget')
        .refine(isTarget, 'admin:redirects.errors.notTarget'),
    })
    .refine((value) => value.from !== value.to, { path: ['to'], message: 'admin:redirects.errors.loop' }),
  z.object({
    intent: z.literal('delete'),
    id: z.coerce
      .number({ error: 'admin:redirects.errors.gone' })
      .int()
      .positive('admin:redirects.errors.gone'),
  }),
])
export type RedirectFormInput = z.infer<typeof RedirectFormSchema>
