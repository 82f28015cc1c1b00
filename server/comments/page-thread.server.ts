import { getOptionalUser } from '../auth/guards.server.ts'
import type { Db } from '../db/connection.server.ts'
import { isBlocked, listThread, type CommentTarget, type ThreadComment } from './comments.server.ts'
import { questionsOnCourse } from './targets.server.ts'

/** What the comment section under a post or lesson shows one reader (null: no section at all). */
export interface PageThread {
  target: 'post' | 'lesson'
  targetId: number
  /** Anonymous readers get the list and a sign-in link; their page may be cached for all of them. */
  signedIn: boolean
  blocked: boolean
  comments: ThreadComment[]
}

async function threadFor(db: Db, request: Request, target: CommentTarget): Promise<PageThread> {
  const asker = await getOptionalUser(request)
  const user = asker && !asker.locked ? asker : null
  const [comments, blocked] = await Promise.all([
    listThread(db, target, user?.id ?? null),
    user ? isBlocked(db, user.id) : false,
  ])
  return {
    target: target.kind,
    targetId: target.kind === 'post' ? target.postId : target.lessonId,
    signedIn: Boolean(user),
    blocked,
    comments,
  }
}

/** The comments under a post whose body this reader gets (`readable`), when the post has them on. */
export async function postThread(
  db: Db,
  request: Request,
  { postId, readable, enabled }: { postId: number; readable: boolean; enabled: boolean },
) {
  if (!readable || !enabled) return null
  return threadFor(db, request, { kind: 'post', postId })
}

/** The questions under a lesson this reader may read, when its course has them on. */
export async function lessonThread(
  db: Db,
  request: Request,
  { courseId, lessonId }: { courseId: number; lessonId: number },
) {
  if (!(await questionsOnCourse(db, courseId))) return null
  return threadFor(db, request, { kind: 'lesson', lessonId })
}
