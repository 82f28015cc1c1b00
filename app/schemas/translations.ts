import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import { richTextField } from './rich-text.ts'
import { CONTENT_LIMITS } from './content-admin.ts'
import { translationStatuses } from '#app/i18n/content-languages.ts'

export * from '#app/i18n/content-languages.ts'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The translation editor's form, for posts and concepts alike (title = a concept's term). */
export const TranslationSchema = z.object({
  title: plainString({ error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(CONTENT_LIMITS.title, 'admin:errors.tooLong'),
  summary: plainString({ multiline: true })
    .trim()
    .max(CONTENT_LIMITS.excerpt, 'admin:errors.tooLong')
    .optional(),
  slug: plainString()
    .trim()
    .max(CONTENT_LIMITS.slug, 'admin:errors.tooLong')
    .regex(SLUG_PATTERN, 'admin:errors.slugFormat')
    .optional(),
  seoTitle: plainString().trim().max(CONTENT_LIMITS.seoTitle, 'admin:errors.tooLong').optional(),
  seoDescription: plainString({ multiline: true })
    .trim()
    .max(CONTENT_LIMITS.seoDescription, 'admin:errors.tooLong')
    .optional(),
  status: z.enum(translationStatuses, { error: 'admin:errors.invalidChoice' }),
  body: richTextField,
})

export type TranslationInput = z.infer<typeof TranslationSchema>
