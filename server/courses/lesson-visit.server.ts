import type { Db } from '../db/connection.server.ts'
import type { CourseAccess } from '../db/schema.server.ts'
import { isMember } from '../memberships/membership.server.ts'
import { findEnrollment } from './access.server.ts'
import type { PublicCourse } from './catalogue.server.ts'
import { lessonsInOrder, type SyllabusLesson } from './syllabus.server.ts'
import { lessonLevel, mayRead, type Reader } from './visibility.server.ts'

/** Who is asking, as the guards give it: null for a visitor (a locked session counts as one). */
export interface Asker {
  id: string
  role: string
  locked?: boolean
}

export type LessonDecision =
  | { kind: 'notFound' }
  /** Enrolled: the learner's path (drip rules, progress, quizzes) decides. */
  | { kind: 'learner'; lesson: SyllabusLesson }
  /** May read it without enrolment (free preview, a signed-in or members level, the coach). */
  | { kind: 'reader'; lesson: SyllabusLesson }
  /** May read it, but its date has not come yet. */
  | { kind: 'notYet'; lesson: SyllabusLesson; opensAt: string }
  /** May not read it: the wall. */
  | { kind: 'wall'; lesson: SyllabusLesson; level: CourseAccess; reader: Reader }

/**
 * Decides what one reader gets of one lesson of a published course, on the server, before anything
 * of its body is loaded (docs/decisions/032-content-visibility.md). A reader who is not enrolled has
 * no enrolment date, so only the fixed opening dates of a lesson and its section apply to them.
 */
export async function decideLesson(
  db: Db,
  {
    asker,
    course,
    lessonSlug,
    now = new Date(),
  }: {
    asker: Asker | null
    course: Pick<PublicCourse, 'id' | 'access' | 'syllabus'>
    lessonSlug: string
    now?: Date
  },
): Promise<LessonDecision> {
  const lesson = lessonsInOrder(course.syllabus).find((one) => one.slug === lessonSlug)
  if (!lesson) return { kind: 'notFound' }
  const user = asker && !asker.locked ? asker : null
  if (user && (await findEnrollment(db, user.id, course.id))) return { kind: 'learner', lesson }
  const reader: Reader = {
    signedIn: Boolean(user),
    coach: user?.role === 'admin',
    enrolled: false,
    member: user ? await isMember(db, user.id) : false,
  }
  const level = lessonLevel(course.access, lesson.access)
  if (!mayRead(level, reader)) return { kind: 'wall', lesson, level, reader }
  const section = course.syllabus.find((one) => one.lessons.includes(lesson))
  const opensAt = [lesson, section]
    .flatMap((rule) => (rule?.unlockRule === 'date' && rule.unlockAt ? [rule.unlockAt] : []))
    .filter((at) => Date.parse(at) > now.getTime())
    .sort((a, b) => Date.parse(b) - Date.parse(a))[0]
  if (opensAt) return { kind: 'notYet', lesson, opensAt }
  return { kind: 'reader', lesson }
}
