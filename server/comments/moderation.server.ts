import type { CommentQueue } from '#app/schemas/comments.ts'
import type { ExpressionBuilder } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import type { Database } from '../db/schema.server.ts'

/** The coach's side of comments (docs/decisions/038-comments.md): the queue, hiding, deleting, blocking. */

export const QUEUE_PAGE_SIZE = 30

/** A comment readers reported at least once (the 'reported' queue, with its status visible). */
export const isReported = (eb: ExpressionBuilder<Database, 'comment'>) =>
  eb.exists(
    eb
      .selectFrom('comment_report')
      .select('comment_report.id')
      .whereRef('comment_report.commentId', '=', 'comment.id'),
  )

/**
 * One queue, newest first: comments not yet dealt with ('new'), visible ones readers reported
 * ('reported'), hidden ones ('hidden'). The coach's own comments are never new.
 */
export async function listQueue(db: Db, { queue, page }: { queue: CommentQueue; page: number }) {
  let query = db
    .selectFrom('comment')
    .innerJoin('user', 'user.id', 'comment.userId')
    .leftJoin('post', 'post.id', 'comment.postId')
    .leftJoin('course_lesson', 'course_lesson.id', 'comment.lessonId')
    .leftJoin('course', 'course.id', 'course_lesson.courseId')
  if (queue === 'new')
    query = query.where('comment.reviewedAt', 'is', null).where('comment.status', '=', 'visible')
  if (queue === 'hidden') query = query.where('comment.status', '=', 'hidden')
  if (queue === 'reported') query = query.where('comment.status', '=', 'visible').where(isReported)
  const rows = await query
    .select((eb) => [
      'comment.id',
      'comment.body',
      'comment.status',
      'comment.parentId',
      'comment.createdAt',
      'comment.userId',
      'user.name',
      'user.email',
      'user.role',
      'post.slug as postSlug',
      'post.title as postTitle',
      'course_lesson.slug as lessonSlug',
      'course_lesson.title as lessonTitle',
      'course.slug as courseSlug',
      eb
        .selectFrom('comment_report')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('comment_report.commentId', '=', 'comment.id')
        .as('reports'),
      eb
        .exists(
          eb
            .selectFrom('comment_block')
            .select('comment_block.userId')
            .whereRef('comment_block.userId', '=', 'comment.userId'),
        )
        .as('blocked'),
    ])
    .orderBy('comment.id', 'desc')
    .limit(QUEUE_PAGE_SIZE + 1)
    .offset((page - 1) * QUEUE_PAGE_SIZE)
    .execute()
  return {
    more: rows.length > QUEUE_PAGE_SIZE,
    rows: rows.slice(0, QUEUE_PAGE_SIZE).map((row) => ({
      id: row.id,
      body: row.body,
      hidden: row.status === 'hidden',
      reply: row.parentId !== null,
      createdAt: row.createdAt,
      author: { id: row.userId, name: row.name, email: row.email, coach: row.role === 'admin' },
      blocked: Boolean(row.blocked),
      reports: Number(row.reports ?? 0),
      place: row.postSlug
        ? { kind: 'post' as const, title: row.postTitle ?? '', path: `/post/${row.postSlug}` }
        : {
            kind: 'lesson' as const,
            title: row.lessonTitle ?? '',
            path: `/cursos/${row.courseSlug}/${row.lessonSlug}`,
          },
    })),
  }
}

const touch = (now: Date) => ({ reviewedAt: now.toISOString(), updatedAt: now.toISOString() })

/** Hides or shows a comment again; either way it is dealt with, and its reports are settled. False when gone. */
export async function setCommentHidden(
  db: Db,
  { id, hidden, now = new Date() }: { id: number; hidden: boolean; now?: Date },
) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('comment')
      .set({ status: hidden ? 'hidden' : 'visible', ...touch(now) })
      .where('id', '=', id)
      .executeTakeFirst()
    if (!hidden) await trx.deleteFrom('comment_report').where('commentId', '=', id).execute()
    return Number(result.numUpdatedRows) > 0
  })
}

/** Keeps a comment as it is: no longer new, its reports dismissed. */
export async function markReviewed(db: Db, { id, now = new Date() }: { id: number; now?: Date }) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('comment').set(touch(now)).where('id', '=', id).execute()
    await trx.deleteFrom('comment_report').where('commentId', '=', id).execute()
  })
}

/** Deletes a comment with its replies and reports. False when it was gone already. */
export async function deleteComment(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('comment').where('parentId', '=', id).execute()
    const result = await trx.deleteFrom('comment').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  })
}

/** Blocks (or unblocks) a user from writing comments and questions; what they wrote stays as it is. */
export async function setCommentBlock(db: Db, { userId, blocked }: { userId: string; blocked: boolean }) {
  if (!blocked) {
    await db.deleteFrom('comment_block').where('userId', '=', userId).execute()
    return
  }
  await db
    .insertInto('comment_block')
    .values({ userId, blockedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
}
