import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The coach reads notifications in the site's language, like the contact form's. */
const COACH_LANGUAGE = 'es'

export type CoachNotice = 'comment' | 'question' | 'report'

/**
 * Tells the coach of a new comment, question or report (queued: a mail server that is down delays
 * it). The text is the reader's plain text in a plain-text mail, escaped in the HTML part.
 */
export async function notifyCoach(
  db: Db,
  notice: CoachNotice,
  {
    author,
    body,
    title,
    pageUrl,
    queueUrl,
  }: { author: string; body: string; title: string; pageUrl: string; queueUrl: string },
) {
  const t = getFixedT(COACH_LANGUAGE)
  const { brand, coachName, email } = siteSettings()
  const mail = renderEmail(t, brand, {
    subject: t(`comments:mail.${notice}.subject`, { title }),
    greeting: t('email:greeting', { name: coachName }),
    paragraphs: [t(`comments:mail.${notice}.body`, { author, title }), body, pageUrl],
    action: { label: t('comments:mail.action'), url: queueUrl },
  })
  await queueMail(db, { to: email, ...mail })
}
