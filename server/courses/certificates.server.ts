import { randomBytes, randomUUID } from 'node:crypto'
import { formatDate } from '#app/i18n/format.ts'
import { direction, toLanguage, type Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * Certificates of completed courses (docs/decisions/017-certificates.md). One per learner and course;
 * its `data` keeps what the certificate says (learner, course, coach) as it was when issued, so a
 * later rename of the course does not change an issued certificate.
 */

/** 16 random bytes as base64url: 128 bits, safe in a URL, impossible to guess. */
export const newVerificationCode = () => randomBytes(16).toString('base64url')

/** What a code must look like before the database is asked about it. */
export const VERIFICATION_CODE = /^[A-Za-z0-9_-]{22}$/

export interface CertificateText {
  learner: string
  course: string
  coach: string
}

/** Every lesson of the course is done (a lesson with a required quiz is done once the quiz is passed). */
export async function courseCompleted(db: Db, userId: string, courseId: number) {
  const row = await db
    .selectFrom('course_lesson')
    .leftJoin('lesson_progress', (join) =>
      join
        .onRef('lesson_progress.lessonId', '=', 'course_lesson.id')
        .on('lesson_progress.userId', '=', userId),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as('lessons'),
      eb.fn.count<number>('lesson_progress.lessonId').as('done'),
    ])
    .where('course_lesson.courseId', '=', courseId)
    .executeTakeFirstOrThrow()
  return Number(row.lessons) > 0 && Number(row.lessons) === Number(row.done)
}

async function certificateText(
  db: Db,
  userId: string,
  courseId: number,
): Promise<CertificateText | undefined> {
  const row = await db
    .selectFrom('user')
    .innerJoin('course', (join) => join.on('course.id', '=', courseId))
    .select(['user.name', 'user.lastName', 'course.title'])
    .where('user.id', '=', userId)
    .executeTakeFirst()
  if (!row) return undefined
  const learner = [row.name, row.lastName].filter(Boolean).join(' ')
  return { learner, course: row.title, coach: siteSettings().coachName }
}

export type IssueOutcome = 'issued' | 'reissued' | 'alreadyHeld' | 'notFound'

/**
 * Gives the learner the course's certificate. Idempotent: a learner who holds it keeps it (two
 * requests finishing the course at once meet the unique index); a revoked one is issued again with
 * a new code, on the coach's say-so only (`reissue`).
 */
export async function issueCertificate(
  db: Db,
  {
    userId,
    courseId,
    now = new Date(),
    reissue = false,
  }: { userId: string; courseId: number; now?: Date; reissue?: boolean },
): Promise<IssueOutcome> {
  const text = await certificateText(db, userId, courseId)
  if (!text) return 'notFound'
  const held = await db
    .selectFrom('certificate')
    .select(['id', 'revokedAt'])
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst()
  if (held) {
    if (!held.revokedAt || !reissue) return 'alreadyHeld'
    await db
      .updateTable('certificate')
      .set({
        issuedAt: now.toISOString(),
        verificationCode: newVerificationCode(),
        data: JSON.stringify(text),
        revokedAt: null,
        revokedReason: null,
      })
      .where('id', '=', held.id)
      .execute()
    return 'reissued'
  }
  const inserted = await db
    .insertInto('certificate')
    .values({
      id: randomUUID(),
      userId,
      courseId,
      issuedAt: now.toISOString(),
      verificationCode: newVerificationCode(),
      data: JSON.stringify(text),
    })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'issued' : 'alreadyHeld'
}

export async function revokeCertificate(
  db: Db,
  { id, courseId, reason, now = new Date() }: { id: string; courseId: number; reason: string; now?: Date },
) {
  const result = await db
    .updateTable('certificate')
    .set({ revokedAt: now.toISOString(), revokedReason: reason })
    .where('id', '=', id)
    .where('courseId', '=', courseId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export function parseText(json: string): CertificateText {
  try {
    const value = JSON.parse(json) as Partial<CertificateText>
    return {
      learner: String(value.learner ?? ''),
      course: String(value.course ?? ''),
      coach: String(value.coach ?? ''),
    }
  } catch {
    return { learner: '', course: '', coach: '' }
  }
}

const certificateColumns = [
  'certificate.id',
  'certificate.userId',
  'certificate.courseId',
  'certificate.issuedAt',
  'certificate.verificationCode',
  'certificate.data',
  'certificate.revokedAt',
  'certificate.revokedReason',
] as const

/** The public verification: what the certificate says, and whether it was revoked. */
export async function findByVerificationCode(db: Db, code: string) {
  if (!VERIFICATION_CODE.test(code)) return undefined
  const row = await db
    .selectFrom('certificate')
    .select(certificateColumns)
    .where('verificationCode', '=', code)
    .executeTakeFirst()
  return row && { ...row, text: parseText(row.data) }
}

/** A certificate its owner (or an admin) may download; undefined for anyone else. */
export async function certificateFor(
  db: Db,
  { id, userId, isAdmin }: { id: string; userId: string; isAdmin: boolean },
) {
  let query = db.selectFrom('certificate').select(certificateColumns).where('id', '=', id)
  if (!isAdmin) query = query.where('userId', '=', userId)
  const row = await query.executeTakeFirst()
  return row && { ...row, text: parseText(row.data) }
}

/** The course's certificates for the coach, newest first (a deleted account's have no e-mail). */
export async function certificatesOfCourse(db: Db, courseId: number) {
  const rows = await db
    .selectFrom('certificate')
    .leftJoin('user', 'user.id', 'certificate.userId')
    .select([...certificateColumns, 'user.email'])
    .where('certificate.courseId', '=', courseId)
    .orderBy('certificate.issuedAt', 'desc')
    .execute()
  return rows.map((row) => ({ ...row, text: parseText(row.data) }))
}

/** Languages whose glyphs the PDF's fonts lack (Noto Sans CJK would add megabytes): English labels. */
export const PDF_LABELS_INSTEAD: Partial<Record<Language, Language>> = { ja: 'en', zh: 'en' }

/** The certificate's PDF in its owner's saved language (else `fallback`), Arabic right to left. */
export async function certificatePdf(
  db: Db,
  certificate: { userId: string | null; issuedAt: string; verificationCode: string; text: CertificateText },
  { origin, fallback }: { origin: string; fallback: Language },
) {
  const owner = certificate.userId
    ? await db.selectFrom('user').select('locale').where('id', '=', certificate.userId).executeTakeFirst()
    : undefined
  const saved = toLanguage(owner?.locale) ?? fallback
  const language = PDF_LABELS_INSTEAD[saved] ?? saved
  const t = getFixedT(language)
  const verifyUrl = `${origin}/certificados/verificar/${certificate.verificationCode}`
  const date = formatDate(certificate.issuedAt, language)
  // pdfkit with its fonts and QR code is about 7 MB of heap: loaded when a certificate is first asked for.
  const { renderCertificatePdf } = await import('./certificate-pdf.server.ts')
  return renderCertificatePdf({
    ...certificate.text,
    brand: siteSettings().brand,
    date,
    code: certificate.verificationCode,
    verifyUrl,
    rtl: direction(language) === 'rtl',
    labels: {
      title: t('certificates:pdf.title'),
      certifies: t('certificates:pdf.certifies', { coach: certificate.text.coach }),
      completed: t('certificates:pdf.completed'),
      issuedOn: t('certificates:pdf.issuedOn', { date }),
      code: t('certificates:pdf.code', { code: certificate.verificationCode }),
      verifyAt: t('certificates:pdf.verifyAt', { url: verifyUrl }),
    },
  })
}
