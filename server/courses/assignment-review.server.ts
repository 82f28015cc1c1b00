import type { ReviewInput, SubmissionStatusName } from '#app/schemas/assignments.ts'
import type { Db } from '../db/connection.server.ts'
import { findAssignment } from './assignment-rules.server.ts'
import { submissionsOf } from './assignments.server.ts'
import type { FinishContext } from './completion.server.ts'
import { markDone } from './learning.server.ts'

/** The coach's side of lesson assignments: the queue, one submission, its review. */

export const QUEUE_PAGE_SIZE = 25

const queueColumns = [
  'assignment_submission.id',
  'assignment_submission.status',
  'assignment_submission.fileName',
  'assignment_submission.createdAt',
  'assignment_submission.reviewedAt',
  'assignment_submission.points',
  'user.name',
  'user.lastName',
  'user.email',
  'course.title as courseTitle',
  'course_lesson.title as lessonTitle',
] as const

const joined = (db: Db) =>
  db
    .selectFrom('assignment_submission')
    .innerJoin('user', 'user.id', 'assignment_submission.userId')
    .innerJoin('course', 'course.id', 'assignment_submission.courseId')
    .innerJoin('course_lesson', 'course_lesson.id', 'assignment_submission.lessonId')

/** Submissions, one status and course when asked; the waiting ones oldest first, the rest newest first. */
export async function listSubmissions(
  db: Db,
  { status, courseId, page }: { status?: SubmissionStatusName; courseId?: number; page: number },
) {
  let query = joined(db)
  if (status) query = query.where('assignment_submission.status', '=', status)
  if (courseId) query = query.where('assignment_submission.courseId', '=', courseId)
  const order = status === 'submitted' ? 'asc' : 'desc'
  const [rows, count] = await Promise.all([
    query
      .select(queueColumns)
      .orderBy('assignment_submission.createdAt', order)
      .orderBy('assignment_submission.id', order)
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** The courses that have submissions, for the queue's filter. */
export const coursesWithSubmissions = (db: Db) =>
  db
    .selectFrom('course')
    .select(['course.id', 'course.title'])
    .where('course.id', 'in', db.selectFrom('assignment_submission').select('courseId'))
    .orderBy('course.title')
    .execute()

/** One submission as the coach reviews it: who, which lesson, the lesson's settings, the history. */
export async function findSubmission(db: Db, id: number) {
  const row = await joined(db)
    .select([
      ...queueColumns,
      'assignment_submission.note',
      'assignment_submission.contentType',
      'assignment_submission.size',
      'assignment_submission.feedback',
      'assignment_submission.lessonId',
      'assignment_submission.userId',
      'assignment_submission.courseId',
      'user.locale',
      'course.slug as courseSlug',
      'course_lesson.slug as lessonSlug',
    ])
    .where('assignment_submission.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const assignment = await findAssignment(db, row.lessonId)
  const history = await submissionsOf(db, { lessonId: row.lessonId, userId: row.userId })
  return {
    ...row,
    maxPoints: assignment?.maxPoints ?? null,
    approvalCompletes: Boolean(assignment?.approvalCompletes),
    history: history.filter((entry) => entry.id !== row.id),
  }
}

export type CoachSubmission = NonNullable<Awaited<ReturnType<typeof findSubmission>>>

export type ReviewOutcome =
  | { kind: 'notFound' }
  | { kind: 'notPending' }
  | { kind: 'tooManyPoints'; max: number }
  | { kind: 'reviewed'; submission: CoachSubmission; completed: boolean }

/**
 * The coach approves or returns a waiting submission, with feedback and points (at most the
 * lesson's maximum). Only a waiting one: a returned or approved submission stays as it was, so
 * two reviews at once give one. Approving completes the lesson when its assignment says so
 * (and through it, maybe, the course: its mail goes once).
 */
export async function reviewSubmission(
  db: Db,
  {
    id,
    input,
    finish,
    now = new Date(),
  }: { id: number; input: ReviewInput; finish: FinishContext; now?: Date },
): Promise<ReviewOutcome> {
  const submission = await findSubmission(db, id)
  if (!submission) return { kind: 'notFound' }
  const max = submission.maxPoints
  if (input.points !== undefined && max !== null && input.points > max) return { kind: 'tooManyPoints', max }
  const status = input.intent === 'approve' ? 'approved' : 'returned'
  const result = await db
    .updateTable('assignment_submission')
    .set({
      status,
      feedback: input.feedback ?? null,
      points: input.points ?? null,
      reviewedAt: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return { kind: 'notPending' }
  const completed = status === 'approved' && submission.approvalCompletes
  if (completed)
    await markDone(db, {
      userId: submission.userId,
      courseId: submission.courseId,
      lessonId: submission.lessonId,
      now,
      finish,
    })
  const reviewed = await findSubmission(db, id)
  return reviewed ? { kind: 'reviewed', submission: reviewed, completed } : { kind: 'notFound' }
}

/**
 * A submission's stored file for whoever asks: its learner and the coach get it, anyone else
 * nothing (answered 404, as if it did not exist).
 */
export function submissionFileFor(db: Db, { id, user }: { id: number; user: { id: string; role: string } }) {
  let query = db
    .selectFrom('assignment_submission')
    .select(['id', 'fileName', 'storageKey', 'contentType', 'size'])
    .where('id', '=', id)
  if (user.role !== 'admin') query = query.where('userId', '=', user.id)
  return query.executeTakeFirst()
}
