import type { CourseAccess, LessonAccess } from '../db/schema.server.ts'

/**
 * The one content-visibility decision for courses and lessons (docs/decisions/032-content-visibility.md).
 * Levels from the widest to the narrowest set of readers: public ⊇ signedIn ⊇ members ⊇ enrolled.
 * "members" means an active member or a learner enrolled in the course (someone who bought it or
 * was given it keeps it); the coach reads everything.
 */
export interface Reader {
  signedIn: boolean
  coach: boolean
  enrolled: boolean
  member: boolean
}

/** What would open a walled lesson for this reader, in the order the wall offers them. */
export type WallWay = 'signIn' | 'request' | 'redeem' | 'buy' | 'plans'

/** The level a lesson is read at: its own, or its course's when it follows the course. */
export const lessonLevel = (course: CourseAccess, lesson: LessonAccess): CourseAccess =>
  lesson === 'course' ? course : lesson

export function mayRead(level: CourseAccess, reader: Reader): boolean {
  if (reader.coach || level === 'public') return true
  if (level === 'signedIn') return reader.signedIn
  if (level === 'members') return reader.enrolled || reader.member
  return reader.enrolled
}

/**
 * The ways the wall offers to a reader who may not read: a visitor signs in (or signs up) and comes
 * back; a signed-in reader is offered what grants the level: enrolment (request, a code, buying when
 * the course is for sale) and, for members content, the plans.
 */
export function wallWays(level: CourseAccess, reader: Reader, { forSale }: { forSale: boolean }): WallWay[] {
  if (mayRead(level, reader)) return []
  if (!reader.signedIn) return level === 'members' ? ['signIn', 'plans'] : ['signIn']
  const enrol: WallWay[] = ['request', 'redeem', ...(forSale ? (['buy'] as const) : [])]
  return level === 'members' ? ['plans', ...enrol] : enrol
}
