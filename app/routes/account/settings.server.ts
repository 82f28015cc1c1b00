import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import {
  DeleteAccountSchema,
  EmailChangeSchema,
  passwordUpdateSchema,
  ProfileSchema,
  RevokeSessionSchema,
} from '#app/schemas/account.ts'
import { deleteAccount, revokeSession, updateProfile } from '#server/auth/account.server.ts'
import { isCommonPassword } from '#server/auth/common-passwords.server.ts'
import { requestEmailChange } from '#server/auth/email-change.server.ts'
import { identity } from '#server/auth/instance.server.ts'
import { changePassword } from '#server/auth/password.server.ts'
import type { CurrentSession } from '#server/auth/session.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { redeemFromForm } from '#server/courses/redeem.server.ts'
import { storage } from '#server/media/storage.server.ts'
import { LANGUAGE_COOKIE } from '#server/i18n/detect.server.ts'
import { AccountNewsletterSchema } from '#app/schemas/newsletter.ts'
import { accountLanguage } from '#server/newsletter/account-newsletter.server.ts'
import { setAccountSubscription } from '#server/newsletter/subscriptions.server.ts'
import { db } from '#server/db/db.server.ts'

export type Intent = 'profile' | 'email' | 'password' | 'revoke' | 'delete' | 'redeem' | 'newsletter'
const NOTICES = {
  profile: 'account:profile.saved',
  email: 'account:email.sent',
  password: 'account:password.changed',
  revoke: 'account:sessions.revoked',
} as const

/** One action for the page's forms; each form names itself with `intent`. */
export async function settingsAction(request: Request, session: CurrentSession, clientIp: string) {
  const formData = await request.formData()
  const intent = formData.get('intent')
  const id = identity()
  const userId = session.user.id
  const hidden = ['currentPassword', 'password', 'confirmPassword']
  const reply = (intent: Intent, result: SubmissionResult<string[]>, notice: string | null = null) => ({
    intent,
    result,
    notice,
  })
  try {
    switch (intent) {
      case 'profile': {
        const submission = parseWithZod(formData, { schema: ProfileSchema })
        if (submission.status !== 'success')
          return data(reply('profile', submission.reply()), { status: 400 })
        const { intent: _, ...fields } = submission.value
        await updateProfile(id, userId, fields)
        const cookie = `${LANGUAGE_COOKIE}=${fields.locale}; Path=/; Max-Age=31536000; SameSite=Lax`
        return data(reply('profile', submission.reply(), NOTICES.profile), {
          headers: { 'Set-Cookie': cookie },
        })
      }
      case 'email': {
        const submission = parseWithZod(formData, { schema: EmailChangeSchema })
        const hideFields = ['currentPassword']
        if (submission.status !== 'success')
          return data(reply('email', submission.reply({ hideFields })), { status: 400 })
        const { newEmail, currentPassword } = submission.value
        if (newEmail.toLowerCase() === session.user.email.toLowerCase())
          return data(
            reply(
              'email',
              submission.reply({ fieldErrors: { newEmail: ['account:email.same'] }, hideFields }),
            ),
            { status: 400 },
          )
        const requested = await requestEmailChange(id, request, { session, currentPassword, newEmail })
        if (!requested.ok) {
          const errors = { currentPassword: ['account:password.wrongCurrent'] }
          return data(reply('email', submission.reply({ fieldErrors: errors, hideFields })), { status: 400 })
        }
        return reply('email', submission.reply({ resetForm: true }), NOTICES.email)
      }
      case 'password': {
        const schema = passwordUpdateSchema({ isCommon: isCommonPassword, email: session.user.email })
        const submission = parseWithZod(formData, { schema })
        if (submission.status !== 'success')
          return data(reply('password', submission.reply({ hideFields: hidden })), { status: 400 })
        const { currentPassword, password } = submission.value
        const changed = await changePassword(id, request, { userId, currentPassword, password })
        if (!changed.ok) {
          const errors = { currentPassword: ['account:password.wrongCurrent'] }
          return data(reply('password', submission.reply({ fieldErrors: errors, hideFields: hidden })), {
            status: 400,
          })
        }
        return data(reply('password', submission.reply({ resetForm: true }), NOTICES.password), {
          headers: changed.headers,
        })
      }
      case 'revoke': {
        const submission = parseWithZod(formData, { schema: RevokeSessionSchema })
        if (submission.status !== 'success') return data(reply('revoke', submission.reply()), { status: 400 })
        await revokeSession(id, userId, submission.value.sessionId)
        if (submission.value.sessionId === session.id) throw redirect('/signin')
        return reply('revoke', submission.reply(), NOTICES.revoke)
      }
      case 'delete': {
        const submission = parseWithZod(formData, { schema: DeleteAccountSchema })
        if (submission.status !== 'success')
          return data(reply('delete', submission.reply({ hideFields: ['password'] })), { status: 400 })
        const deleted = await deleteAccount(
          id,
          request,
          { userId, password: submission.value.password },
          storage(),
        )
        if (deleted.ok) throw redirect('/signin?deleted=1', { headers: deleted.headers })
        const errors = { password: ['account:delete.wrongPassword'] }
        return data(reply('delete', submission.reply({ fieldErrors: errors, hideFields: ['password'] })), {
          status: 400,
        })
      }
      case 'redeem': {
        const answer = await redeemFromForm(formData, userId)
        return data(reply('redeem', answer.result, answer.notice), { status: answer.status })
      }
      case 'newsletter': {
        const submission = parseWithZod(formData, { schema: AccountNewsletterSchema })
        if (submission.status !== 'success')
          return data(reply('newsletter', submission.reply()), { status: 400 })
        const subscribed = submission.value.subscribed === 'yes'
        await setAccountSubscription(db, {
          account: session.user,
          locale: await accountLanguage(request, session.user.id),
          subscribed,
          ip: clientIp,
        })
        const notice = subscribed ? 'account:newsletter.subscribed' : 'account:newsletter.unsubscribed'
        return reply('newsletter', submission.reply(), notice)
      }
      default:
        throw data(null, { status: 400 })
    }
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      const which: Intent =
        intent === 'delete' || intent === 'email' || intent === 'redeem' ? intent : 'password'
      const result = { status: 'error' as const, error: { '': ['account:tooMany'] } }
      return data(reply(which, result), {
        status: 429,
        headers: { 'Retry-After': String(error.retryAfterSeconds) },
      })
    }
    throw error
  }
}
