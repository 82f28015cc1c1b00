import type { DemoCourse } from '../content/demo/load.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { slugify, uniqueSlug } from '../content/slug.server.ts'
import type { Db } from '../db/connection.server.ts'
import { changeQuiz } from './quiz.server.ts'

type DemoQuiz = NonNullable<DemoCourse['sections'][number]['lessons'][number]['quiz']>

async function seedQuiz(db: Db, lessonId: number, quiz: DemoQuiz) {
  await changeQuiz(db, lessonId, {
    intent: 'settings',
    passMark: quiz.passMark,
    maxAttempts: quiz.maxAttempts,
    required: true,
  })
  for (const question of quiz.questions)
    await changeQuiz(db, lessonId, {
      intent: 'question',
      kind: question.kind,
      prompt: question.prompt,
      choices: question.choices,
    })
}

/** Publishes the demo courses with their sections, lessons and quizzes (called once, on an empty site). */
export async function seedDemoCourses(db: Db, courses: readonly DemoCourse[]) {
  for (const course of courses) {
    const created = await db
      .insertInto('course')
      .values({
        slug: await uniqueSlug(db, 'course', course.title),
        title: course.title,
        description: course.summary,
        programme: course.programme,
        level: course.level,
        priceText: course.priceText,
        priceCents: course.priceCents,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [sectionPosition, section] of course.sections.entries()) {
      const { id: sectionId } = await db
        .insertInto('course_section')
        .values({ courseId: created.id, title: section.title, position: sectionPosition })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [position, lesson] of section.lessons.entries()) {
        const { id: lessonId } = await db
          .insertInto('course_lesson')
          .values({
            courseId: created.id,
            sectionId,
            slug: slugify(lesson.title),
            title: lesson.title,
            position,
            body: JSON.stringify(lesson.body),
            bodyHtml: await renderRichTextWithPictures(db, lesson.body),
            videoUrl: lesson.videoUrl ?? null,
            durationMinutes: lesson.minutes,
            unlockRule: lesson.unlock,
            unlockDays: lesson.unlockDays ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (lesson.quiz) await seedQuiz(db, lessonId, lesson.quiz)
      }
    }
  }
  return courses.length
}
