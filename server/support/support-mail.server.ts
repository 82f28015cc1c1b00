import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { mailLanguage } from '../i18n/detect.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * The coach's answer, with the way back to their account (queued), in the user's saved language,
 * else the answering request's, else Spanish: the same fallback as the identity e-mails.
 */
export async function sendSupportAnswer(
  db: Db,
  user: { name: string; email: string; locale: string | null },
  { subject, answer, accountUrl }: { subject: string; answer: string; accountUrl: string },
  request?: Request,
) {
  const t = getFixedT(mailLanguage(user.locale, request))
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t('support:mail.subject', { subject }),
    greeting: t('email:greeting', { name: user.name }),
    paragraphs: [t('support:mail.body', { subject }), ...answer.split(/\n{2,}/)],
    action: { label: t('support:mail.action'), url: accountUrl },
  })
  await queueMail(db, { to: user.email, ...mail })
}
