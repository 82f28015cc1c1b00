import type { Db } from '../db/connection.server.ts'
import { COVER_COLUMNS, splitCover, type CoverColumns } from '../media/responsive.server.ts'
import { loadSyllabus, totalMinutes } from './syllabus.server.ts'

const publicColumns = [
  'course.id',
  'course.slug',
  'course.title',
  'course.description as summary',
  'course.programme',
  'course.level',
  'course.priceText',
  'course.priceCents',
  'course.access',
  'course.updatedAt',
  ...COVER_COLUMNS,
] as const

const published = (db: Db) =>
  db
    .selectFrom('course')
    .leftJoin('media', 'media.id', 'course.coverMediaId')
    .select(publicColumns)
    .where('course.status', '=', 'published')

function withCover<Row extends CoverColumns>(row: Row) {
  const { rest, cover } = splitCover(row)
  return { ...rest, cover }
}

/** The public catalogue: every published course with its lesson count and total duration. */
export async function listPublishedCourses(db: Db) {
  const courses = await published(db).orderBy('course.title').execute()
  return Promise.all(
    courses.map(async (course) => {
      const syllabus = await loadSyllabus(db, course.id)
      return {
        ...withCover(course),
        lessons: syllabus.reduce((n, section) => n + section.lessons.length, 0),
        minutes: totalMinutes(syllabus),
      }
    }),
  )
}

/** A published course by slug with its syllabus (titles and durations, never lesson bodies). */
export async function findPublicCourse(db: Db, slug: string) {
  const course = await published(db).where('course.slug', '=', slug).executeTakeFirst()
  if (!course) return null
  const syllabus = await loadSyllabus(db, course.id)
  return { ...withCover(course), syllabus, minutes: totalMinutes(syllabus) }
}

export type PublicCourse = NonNullable<Awaited<ReturnType<typeof findPublicCourse>>>

/** For sitemap.xml. */
export function listCoursesForIndex(db: Db) {
  return db
    .selectFrom('course')
    .select(['slug', 'updatedAt'])
    .where('status', '=', 'published')
    .orderBy('slug')
    .execute()
}
