import type { CourseTranslationInput, CourseWords } from '#app/schemas/course-translation.ts'
import type { Db } from '../../db/connection.server.ts'
import type { SourceItem } from './sources.server.ts'

/**
 * A course as the source of its translations (docs/decisions/048-content-translations.md): its
 * title, description (the shared `summary`), and its `words`: the titles of its sections and
 * lessons (its `outline`), by id, in the outline's order. No rich-text body. Price, cover, level, access and the
 * lessons' bodies stay the Spanish course's, so changing them leaves translations up to date.
 */
export async function courseSources(db: Db, ids?: readonly number[]): Promise<SourceItem[]> {
  const rows = await db
    .selectFrom('course')
    .select(['id', 'slug', 'title', 'description', 'status', 'updatedAt'])
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .execute()
  if (!rows.length) return []
  const courseIds = rows.map((row) => row.id)
  const [sections, lessons] = await Promise.all([
    db
      .selectFrom('course_section')
      .select(['id', 'courseId', 'title'])
      .where('courseId', 'in', courseIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_lesson')
      .innerJoin('course_section', 'course_section.id', 'course_lesson.sectionId')
      .select(['course_lesson.id', 'course_lesson.courseId', 'course_lesson.title'])
      .where('course_lesson.courseId', 'in', courseIds)
      .orderBy('course_section.position')
      .orderBy('course_lesson.position')
      .orderBy('course_lesson.id')
      .execute(),
  ])
  const of = <Row extends { id: number; courseId: number; title: string }>(list: Row[], courseId: number) =>
    list.filter((row) => row.courseId === courseId).map(({ id, title }) => ({ id, title }))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.description,
    body: '',
    html: '',
    outline: { sections: of(sections, row.id), lessons: of(lessons, row.id) },
    isPublic: row.status === 'published',
    updatedAt: row.updatedAt,
  }))
}

/**
 * The outline titles of a course's translation as stored: only the course's own sections and
 * lessons, in the source's order, and only those given a title (an empty one stays Spanish).
 */
export function courseTranslationWords(source: CourseWords, input: CourseTranslationInput): CourseWords {
  const pick = (own: CourseWords['sections'], posted: CourseTranslationInput['sections']) => {
    const titles = new Map(posted.map((item) => [item.id, item.title]))
    return own.flatMap(({ id }) => {
      const title = titles.get(id)
      return title ? [{ id, title }] : []
    })
  }
  return { sections: pick(source.sections, input.sections), lessons: pick(source.lessons, input.lessons) }
}
