import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { sessionSecret } from '../secrets.server.ts'

/** A person needs a few seconds to write a message; bots post at once. */
export const MIN_FILL_MS = 3_000
/** An old page is refused too, so a captured token cannot be replayed forever. */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000

export type FillCheck = 'ok' | 'tooFast' | 'expired' | 'invalid'

const sign = (issuedAt: number, nonce: string, secret: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}:${nonce}`).digest('base64url')

/**
 * The hidden field's value: when the form was served, and a nonce of its own (a token is good for
 * one message, so two forms served in the same millisecond must differ), signed so it cannot be
 * back-dated.
 */
export function issueFillToken(now = Date.now(), secret = sessionSecret()) {
  const nonce = randomBytes(9).toString('base64url')
  return `${now}.${nonce}.${sign(now, nonce, secret)}`
}

export function checkFillToken(token: unknown, now = Date.now(), secret = sessionSecret()): FillCheck {
  if (typeof token !== 'string') return 'invalid'
  const match = /^(\d{10,15})\.([\w-]{12})\.([\w-]{43})$/.exec(token)
  if (!match?.[1] || !match[2] || !match[3]) return 'invalid'
  const issuedAt = Number(match[1])
  const expected = Buffer.from(sign(issuedAt, match[2], secret))
  const given = Buffer.from(match[3])
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const age = now - issuedAt
  if (age < MIN_FILL_MS) return 'tooFast'
  if (age > MAX_FILL_MS) return 'expired'
  return 'ok'
}
