import type { Db } from '../db/connection.server.ts'
import type { CourseAccess } from '../db/schema.server.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { offeredPlans, type MembersTeaser } from '../memberships/content-access.server.ts'
import { saleOf } from '../payments/course-sale.server.ts'
import { pendingRequest } from './access.server.ts'
import type { PublicCourse } from './catalogue.server.ts'
import type { LessonDecision } from './lesson-visit.server.ts'
import { wallWays, type WallWay } from './visibility.server.ts'

/** What a reader who may not read a lesson gets instead: title, teaser and what would open it. */
export interface LessonWall {
  title: string
  teaser: string
  level: CourseAccess
  ways: WallWay[]
  plans: MembersTeaser['plans']
  signedIn: boolean
  /** A request for this course already waits for the coach. */
  pending: boolean
}

/**
 * Builds the wall of a lesson the reader may not read. Nothing of the lesson's body is read here:
 * the teaser is the one the coach wrote for the wall, or the course's summary.
 */
export async function lessonWall(
  db: Db,
  request: Request,
  {
    course,
    decision,
    userId,
  }: {
    course: PublicCourse
    decision: Extract<LessonDecision, { kind: 'wall' }>
    userId: string | null
  },
): Promise<LessonWall> {
  const ways = wallWays(decision.level, decision.reader, { forSale: Boolean(saleOf(course, request)) })
  const row = await db
    .selectFrom('course_lesson')
    .select('teaser')
    .where('id', '=', decision.lesson.id)
    .executeTakeFirstOrThrow()
  return {
    title: decision.lesson.title,
    teaser: row.teaser.trim() || course.summary,
    level: decision.level,
    ways,
    plans: ways.includes('plans') ? await offeredPlans(db, getLocale(request)) : [],
    signedIn: decision.reader.signedIn,
    pending: Boolean(userId && ways.includes('request') && (await pendingRequest(db, userId, course.id))),
  }
}
