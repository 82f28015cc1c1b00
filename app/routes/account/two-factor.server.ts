import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { TwoFactorActionSchema, type TwoFactorIntent } from '#app/schemas/two-factor.ts'
import { identity } from '#server/auth/instance.server.ts'
import type { SessionUser } from '#server/auth/session.server.ts'
import {
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  startEnrolment,
} from '#server/auth/two-factor.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'

/** What the two-factor screen's action answers; recovery codes appear here once, never again. */
export interface TwoFactorReply {
  intent: TwoFactorIntent | null
  result: SubmissionResult<string[]>
  notice: string | null
  recoveryCodes: string[] | null
}

const HIDDEN = ['password', 'code']

/** The screen's forms (start, confirm, renew, disable), each naming itself with `intent`. */
export async function twoFactorAction(request: Request, user: SessionUser, ip: string) {
  const submission = parseWithZod(await request.formData(), { schema: TwoFactorActionSchema })
  const reply = (
    status: number,
    formErrors: string[] = [],
    extra: Partial<Pick<TwoFactorReply, 'notice' | 'recoveryCodes'>> = {},
    headers?: HeadersInit,
  ) =>
    data<TwoFactorReply>(
      {
        intent: submission.status === 'success' ? submission.value.intent : null,
        result: submission.reply({ formErrors, hideFields: HIDDEN, resetForm: status === 200 }),
        notice: extra.notice ?? null,
        recoveryCodes: extra.recoveryCodes ?? null,
      },
      { status, headers },
    )
  if (submission.status !== 'success') return reply(400)
  const id = identity()
  const who = { id: user.id, email: user.email }
  const input = submission.value
  try {
    switch (input.intent) {
      case 'start':
        return (await startEnrolment(id, who, input.password))
          ? reply(200)
          : reply(401, ['twofactor:errors.wrongPassword'])
      case 'confirm': {
        const codes = await confirmEnrolment(id, who, input.code, ip)
        return codes
          ? reply(200, [], { notice: 'twofactor:manage.enabled', recoveryCodes: codes })
          : reply(401, ['twofactor:errors.wrongCode'])
      }
      case 'renew': {
        const codes = await renewRecoveryCodes(id, who, input.password, ip)
        return codes
          ? reply(200, [], { notice: 'twofactor:recovery.renewed', recoveryCodes: codes })
          : reply(401, ['twofactor:errors.wrongPassword'])
      }
      case 'disable': {
        const outcome = await disableTwoFactor(id, who, { password: input.password, code: input.code, ip })
        if (outcome === 'disabled') return reply(200, [], { notice: 'twofactor:manage.disabled' })
        return reply(401, [
          outcome === 'wrongPassword' ? 'twofactor:errors.wrongPassword' : 'twofactor:errors.wrongCode',
        ])
      }
    }
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
    return reply(429, ['twofactor:errors.tooMany'], {}, { 'Retry-After': String(error.retryAfterSeconds) })
  }
}
