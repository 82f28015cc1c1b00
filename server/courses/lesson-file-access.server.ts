import type { Db } from '../db/connection.server.ts'
import type { Role } from '../db/schema.server.ts'
import { findPublicCourse } from './catalogue.server.ts'
import { readableLesson } from './learning.server.ts'
import { findLessonFile } from './lesson-files.server.ts'
import { decideLesson } from './lesson-visit.server.ts'

interface FileRequest {
  /** Null for a visitor, who gets the files of a lesson open to everyone (a free preview). */
  user: { id: string; role: Role; locked?: boolean } | null
  courseSlug: string
  lessonSlug: string
  fileId: number
}

/**
 * A lesson file for whoever asks, or null (answered 404, as if it did not exist): whoever may read
 * the lesson gets it — a learner while it is readable to them (enrolled, unlocked, course published),
 * a reader its visibility lets in (docs/decisions/032-content-visibility.md); the coach gets any
 * lesson's files, drafts included, for his preview.
 */
export async function lessonFileFor(db: Db, { user, courseSlug, lessonSlug, fileId }: FileRequest) {
  const lessonId = user?.role === 'admin' ? await anyLessonId(db, courseSlug, lessonSlug) : null
  if (lessonId !== null) return (await findLessonFile(db, { lessonId, fileId })) ?? null
  const course = await findPublicCourse(db, courseSlug)
  if (!course) return null
  const decision = await decideLesson(db, { asker: user, course, lessonSlug })
  const lesson =
    decision.kind === 'reader'
      ? decision.lesson
      : decision.kind === 'learner' && user
        ? await readableLesson(db, { userId: user.id, courseId: course.id, lessonSlug })
        : null
  return lesson ? ((await findLessonFile(db, { lessonId: lesson.id, fileId })) ?? null) : null
}

async function anyLessonId(db: Db, courseSlug: string, lessonSlug: string) {
  const row = await db
    .selectFrom('course_lesson')
    .innerJoin('course', 'course.id', 'course_lesson.courseId')
    .select('course_lesson.id')
    .where('course.slug', '=', courseSlug)
    .where('course_lesson.slug', '=', lessonSlug)
    .executeTakeFirst()
  return row ? Number(row.id) : null
}
