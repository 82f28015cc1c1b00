import type { Db } from '../db/connection.server.ts'

/**
 * A course's sections and lessons in course order, without lesson bodies: what the catalogue,
 * the learner's outline and the admin's syllabus all show.
 */
export async function loadSyllabus(db: Db, courseId: number) {
  const [sections, lessons] = await Promise.all([
    db
      .selectFrom('course_section')
      .select(['id', 'title', 'position', 'unlockRule', 'unlockAt', 'unlockDays'])
      .where('courseId', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('course_lesson')
      .select([
        'id',
        'sectionId',
        'slug',
        'title',
        'position',
        'durationMinutes',
        'unlockRule',
        'unlockAt',
        'unlockDays',
        'access',
      ])
      .where('courseId', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ])
  return sections.map((section) => ({
    ...section,
    lessons: lessons.filter((lesson) => lesson.sectionId === section.id),
  }))
}

export type Syllabus = Awaited<ReturnType<typeof loadSyllabus>>
export type SyllabusLesson = Syllabus[number]['lessons'][number]

/** Every lesson of the syllabus in the order a learner takes them. */
export const lessonsInOrder = (syllabus: Syllabus) => syllabus.flatMap((section) => section.lessons)

export const totalMinutes = (syllabus: Syllabus) =>
  lessonsInOrder(syllabus).reduce((sum, lesson) => sum + lesson.durationMinutes, 0)
