import { fallbackLanguage, toLanguage, type Language } from '#app/i18n/languages.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { attemptQueued, enqueueMail } from '../email/mail-queue.server.ts'
import type { MailAttachment } from '../email/mailer.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { env } from '../env.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { logger } from '../logger.server.ts'
import { siteSettings } from '../site.server.ts'
import { certificatePdf, courseCompleted, issueCertificate, parseText } from './certificates.server.ts'

/**
 * Finishing a course (docs/decisions/033-finding-and-completion.md): the certificate is issued, the
 * completion is recorded once, and the learner is congratulated by mail, in their language, with
 * the certificate's PDF (attached and linked) and its verification link. The completion row and the queued mail are
 * written in one transaction, so the mail goes exactly once even when two requests finish the
 * course at the same moment (the unique index lets one of them insert).
 */

export interface FinishContext {
  /** Where links in the mail point (BASE_URL or the request's origin). */
  origin: string
  /** The language the learner is using now, when they saved none. */
  language: Language
  /** The learner's address, for the audit log. */
  ip?: string
}

/** For callers without a request (scripts, tests): BASE_URL and the fallback language. */
export const defaultFinishContext = (): FinishContext => ({
  origin: env().BASE_URL ?? `http://localhost:${env().PORT}`,
  language: fallbackLanguage,
})

export type FinishOutcome = 'finished' | 'alreadyFinished' | 'notFinished'

/** Called after a lesson is marked done: finishes the course when that was its last open lesson. */
export async function finishIfCompleted(
  db: Db,
  {
    userId,
    courseId,
    now,
    origin,
    language,
    ip,
  }: FinishContext & { userId: string; courseId: number; now: Date },
): Promise<FinishOutcome> {
  if (!(await courseCompleted(db, userId, courseId))) return 'notFinished'
  await issueCertificate(db, { userId, courseId, now })
  if (await findCompletion(db, userId, courseId)) return 'alreadyFinished'
  const mail = await completionMail(db, { userId, courseId, origin, language })
  if (!mail) return 'notFinished' // the account is gone
  const queued = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('course_completion')
      .values({ userId, courseId, completedAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
      .executeTakeFirst()
    if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return null
    await recordAudit(trx, {
      action: 'course.complete',
      user: { id: userId, email: mail.to },
      target: { type: 'course', id: courseId },
      ...(ip ? { ip } : {}),
    })
    return enqueueMail(trx, mail, { now })
  })
  if (!queued) return 'alreadyFinished'
  // The mail is stored; a refusal now only delays it (the queue's worker tries again).
  await attemptQueued(db, queued).catch((error: unknown) =>
    logger.error({ err: error, userId, courseId }, 'completion mail attempt failed'),
  )
  return 'finished'
}

export function findCompletion(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('course_completion')
    .select(['completedAt'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
}

/** The learner's certificate of a course, when they hold one that is not revoked. */
function validCertificate(db: Db, userId: string, courseId: number) {
  return db
    .selectFrom('certificate')
    .select(['id', 'userId', 'issuedAt', 'verificationCode', 'data'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
}

export const verificationPath = (code: string) => `/certificados/verificar/${code}`
export const certificatePdfPath = (id: string) => `/certificados/${id}/pdf`

/** The congratulation mail in the learner's saved language (else the one they use now). */
async function completionMail(
  db: Db,
  { userId, courseId, origin, language }: FinishContext & { userId: string; courseId: number },
) {
  const learner = await db
    .selectFrom('user')
    .innerJoin('course', (join) => join.on('course.id', '=', courseId))
    .select(['user.name', 'user.email', 'user.locale', 'course.title', 'course.slug'])
    .where('user.id', '=', userId)
    .executeTakeFirst()
  if (!learner) return null
  const lang = toLanguage(learner.locale) ?? language
  const t = getFixedT(lang)
  const brand = siteSettings().brand
  const certificate = await validCertificate(db, userId, courseId)
  const attachments: MailAttachment[] = []
  if (certificate) {
    const pdf = await certificatePdf(
      db,
      { ...certificate, text: parseText(certificate.data) },
      { origin, fallback: lang },
    )
    attachments.push({
      filename: `${t('courses:completion.mail.fileName', { course: learner.slug })}.pdf`,
      contentType: 'application/pdf',
      contentBase64: pdf.toString('base64'),
    })
  }
  const course = learner.title
  const rendered = renderEmail(t, brand, {
    subject: t('courses:completion.mail.subject', { course }),
    greeting: t('email:greeting', { name: learner.name }),
    paragraphs: [
      t('courses:completion.mail.body', { course }),
      ...(certificate ? [t('courses:completion.mail.attached')] : []),
    ],
    ...(certificate
      ? {
          action: {
            label: t('courses:completion.mail.verify'),
            url: `${origin}${verificationPath(certificate.verificationCode)}`,
          },
        }
      : {}),
    notes: [
      ...(certificate
        ? [t('courses:completion.mail.download', { url: `${origin}${certificatePdfPath(certificate.id)}` })]
        : []),
      t('courses:completion.mail.myCourses', { url: `${origin}/account/courses` }),
    ],
  })
  return { to: learner.email, ...rendered, attachments }
}

/**
 * Completions with the learner's certificate of that course, if any (revoked ones too: `revokedAt`
 * says so). The coach's list and the learner's finished-course page both start here.
 */
export function completionsWithCertificates(db: Db) {
  return db
    .selectFrom('course_completion')
    .leftJoin('certificate', (join) =>
      join
        .onRef('certificate.userId', '=', 'course_completion.userId')
        .onRef('certificate.courseId', '=', 'course_completion.courseId'),
    )
    .select([
      'course_completion.completedAt',
      'certificate.id as certificateId',
      'certificate.verificationCode',
      'certificate.revokedAt',
    ])
}

/** The certificate a completion row shows: none when there is none or the coach revoked it. */
export const liveCertificate = (row: {
  certificateId: string | null
  verificationCode: string | null
  revokedAt: string | null
}) =>
  row.certificateId && row.verificationCode && !row.revokedAt
    ? { id: row.certificateId, verificationCode: row.verificationCode }
    : null

/** The coach's view: who finished the course and when, newest first. */
export async function completionsOfCourse(db: Db, courseId: number) {
  const rows = await completionsWithCertificates(db)
    .innerJoin('user', 'user.id', 'course_completion.userId')
    .select(['user.name', 'user.lastName', 'user.email'])
    .where('course_completion.courseId', '=', courseId)
    .orderBy('course_completion.completedAt', 'desc')
    .orderBy('course_completion.id', 'desc')
    .execute()
  return rows.map((row) => ({
    learner: [row.name, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    completedAt: row.completedAt,
    verificationCode: liveCertificate(row)?.verificationCode ?? null,
  }))
}

/** Completions per course, for the admin course list. */
export async function completionCounts(db: Db) {
  const rows = await db
    .selectFrom('course_completion')
    .select((eb) => ['courseId', eb.fn.countAll<string | number>().as('n')])
    .groupBy('courseId')
    .execute()
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]))
}
