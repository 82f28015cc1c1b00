import type { Db } from '../db/connection.server.ts'
import { completionsWithCertificates, liveCertificate } from './completion.server.ts'
import { learnerOutline } from './learning.server.ts'

/**
 * "Mis cursos" (`/account/courses`): every course the learner may follow, with lessons done of all,
 * the lesson "continue" opens (the one visited last while unfinished, else the next open one) and,
 * once finished, when and the certificate (unless the coach revoked it).
 */
export async function myCourses(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .selectFrom('enrollment')
    .innerJoin('course', 'course.id', 'enrollment.courseId')
    .leftJoin('course_completion', (join) =>
      join
        .onRef('course_completion.courseId', '=', 'enrollment.courseId')
        .onRef('course_completion.userId', '=', 'enrollment.userId'),
    )
    .leftJoin('certificate', (join) =>
      join
        .onRef('certificate.courseId', '=', 'enrollment.courseId')
        .onRef('certificate.userId', '=', 'enrollment.userId')
        .on('certificate.revokedAt', 'is', null),
    )
    .select([
      'course.id',
      'course.slug',
      'course.title',
      'enrollment.purchasedAt',
      'course_completion.completedAt',
      'certificate.id as certificateId',
      'certificate.verificationCode',
    ])
    .where('enrollment.userId', '=', userId)
    .orderBy('enrollment.purchasedAt', 'desc')
    .orderBy('course.id')
    .execute()
  return Promise.all(
    rows.map(async (row) => {
      const outline = await learnerOutline(db, { userId, courseId: row.id, now })
      const lessons = outline?.sections.flatMap((section) => section.lessons) ?? []
      const resume = lessons.find((lesson) => lesson.slug === outline?.resume)
      return {
        slug: row.slug,
        title: row.title,
        enrolledAt: row.purchasedAt,
        done: outline?.done ?? 0,
        total: outline?.total ?? 0,
        resume: resume ? { slug: resume.slug, title: resume.title, started: resume.state === 'done' } : null,
        completedAt: row.completedAt,
        certificate:
          row.certificateId && row.verificationCode
            ? { id: row.certificateId, verificationCode: row.verificationCode }
            : null,
      }
    }),
  )
}

export type MyCourse = Awaited<ReturnType<typeof myCourses>>[number]

/** The finished-course page: the course, when it was finished and its certificate; undefined if not finished. */
export async function finishedCourse(db: Db, userId: string, slug: string) {
  const row = await completionsWithCertificates(db)
    .innerJoin('course', 'course.id', 'course_completion.courseId')
    .select(['course.slug', 'course.title'])
    .where('course_completion.userId', '=', userId)
    .where('course.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    slug: row.slug,
    title: row.title,
    completedAt: row.completedAt,
    certificate: liveCertificate(row),
    revoked: Boolean(row.revokedAt),
  }
}

/** A published course the learner has not finished: its title and, when enrolled, their progress. */
export async function unfinishedCourse(db: Db, userId: string, slug: string) {
  const course = await db
    .selectFrom('course')
    .select(['slug', 'title'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!course) return undefined
  const mine = (await myCourses(db, userId)).find((row) => row.slug === slug)
  return { ...course, mine: mine ? { done: mine.done, total: mine.total, resume: mine.resume } : null }
}
