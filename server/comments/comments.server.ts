import type { Db } from '../db/connection.server.ts'

/**
 * Comments under posts and questions under lessons (docs/decisions/038-comments.md): what readers
 * see and write. The coach's side is moderation.server.ts; who may write where is targets.server.ts.
 */

export type CommentTarget = { kind: 'post'; postId: number } | { kind: 'lesson'; lessonId: number }

const targetColumn = (target: CommentTarget) =>
  target.kind === 'post'
    ? ({ column: 'comment.postId', id: target.postId } as const)
    : ({ column: 'comment.lessonId', id: target.lessonId } as const)

/** Top-level comments shown under a post or lesson, oldest first; replies come with them. */
export const THREAD_LIMIT = 200

export interface ThreadComment {
  id: number
  author: string
  /** Written by the coach (an admin): shown as the coach's answer. */
  byCoach: boolean
  body: string
  createdAt: string
  /** The reader wrote it (no report button) or already reported it. */
  own: boolean
  reported: boolean
  replies: Omit<ThreadComment, 'replies'>[]
}

/**
 * The visible comments of a target with their visible replies, as `viewerId` sees them (null: an
 * anonymous reader, whose page may be cached and shown to any other anonymous reader).
 */
export async function listThread(db: Db, target: CommentTarget, viewerId: string | null) {
  const { column, id } = targetColumn(target)
  const rows = await db
    .selectFrom('comment')
    .innerJoin('user', 'user.id', 'comment.userId')
    .select([
      'comment.id',
      'comment.parentId',
      'comment.userId',
      'comment.body',
      'comment.createdAt',
      'user.name',
      'user.role',
    ])
    .where(column, '=', id)
    .where('comment.status', '=', 'visible')
    .orderBy('comment.id')
    .limit(THREAD_LIMIT * 5)
    .execute()
  const reported = viewerId
    ? await reportedBy(
        db,
        viewerId,
        rows.map((row) => row.id),
      )
    : new Set<number>()
  const shown = (row: (typeof rows)[number]) => ({
    id: row.id,
    author: row.name,
    byCoach: row.role === 'admin',
    body: row.body,
    createdAt: row.createdAt,
    own: row.userId === viewerId,
    reported: reported.has(row.id),
  })
  const threads = new Map<number, ThreadComment>()
  for (const row of rows) {
    if (row.parentId === null) {
      if (threads.size < THREAD_LIMIT) threads.set(row.id, { ...shown(row), replies: [] })
    } else threads.get(row.parentId)?.replies.push(shown(row)) // a hidden parent hides its replies
  }
  return [...threads.values()]
}

async function reportedBy(db: Db, userId: string, ids: number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('comment_report')
    .select('commentId')
    .where('userId', '=', userId)
    .where('commentId', 'in', ids)
    .execute()
  return new Set(rows.map((row) => row.commentId))
}

export async function isBlocked(db: Db, userId: string) {
  const row = await db
    .selectFrom('comment_block')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst()
  return Boolean(row)
}

export type PostOutcome =
  { kind: 'posted'; id: number; parentId: number | null } | { kind: 'blocked' } | { kind: 'noParent' }

/**
 * Stores a comment or a reply. Replies are one level deep: answering a reply answers the comment it
 * belongs to. A parent must be a visible comment of the same target. A blocked user writes nothing.
 * The coach's own comments need no review; anyone else's is new in the coach's queue.
 */
export async function postComment(
  db: Db,
  {
    userId,
    target,
    parentId,
    body,
    byCoach = false,
    now = new Date(),
  }: {
    userId: string
    target: CommentTarget
    parentId?: number
    body: string
    byCoach?: boolean
    now?: Date
  },
): Promise<PostOutcome> {
  if (!byCoach && (await isBlocked(db, userId))) return { kind: 'blocked' }
  let parent: number | null = null
  if (parentId !== undefined) {
    const { column, id } = targetColumn(target)
    const row = await db
      .selectFrom('comment')
      .select(['id', 'parentId'])
      .where('comment.id', '=', parentId)
      .where(column, '=', id)
      .where('status', '=', 'visible')
      .executeTakeFirst()
    if (!row) return { kind: 'noParent' }
    parent = row.parentId ?? row.id
  }
  const at = now.toISOString()
  const row = await db
    .insertInto('comment')
    .values({
      postId: target.kind === 'post' ? target.postId : null,
      lessonId: target.kind === 'lesson' ? target.lessonId : null,
      parentId: parent,
      userId,
      body,
      reviewedAt: byCoach ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { kind: 'posted', id: row.id, parentId: parent }
}

export type ReportOutcome = 'reported' | 'already' | 'notFound'

/** A reader reports a visible comment of someone else, once; a second report changes nothing. */
export async function reportComment(
  db: Db,
  { userId, commentId, now = new Date() }: { userId: string; commentId: number; now?: Date },
): Promise<ReportOutcome> {
  const comment = await db
    .selectFrom('comment')
    .select(['id', 'userId'])
    .where('id', '=', commentId)
    .where('status', '=', 'visible')
    .executeTakeFirst()
  if (!comment || comment.userId === userId) return 'notFound'
  const inserted = await db
    .insertInto('comment_report')
    .values({ commentId, userId, createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['commentId', 'userId']).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'reported' : 'already'
}

/** Where a comment is: its target, for the page to purge and the reader to return to. */
export async function targetOf(db: Db, commentId: number) {
  const row = await db
    .selectFrom('comment')
    .select(['postId', 'lessonId', 'parentId', 'body', 'userId'])
    .where('id', '=', commentId)
    .executeTakeFirst()
  if (!row) return undefined
  const target: CommentTarget | undefined =
    row.postId !== null
      ? { kind: 'post', postId: row.postId }
      : row.lessonId !== null
        ? { kind: 'lesson', lessonId: row.lessonId }
        : undefined
  return target && { target, parentId: row.parentId, body: row.body, userId: row.userId }
}
