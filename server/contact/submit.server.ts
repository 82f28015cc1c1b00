import type { ContactInput } from '#app/schemas/contact.ts'
import type { Db } from '../db/connection.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import type { RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import { appLimiter, sharedLimiter } from '../rate-limit/shared.server.ts'
import { checkFillToken, type FillCheck } from './fill-token.server.ts'
import type { SendMail } from '../email/mail-queue.server.ts'
import { saveAndNotify } from './messages.server.ts'

export type ContactOutcome =
  | { kind: 'sent'; id: number; delivered: boolean }
  | { kind: 'spam' }
  | { kind: 'fillTime'; check: Exclude<FillCheck, 'ok'> | 'spent' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }

export interface ContactRequest {
  values: ContactInput
  honeypot: unknown
  fillToken: unknown
  ip: string
  locale: string
}

/**
 * The contact form's rules, in order: the honeypot (a silent "thanks", nothing stored), the fill
 * time, the token not used before (one message per served form, marked in the store every instance
 * shares), the per-address limit, then store the message with its notification to the coach and try
 * the mail at once (an SMTP outage delays it: it stays queued).
 */
export async function submitContact(
  db: Db,
  request: ContactRequest,
  {
    rateLimiter = appLimiter(),
    tokenLimiter = sharedLimiter(db),
    send,
    now = Date.now(),
  }: { rateLimiter?: RateLimiter; tokenLimiter?: RateLimiter; send?: SendMail; now?: number } = {},
): Promise<ContactOutcome> {
  if (typeof request.honeypot === 'string' && request.honeypot.trim() !== '') return { kind: 'spam' }
  const check = checkFillToken(request.fillToken, now)
  if (check !== 'ok') return { kind: 'fillTime', check }
  const firstUse = await tokenLimiter.consume(limits.contactToken(String(request.fillToken)))
  if (!firstUse.allowed) return { kind: 'fillTime', check: 'spent' }
  const rate = await rateLimiter.consume(limits.contact(request.ip))
  if (!rate.allowed) return { kind: 'rateLimited', retryAfterSeconds: rate.retryAfterSeconds }
  const { id, delivered } = await saveAndNotify(
    db,
    { ...request.values, locale: request.locale },
    { now: new Date(now), send },
  )
  return { kind: 'sent', id, delivered }
}
