import { fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** Static keys (the i18n check reads them). */
const TEXTS = {
  approved: { subject: 'courses:mail.approved.subject', body: 'courses:mail.approved.body' },
  refused: { subject: 'courses:mail.refused.subject', body: 'courses:mail.refused.body' },
} as const

interface Learner {
  name: string
  email: string
  locale: string | null
}

/** Tells a learner, in their saved language, that the coach approved or refused their request (queued). */
export async function sendAccessDecision(
  db: Db,
  learner: Learner,
  { course, approved, courseUrl }: { course: string; approved: boolean; courseUrl: string },
) {
  const t = getFixedT(toLanguage(learner.locale) ?? fallbackLanguage)
  const brand = siteSettings().brand
  const texts = approved ? TEXTS.approved : TEXTS.refused
  const mail = renderEmail(t, brand, {
    subject: t(texts.subject, { course }),
    greeting: t('email:greeting', { name: learner.name }),
    paragraphs: [t(texts.body, { course, brand })],
    ...(approved ? { action: { label: t('courses:mail.approved.action'), url: courseUrl } } : {}),
  })
  await queueMail(db, { to: learner.email, ...mail })
}
