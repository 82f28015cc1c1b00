import type { Language } from '#app/i18n/languages.ts'
import { getFixedT } from '../../i18n/i18n.server.ts'
import { siteSettings } from '../../site.server.ts'
import { renderEmail } from './layout.server.ts'

/** The identity e-mails, each rendered in the recipient's language from the `email` namespace. */
interface Recipient {
  /** null: greeted without a name (the address is not confirmed, or the name is unknown). */
  name: string | null
  language: Language
}

function setup(language: Language) {
  const t = getFixedT(language)
  const brand = siteSettings().brand
  return { t, brand }
}

const greetingFor = (t: ReturnType<typeof getFixedT>, to: Recipient) =>
  to.name === null ? t('email:greetingNoName') : t('email:greeting', { name: to.name })

export function resetPasswordEmail(to: Recipient, url: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:resetPassword.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:resetPassword.intro', { brand })],
    action: { label: t('email:resetPassword.action'), url },
    notes: [t('email:resetPassword.expiry'), t('email:ignore')],
  })
}

export function verifyEmailEmail(to: Recipient, url: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:verifyEmail.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:verifyEmail.intro', { brand })],
    action: { label: t('email:verifyEmail.action'), url },
    notes: [t('email:verifyEmail.expiry'), t('email:ignore')],
  })
}

export function changeEmailEmail(to: Recipient, url: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:changeEmail.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:changeEmail.intro', { brand })],
    action: { label: t('email:changeEmail.action'), url },
    notes: [t('email:verifyEmail.expiry'), t('email:ignore')],
  })
}

export function emailChangeNoticeEmail(to: Recipient, newEmail: string, cancelUrl: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:emailChangeNotice.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:emailChangeNotice.intro', { brand, email: newEmail })],
    action: { label: t('email:emailChangeNotice.action'), url: cancelUrl },
    notes: [t('email:emailChangeNotice.expiry')],
  })
}

export function welcomeEmail(to: Recipient, url: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:welcome.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:welcome.intro', { brand }), t('email:welcome.body')],
    action: { label: t('email:welcome.action'), url },
  })
}

export function existingAccountEmail(to: Recipient, signInUrl: string, resetUrl: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:existingAccount.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:existingAccount.intro', { brand })],
    action: { label: t('email:existingAccount.action'), url: signInUrl },
    notes: [t('email:existingAccount.reset', { url: resetUrl }), t('email:ignore')],
  })
}

export function accountLockedEmail(to: Recipient, minutes: number, resetUrl: string) {
  const { t, brand } = setup(to.language)
  return renderEmail(t, brand, {
    subject: t('email:accountLocked.subject', { brand }),
    greeting: greetingFor(t, to),
    paragraphs: [t('email:accountLocked.intro', { brand, minutes }), t('email:accountLocked.knownDevices')],
    action: { label: t('email:accountLocked.action'), url: resetUrl },
    notes: [t('email:accountLocked.ignore')],
  })
}

/** To an address without an account that asked for a reset: no account here, how to make one. */
export function noAccountEmail(language: Language, email: string, signUpUrl: string, resetUrl: string) {
  const { t, brand } = setup(language)
  return renderEmail(t, brand, {
    subject: t('email:noAccount.subject', { brand }),
    greeting: t('email:greetingNoName'),
    paragraphs: [t('email:noAccount.intro', { brand, email }), t('email:noAccount.signUp')],
    action: { label: t('email:noAccount.action'), url: signUpUrl },
    notes: [t('email:noAccount.otherAddress', { url: resetUrl }), t('email:ignore')],
  })
}
