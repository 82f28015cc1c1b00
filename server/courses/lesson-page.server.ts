import type { Db } from '../db/connection.server.ts'
import type { PublicCourse } from './catalogue.server.ts'
import { lessonContent, lessonFilesPath, openLesson } from './learning.server.ts'
import { decideLesson, type Asker } from './lesson-visit.server.ts'
import { lessonWall } from './lesson-wall.server.ts'
import { lessonLevel } from './visibility.server.ts'

/** The course's outline as a reader who is not enrolled sees it: titles, durations, free previews. */
export const readerOutline = (course: PublicCourse) => ({
  sections: course.syllabus.map((section) => ({
    id: section.id,
    title: section.title,
    lessons: section.lessons.map((lesson) => ({
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      durationMinutes: lesson.durationMinutes,
      preview: lessonLevel(course.access, lesson.access) === 'public',
    })),
  })),
})

/**
 * Everything the lesson page shows one reader: an enrolled learner's lesson (drip, progress, quiz),
 * a lesson read without enrolment, a lesson whose date has not come, or the wall. The body is
 * loaded only in the first two cases. Null when the course has no such lesson.
 */
export async function lessonPage(
  db: Db,
  request: Request,
  { asker, course, lessonSlug }: { asker: Asker | null; course: PublicCourse; lessonSlug: string },
) {
  const decision = await decideLesson(db, { asker, course, lessonSlug })
  if (decision.kind === 'notFound') return null
  const filesAt = lessonFilesPath(course.slug, lessonSlug)
  if (decision.kind === 'learner' && asker) {
    const opened = await openLesson(db, { userId: asker.id, courseId: course.id, lessonSlug, filesAt })
    if (opened.kind === 'notEnrolled' || opened.kind === 'notFound') return null
    const lessons = opened.outline.sections.flatMap((section) => section.lessons)
    const index = lessons.findIndex((lesson) => lesson.slug === lessonSlug)
    return {
      learner: { outline: opened.outline, next: lessons[index + 1] ?? null },
      outline: null,
      ...(opened.kind === 'open'
        ? { lesson: opened.lesson, quiz: opened.quiz, locked: null, wall: null }
        : {
            lesson: null,
            quiz: null,
            locked: { title: opened.lesson.title, state: opened.state },
            wall: null,
          }),
    }
  }
  const reader = { learner: null, outline: readerOutline(course), quiz: null }
  if (decision.kind === 'reader') {
    const content = await lessonContent(db, decision.lesson.id, filesAt)
    return {
      ...reader,
      lesson: { ...content, id: decision.lesson.id, slug: lessonSlug, done: false },
      locked: null,
      wall: null,
    }
  }
  if (decision.kind === 'notYet')
    return {
      ...reader,
      lesson: null,
      locked: {
        title: decision.lesson.title,
        state: { state: 'locked' as const, reason: 'date' as const, opensAt: decision.opensAt },
      },
      wall: null,
    }
  if (decision.kind !== 'wall') return null
  const wall = await lessonWall(db, request, {
    course,
    decision,
    userId: asker && !asker.locked ? asker.id : null,
  })
  return { ...reader, lesson: null, locked: null, wall }
}
