import { fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The coach's answer, to the user in their saved language, with the way back to their account (queued). */
export async function sendSupportAnswer(
  db: Db,
  user: { name: string; email: string; locale: string | null },
  { subject, answer, accountUrl }: { subject: string; answer: string; accountUrl: string },
) {
  const t = getFixedT(toLanguage(user.locale) ?? fallbackLanguage)
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t('support:mail.subject', { subject }),
    greeting: t('email:greeting', { name: user.name }),
    paragraphs: [t('support:mail.body', { subject }), ...answer.split(/\n{2,}/)],
    action: { label: t('support:mail.action'), url: accountUrl },
  })
  await queueMail(db, { to: user.email, ...mail })
}
