import { fallbackLanguage, toLanguage, type Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { sendMail } from '../email/mailer.server.ts'
import {
  changeEmailEmail,
  existingAccountEmail,
  resetPasswordEmail,
  verifyEmailEmail,
  welcomeEmail,
} from '../email/templates/identity.server.ts'
import { detectLanguage } from '../i18n/detect.server.ts'

interface MailUser {
  id: string
  name: string
  email: string
  locale?: string | null
}

/** The user's saved language, else the language of the request that caused the e-mail. */
function languageOf(user: MailUser, request: Request | undefined): Language {
  return toLanguage(user.locale) ?? (request ? detectLanguage(request) : fallbackLanguage)
}

/** better-auth's e-mail callbacks, sent through sendMail (SMTP or the outbox). */
export function identityMails(db: Db, baseURL: string) {
  const site = baseURL.replace(/\/+$/, '')
  const to = (user: MailUser, request?: Request) => ({ name: user.name, language: languageOf(user, request) })
  const send = (address: string, mail: { subject: string; text: string; html: string }) =>
    sendMail({ to: address, ...mail }).then(() => undefined)
  return {
    resetPassword: (user: MailUser, token: string, request?: Request) =>
      send(
        user.email,
        resetPasswordEmail(
          to(user, request),
          `${site}/auth/boxed-password-change?token=${encodeURIComponent(token)}`,
        ),
      ),
    /** Sign-up confirmation, or (when the address differs from the stored one) an e-mail change. */
    async verifyEmail(user: MailUser, url: string, request?: Request) {
      const stored = await db
        .selectFrom('user')
        .select(['email', 'locale'])
        .where('id', '=', user.id)
        .executeTakeFirst()
      const recipient = to({ ...user, locale: stored?.locale ?? user.locale }, request)
      const changing = stored !== undefined && stored.email !== user.email
      await send(user.email, changing ? changeEmailEmail(recipient, url) : verifyEmailEmail(recipient, url))
    },
    welcome: (user: MailUser, request?: Request) =>
      send(user.email, welcomeEmail(to(user, request), `${site}/signin`)),
    existingAccount: (user: MailUser, request?: Request) =>
      send(
        user.email,
        existingAccountEmail(to(user, request), `${site}/signin`, `${site}/auth/boxed-password-reset`),
      ),
  }
}
