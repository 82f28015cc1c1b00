import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { RedeemCodeSchema } from '#app/schemas/courses.ts'
import { db } from '../db/db.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'
import { appLimiter } from '../rate-limit/shared.server.ts'
import { redeemCode } from './access.server.ts'

const REFUSALS = {
  invalid: 'courses:redeem.invalid',
  expired: 'courses:redeem.expired',
  usedUp: 'courses:redeem.usedUp',
  discountOnly: 'courses:redeem.discountOnly',
} as const

/**
 * The "redeem a code" form of account settings, a course page or a lesson's wall. Every attempt counts against the user's limit, so
 * codes cannot be guessed by trying (they carry 100 bits anyway); over it throws TooManyAttempts.
 */
export async function redeemFromForm(formData: FormData, userId: string, rateLimiter = appLimiter()) {
  const submission = parseWithZod(formData, { schema: RedeemCodeSchema })
  if (submission.status !== 'success') return { result: submission.reply(), notice: null, status: 400 }
  const rate = await rateLimiter.consume(limits.redeemCode(userId))
  if (!rate.allowed) throw new TooManyAttempts(rate.retryAfterSeconds)
  const outcome = await redeemCode(db, { userId, code: submission.value.code })
  if (outcome.kind === 'granted' || outcome.kind === 'already')
    return {
      result: submission.reply({ resetForm: true }),
      notice: outcome.kind === 'granted' ? 'courses:redeem.granted' : 'courses:redeem.already',
      status: 200,
    }
  return {
    result: submission.reply({ fieldErrors: { code: [REFUSALS[outcome.kind]] } }),
    notice: null,
    status: 400,
  }
}

/**
 * The same form on a course page or a lesson's wall: over the limit is answered 429 with a
 * translated message and Retry-After, like account settings.
 */
export async function redeemOnPage(
  formData: FormData,
  userId: string,
): Promise<{
  redeem: { result: SubmissionResult<string[]>; notice: string | null }
  status: number
  headers: Record<string, string>
}> {
  try {
    const answer = await redeemFromForm(formData, userId)
    return { redeem: { result: answer.result, notice: answer.notice }, status: answer.status, headers: {} }
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    const result = { status: 'error' as const, error: { '': ['courses:redeem.tooMany'] } }
    return {
      redeem: { result, notice: null },
      status: 429,
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    }
  }
}
