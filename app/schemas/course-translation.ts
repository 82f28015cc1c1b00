import { z } from './zod.ts'
import { COURSE_LIMITS } from './courses.ts'
import { plainString } from './plain-text.ts'
import { TranslationSchema } from './translations.ts'

/**
 * A course's translation (docs/decisions/048-content-translations.md): besides the fields every kind
 * shares (title, summary = the course's description, slug, SEO, status), the titles of its sections
 * and lessons, each by the Spanish row's id. Lesson bodies and quizzes are not translated yet.
 */

export interface TitleById {
  id: number
  title: string
}

export interface CourseWords {
  sections: TitleById[]
  lessons: TitleById[]
}

/** Every section and lesson title as lines, for "what changed in the source since". */
export const courseWordLines = (words: CourseWords) => [
  ...words.sections.map((section) => section.title),
  ...words.lessons.map((lesson) => lesson.title),
]

/** A posted title; empty keeps the Spanish one. */
const titles = (max: number) =>
  z
    .array(
      z.object({
        id: z.coerce.number().int().positive(),
        title: plainString().trim().max(max, 'admin:errors.tooLong').default(''),
      }),
    )
    .max(500, 'admin:errors.tooLong')
    .default([])

/** The course translation editor's form: the shared fields without a body, and the outline's titles. */
export const CourseTranslationSchema = TranslationSchema.omit({ body: true }).extend({
  summary: plainString({ multiline: true })
    .trim()
    .max(COURSE_LIMITS.summary, 'admin:errors.tooLong')
    .optional(),
  sections: titles(COURSE_LIMITS.sectionTitle),
  lessons: titles(COURSE_LIMITS.title),
})

export type CourseTranslationInput = z.infer<typeof CourseTranslationSchema>
