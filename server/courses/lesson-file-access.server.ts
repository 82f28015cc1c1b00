import type { Db } from '../db/connection.server.ts'
import type { Role } from '../db/schema.server.ts'
import { findPublicCourse } from './catalogue.server.ts'
import { readableLesson } from './learning.server.ts'
import { findLessonFile } from './lesson-files.server.ts'

interface FileRequest {
  user: { id: string; role: Role }
  courseSlug: string
  lessonSlug: string
  fileId: number
}

/**
 * A lesson file for whoever asks, or null (answered 404, as if it did not exist): a learner gets it
 * while the lesson is readable to them (enrolled, unlocked, course published); the coach gets any
 * lesson's files, drafts included, for his preview.
 */
export async function lessonFileFor(db: Db, { user, courseSlug, lessonSlug, fileId }: FileRequest) {
  const lessonId = user.role === 'admin' ? await anyLessonId(db, courseSlug, lessonSlug) : null
  if (lessonId !== null) return (await findLessonFile(db, { lessonId, fileId })) ?? null
  const course = await findPublicCourse(db, courseSlug)
  if (!course) return null
  const lesson = await readableLesson(db, { userId: user.id, courseId: course.id, lessonSlug })
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
