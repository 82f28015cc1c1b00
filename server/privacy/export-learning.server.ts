import type { Db } from '../db/connection.server.ts'
import type { Person } from './export-sections.server.ts'

/** The export's course sections: enrolments, orders, access, progress, quiz attempts and certificates. */

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const enrolments = (db: Db, { id }: Person) =>
  db
    .selectFrom('enrollment')
    .innerJoin('course', 'course.id', 'enrollment.courseId')
    .select([
      'course.slug as course',
      'course.title as courseTitle',
      'enrollment.source',
      'enrollment.purchasedAt',
    ])
    .where('enrollment.userId', '=', id)
    .orderBy('enrollment.purchasedAt')
    .execute()

const accessRequests = (db: Db, { id }: Person) =>
  db
    .selectFrom('course_access_request')
    .innerJoin('course', 'course.id', 'course_access_request.courseId')
    .select([
      'course.slug as course',
      'course_access_request.status',
      'course_access_request.createdAt',
      'course_access_request.decidedAt',
    ])
    .where('course_access_request.userId', '=', id)
    .orderBy('course_access_request.createdAt')
    .execute()

const codeRedemptions = (db: Db, { id }: Person) =>
  db
    .selectFrom('course_code_redemption')
    .innerJoin('course_access_code', 'course_access_code.id', 'course_code_redemption.codeId')
    .innerJoin('course', 'course.id', 'course_access_code.courseId')
    .select(['course.slug as course', 'course_code_redemption.redeemedAt'])
    .where('course_code_redemption.userId', '=', id)
    .orderBy('course_code_redemption.redeemedAt')
    .execute()

const lessonProgress = (db: Db, { id }: Person) =>
  db
    .selectFrom('lesson_progress')
    .innerJoin('course_lesson', 'course_lesson.id', 'lesson_progress.lessonId')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .select(['course.slug as course', 'course_lesson.slug as lesson', 'lesson_progress.completedAt'])
    .where('lesson_progress.userId', '=', id)
    .orderBy('lesson_progress.completedAt')
    .execute()

const quizAttempts = async (db: Db, { id }: Person) =>
  (
    await db
      .selectFrom('quiz_attempt')
      .innerJoin('course_lesson', 'course_lesson.id', 'quiz_attempt.lessonId')
      .innerJoin('course', 'course.id', 'course_lesson.courseId')
      .select([
        'course.slug as course',
        'course_lesson.slug as lesson',
        'quiz_attempt.answers',
        'quiz_attempt.score',
        'quiz_attempt.passed',
        'quiz_attempt.createdAt',
      ])
      .where('quiz_attempt.userId', '=', id)
      .orderBy('quiz_attempt.createdAt')
      .execute()
  ).map((row) => ({ ...row, answers: parseJson(row.answers), passed: Boolean(row.passed) }))

const certificates = async (db: Db, { id }: Person) =>
  (
    await db
      .selectFrom('certificate')
      .leftJoin('course', 'course.id', 'certificate.courseId')
      .select([
        'course.slug as course',
        'certificate.issuedAt',
        'certificate.verificationCode',
        'certificate.data',
        'certificate.revokedAt',
        'certificate.revokedReason',
      ])
      .where('certificate.userId', '=', id)
      .orderBy('certificate.issuedAt')
      .execute()
  ).map(({ data, ...row }) => ({ ...row, printed: parseJson(data) }))

/** What the person bought: numbers, items, amounts and statuses (no Stripe ids: they say nothing to them). */
const orders = (db: Db, { id }: Person) =>
  db
    .selectFrom('payment_order')
    .select([
      'number',
      'itemKind',
      'itemTitle',
      'amountCents',
      'taxCents',
      'discountCents',
      'currency',
      'status',
      'createdAt',
      'paidAt',
      'refundedAt',
    ])
    .where('userId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()

/** What the person sent as lesson assignments, with the coach's answer (the stored file's key stays out). */
const assignmentSubmissions = (db: Db, { id }: Person) =>
  db
    .selectFrom('assignment_submission')
    .innerJoin('course_lesson', 'course_lesson.id', 'assignment_submission.lessonId')
    .select([
      'course_lesson.title as lesson',
      'assignment_submission.status',
      'assignment_submission.note',
      'assignment_submission.fileName',
      'assignment_submission.contentType',
      'assignment_submission.size',
      'assignment_submission.feedback',
      'assignment_submission.points',
      'assignment_submission.createdAt',
      'assignment_submission.reviewedAt',
    ])
    .where('assignment_submission.userId', '=', id)
    .orderBy('assignment_submission.createdAt')
    .orderBy('assignment_submission.id')
    .execute()

/** Comments under posts and questions under lessons the person wrote, and where. */
const comments = (db: Db, { id }: Person) =>
  db
    .selectFrom('comment')
    .leftJoin('post', 'post.id', 'comment.postId')
    .leftJoin('course_lesson', 'course_lesson.id', 'comment.lessonId')
    .select([
      'post.title as post',
      'course_lesson.title as lesson',
      'comment.body',
      'comment.status',
      'comment.createdAt',
      'comment.updatedAt',
    ])
    .where('comment.userId', '=', id)
    .orderBy('comment.createdAt')
    .orderBy('comment.id')
    .execute()

export const LEARNING_SECTIONS = {
  enrolments,
  orders,
  accessRequests,
  codeRedemptions,
  lessonProgress,
  quizAttempts,
  certificates,
  assignmentSubmissions,
  comments,
}
