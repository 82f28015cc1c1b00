import { siteLanguage, toLanguage } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The coach reads the notifications in the site's language (as contact messages). */
const COACH_LANGUAGE = 'es'

/** Tells the coach a learner sent a file for a lesson, with the way to review it (queued). */
export async function notifyCoachOfSubmission(
  db: Db,
  {
    learner,
    course,
    lesson,
    reviewUrl,
  }: { learner: string; course: string; lesson: string; reviewUrl: string },
) {
  const t = getFixedT(COACH_LANGUAGE)
  const { brand, email } = siteSettings()
  const mail = renderEmail(t, brand, {
    subject: t('assignments:mail.coach.subject', { learner, lesson }),
    greeting: t('assignments:mail.coach.greeting'),
    paragraphs: [t('assignments:mail.coach.body', { learner, lesson, course })],
    action: { label: t('assignments:mail.coach.action'), url: reviewUrl },
  })
  await queueMail(db, { to: email, ...mail })
}

/** Static keys (the i18n check reads them). */
const REVIEW_TEXTS = {
  approved: { subject: 'assignments:mail.approved.subject', body: 'assignments:mail.approved.body' },
  returned: { subject: 'assignments:mail.returned.subject', body: 'assignments:mail.returned.body' },
} as const

interface Review {
  status: keyof typeof REVIEW_TEXTS
  lesson: string
  course: string
  feedback: string | null
  points: number | null
  maxPoints: number | null
  lessonUrl: string
}

/**
 * Tells the learner, in their saved language, that the coach approved or returned their submission.
 * Without one, the site's own (Spanish): the request that causes the mail is the coach's, and the
 * interface's English fallback is no one's choice.
 */
export async function sendReviewMail(
  db: Db,
  learner: { name: string; email: string; locale: string | null },
  review: Review,
) {
  const t = getFixedT(toLanguage(learner.locale) ?? siteLanguage)
  const texts = REVIEW_TEXTS[review.status]
  const { lesson, course } = review
  const points =
    review.points === null
      ? []
      : [
          review.maxPoints === null
            ? t('assignments:mail.points', { points: review.points })
            : t('assignments:mail.pointsOf', { points: review.points, max: review.maxPoints }),
        ]
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t(texts.subject, { lesson }),
    greeting: t('email:greeting', { name: learner.name }),
    paragraphs: [
      t(texts.body, { lesson, course }),
      ...(review.feedback ? [t('assignments:mail.feedback'), ...review.feedback.split(/\n{2,}/)] : []),
      ...points,
    ],
    action: { label: t('assignments:mail.action'), url: review.lessonUrl },
  })
  await queueMail(db, { to: learner.email, ...mail })
}
