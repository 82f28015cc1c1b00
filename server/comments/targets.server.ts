import type { Db } from '../db/connection.server.ts'
import { findPublicPost } from '../content/posts.server.ts'
import { findPublicCourse } from '../courses/catalogue.server.ts'
import { decideLesson, type Asker } from '../courses/lesson-visit.server.ts'
import { readsMembersContent } from '../memberships/content-access.server.ts'
import type { CommentTarget } from './comments.server.ts'

/**
 * Where comments may be read and written: a published post with "Comentarios" on, whose body the
 * reader may read; a lesson of a published course with "Preguntas" on, which the reader may read
 * (server/courses/lesson-visit.server.ts decides, as for the lesson page itself).
 */

export interface Place {
  target: CommentTarget
  /** The page the comment is on, to return to. */
  path: string
  title: string
}

export const commentsOnPost = async (db: Db, postId: number) =>
  Boolean(
    (await db.selectFrom('post').select('commentsEnabled').where('id', '=', postId).executeTakeFirst())
      ?.commentsEnabled,
  )

export const questionsOnCourse = async (db: Db, courseId: number) =>
  Boolean(
    (await db.selectFrom('course').select('questionsEnabled').where('id', '=', courseId).executeTakeFirst())
      ?.questionsEnabled,
  )

/** The place a signed-in user wants to write to, or null when they may not (off, unreadable, unknown). */
export async function writablePlace(
  db: Db,
  request: Request,
  asker: Asker,
  { kind, id }: { kind: 'post' | 'lesson'; id: number },
): Promise<Place | null> {
  if (kind === 'post') {
    const post = await findPublicPost(db, String(id))
    if (!post || post.id !== id || !(await commentsOnPost(db, id))) return null
    if (post.access === 'members' && !(await readsMembersContent(db, request))) return null
    return { target: { kind: 'post', postId: id }, path: `/post/${post.slug}`, title: post.title }
  }
  const lesson = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .select(['course_lesson.slug', 'course.slug as courseSlug'])
    .where('course_lesson.id', '=', id)
    .executeTakeFirst()
  if (!lesson) return null
  const course = await findPublicCourse(db, lesson.courseSlug)
  if (!course || !(await questionsOnCourse(db, course.id))) return null
  const decision = await decideLesson(db, { asker, course, lessonSlug: lesson.slug })
  if (decision.kind !== 'learner' && decision.kind !== 'reader') return null
  return {
    target: { kind: 'lesson', lessonId: id },
    path: `/cursos/${course.slug}/${lesson.slug}`,
    title: decision.lesson.title,
  }
}

/** Where a comment's target is, whatever its state: for the coach's queue and mails. */
export async function placeOf(db: Db, target: CommentTarget): Promise<Omit<Place, 'target'>> {
  if (target.kind === 'post') {
    const post = await db
      .selectFrom('post')
      .select(['slug', 'title'])
      .where('id', '=', target.postId)
      .executeTakeFirstOrThrow()
    return { path: `/post/${post.slug}`, title: post.title }
  }
  const lesson = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .select(['course_lesson.slug', 'course_lesson.title', 'course.slug as courseSlug'])
    .where('course_lesson.id', '=', target.lessonId)
    .executeTakeFirstOrThrow()
  return { path: `/cursos/${lesson.courseSlug}/${lesson.slug}`, title: lesson.title }
}
