import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import type { SendMail } from '../email/mail-queue.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import { appLimiter } from '../rate-limit/shared.server.ts'
import { subscribe } from './subscriptions.server.ts'

export type SubscribeOutcome = { kind: 'done' } | { kind: 'rateLimited'; retryAfterSeconds: number }

/**
 * The public form's subscription. Too many from one address answers 429; too many mails to one
 * e-mail address are dropped with the usual answer, which never tells whether it was on the list.
 */
export async function subscribeFromForm(
  db: Db,
  input: { email: string; locale: Language; ip: string; origin: string },
  { rateLimiter = appLimiter(), send }: { rateLimiter?: RateLimiter; send?: SendMail } = {},
): Promise<SubscribeOutcome> {
  const perIp = await rateLimiter.consume(limits.newsletterIp(input.ip))
  if (!perIp.allowed) return { kind: 'rateLimited', retryAfterSeconds: perIp.retryAfterSeconds }
  const perEmail = await rateLimiter.consume(limits.newsletterEmail(input.email.trim().toLowerCase()))
  if (perEmail.allowed) await subscribe(db, { ...input, ...(send ? { send } : {}) })
  return { kind: 'done' }
}
