import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import {
  accountLockedEmail,
  changeEmailEmail,
  emailChangeNoticeEmail,
  existingAccountEmail,
  noAccountEmail,
  resetPasswordEmail,
  verifyEmailEmail,
  welcomeEmail,
} from '../email/templates/identity.server.ts'
import { mailLanguage } from '../i18n/detect.server.ts'

interface MailUser {
  id: string
  name: string
  email: string
  /** 0/1 on SQLite. Until the address is confirmed, mail to it never repeats what was typed. */
  emailVerified: boolean | number
  locale?: string | null
}

/** The page a sign-up confirmation link opens (the token is better-auth's). */
export const VERIFY_EMAIL_PATH = '/auth/verify-email'
export const CONFIRM_EMAIL_CHANGE_PATH = '/auth/confirm-email'
export const CANCEL_EMAIL_CHANGE_PATH = '/auth/cancel-email-change'

/**
 * The identity e-mails (better-auth's callbacks and our own), through the mail queue: stored first,
 * so a confirmation or a reset link still goes out after an SMTP outage (mail-queue.server.ts).
 */
export function identityMails(baseURL: string, db: Db) {
  const site = baseURL.replace(/\/+$/, '')
  /**
   * Whoever signs up can type any address and any name: a mail to an address not confirmed yet
   * greets no one by name, so a stranger's words ("your bank account is locked, visit…") never
   * reach someone else's inbox under our brand.
   */
  const to = (user: MailUser, request?: Request, address = user.email) => ({
    name: user.emailVerified && address === user.email ? user.name : null,
    language: mailLanguage(user.locale, request),
  })
  const send = (address: string, mail: { subject: string; text: string; html: string }) =>
    queueMail(db, { to: address, ...mail }).then(() => undefined)
  const link = (path: string, token: string, redirectTo = '') =>
    `${site}${path}?${new URLSearchParams(redirectTo ? { token, redirectTo } : { token })}`
  return {
    resetPassword: (user: MailUser, token: string, request?: Request) =>
      send(
        user.email,
        resetPasswordEmail(
          to(user, request),
          `${site}/auth/boxed-password-change?token=${encodeURIComponent(token)}`,
        ),
      ),
    /** Sign-up confirmation: the link opens the site's own page, never better-auth's HTTP API. */
    /** The sign-up confirmation; `redirectTo` (a checked local path) is where sign-in goes next. */
    verifyEmail: (user: MailUser, token: string, request?: Request, redirectTo = '') =>
      send(
        user.email,
        verifyEmailEmail({ ...to(user, request), name: null }, link(VERIFY_EMAIL_PATH, token, redirectTo)),
      ),
    /** To the new address of an e-mail change: the link that makes the change. */
    confirmEmailChange: (user: MailUser, newEmail: string, token: string, request?: Request) =>
      send(newEmail, changeEmailEmail(to(user, request, newEmail), link(CONFIRM_EMAIL_CHANGE_PATH, token))),
    /** To the old address of an e-mail change: what happened, and the link that undoes it. */
    emailChangeNotice: (user: MailUser, newEmail: string, token: string, request?: Request) =>
      send(
        user.email,
        emailChangeNoticeEmail(to(user, request), newEmail, link(CANCEL_EMAIL_CHANGE_PATH, token)),
      ),
    welcome: (user: MailUser, request?: Request) =>
      send(user.email, welcomeEmail(to(user, request), `${site}/signin`)),
    /** Strangers' wrong passwords locked the account for unknown devices (the owner's still work). */
    accountLocked: (user: MailUser) =>
      send(
        user.email,
        accountLockedEmail(
          to(user),
          limits.signInAccount(user.email).windowMs / 60_000,
          `${site}/auth/boxed-password-reset`,
        ),
      ),
    /** A reset asked for an address without an account: says so and how to sign up. */
    noAccount: (email: string, request: Request) =>
      send(
        email,
        noAccountEmail(
          mailLanguage(null, request),
          email,
          `${site}/auth/boxed-signup`,
          `${site}/auth/boxed-password-reset`,
        ),
      ),
    existingAccount: (user: MailUser, request?: Request) =>
      send(
        user.email,
        existingAccountEmail(to(user, request), `${site}/signin`, `${site}/auth/boxed-password-reset`),
      ),
  }
}
