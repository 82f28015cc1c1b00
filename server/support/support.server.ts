import type { SupportRequestInput } from '#app/schemas/support.ts'
import type { Db } from '../db/connection.server.ts'
import type { SupportStatus } from '../db/schema.server.ts'

/** Support requests between signed-in users and the coach (docs/decisions/018-support-requests.md). */

export type OpenOutcome = { kind: 'opened'; id: number } | { kind: 'notYourCourse' }

/** Stores a user's request; a course must be one the user was granted. */
export async function openSupportRequest(
  db: Db,
  { userId, input, now = new Date() }: { userId: string; input: SupportRequestInput; now?: Date },
): Promise<OpenOutcome> {
  if (input.courseId !== undefined) {
    const enrolled = await db
      .selectFrom('enrollment')
      .select('id')
      .where('userId', '=', userId)
      .where('courseId', '=', input.courseId)
      .executeTakeFirst()
    if (!enrolled) return { kind: 'notYourCourse' }
  }
  const at = now.toISOString()
  const row = await db
    .insertInto('support_request')
    .values({
      userId,
      courseId: input.courseId ?? null,
      subject: input.subject,
      message: input.message,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { kind: 'opened', id: row.id }
}

const listColumns = [
  'support_request.id',
  'support_request.subject',
  'support_request.message',
  'support_request.status',
  'support_request.answer',
  'support_request.answeredAt',
  'support_request.createdAt',
  'course.title as courseTitle',
] as const

/** The user's own requests, newest first, with the coach's answers. */
export function requestsOf(db: Db, userId: string) {
  return db
    .selectFrom('support_request')
    .leftJoin('course', 'course.id', 'support_request.courseId')
    .select(listColumns)
    .where('support_request.userId', '=', userId)
    .orderBy('support_request.createdAt', 'desc')
    .orderBy('support_request.id', 'desc')
    .limit(100)
    .execute()
}

export const SUPPORT_PAGE_SIZE = 25

/** The coach's list: newest first, optionally one status, a bounded page. */
export async function listSupportRequests(
  db: Db,
  { status, page }: { status?: SupportStatus; page: number },
) {
  let query = db
    .selectFrom('support_request')
    .innerJoin('user', 'user.id', 'support_request.userId')
    .leftJoin('course', 'course.id', 'support_request.courseId')
  if (status) query = query.where('support_request.status', '=', status)
  const [rows, count] = await Promise.all([
    query
      .select([...listColumns, 'user.name', 'user.email'])
      .orderBy('support_request.createdAt', 'desc')
      .orderBy('support_request.id', 'desc')
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** One request with who sent it, for the coach. */
export function findSupportRequest(db: Db, id: number) {
  return db
    .selectFrom('support_request')
    .innerJoin('user', 'user.id', 'support_request.userId')
    .leftJoin('course', 'course.id', 'support_request.courseId')
    .select([...listColumns, 'user.name', 'user.email', 'user.locale'])
    .where('support_request.id', '=', id)
    .executeTakeFirst()
}

/**
 * Adds the coach's answer to the request's thread, keeps it as the latest answer and marks the
 * request answered. False when the request is gone.
 */
export async function answerSupportRequest(
  db: Db,
  { id, answer, now = new Date() }: { id: number; answer: string; now?: Date },
) {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('support_request')
      .set({ answer, answeredAt: at, status: 'answered', updatedAt: at })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await trx.insertInto('support_answer').values({ requestId: id, body: answer, createdAt: at }).execute()
    return true
  })
}

export type SupportAnswer = { id: number; body: string; createdAt: string }

/** The answers of each request, in the order they were given. */
export async function answersOf(db: Db, requestIds: number[]) {
  const thread = new Map<number, SupportAnswer[]>()
  if (requestIds.length === 0) return thread
  const rows = await db
    .selectFrom('support_answer')
    .select(['id', 'requestId', 'body', 'createdAt'])
    .where('requestId', 'in', requestIds)
    .orderBy('requestId')
    .orderBy('id')
    .execute()
  for (const { requestId, ...answer } of rows)
    thread.set(requestId, [...(thread.get(requestId) ?? []), answer])
  return thread
}

export async function setSupportStatus(
  db: Db,
  { id, status, now = new Date() }: { id: number; status: SupportStatus; now?: Date },
) {
  const result = await db
    .updateTable('support_request')
    .set({ status, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
