import { z } from './zod.ts'
import { contentAccessField } from './memberships.ts'
import { commentSwitchField } from './comments.ts'
import { plainString } from './plain-text.ts'
import { richTextField } from './rich-text.ts'
import { programmes } from './programmes.ts'

/** Field limits of the post and concept editors, shared by the inputs (maxLength) and the server. */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 80,
  excerpt: 500,
  tag: 60,
  tags: 20,
  seoTitle: 70,
  seoDescription: 160,
  alt: 250,
  position: 9999,
} as const

/** The post editor's glossary switch: link the first appearance of each glossary term, or not. */
export const glossarySwitches = ['on', 'off'] as const

export { programmes } from './programmes.ts'
export const postStatuses = ['draft', 'scheduled', 'published'] as const
export const conceptStatuses = ['draft', 'published'] as const
export const conceptKinds = ['concepto', 'definicion'] as const
export const conceptCategories = [
  'tactica',
  'tecnica',
  'fisica',
  'psicologia',
  'reglamento',
  'metodologia',
] as const

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const requiredText = (max: number) =>
  plainString({ error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(max, 'admin:errors.tooLong')
const optionalText = (max: number, multiline = false) =>
  plainString({ multiline }).trim().max(max, 'admin:errors.tooLong').optional()
const mediaId = z.coerce.number().int().positive().optional()

/** Shared by both editors: slug (generated from the title when empty), image, programme, version. */
const common = {
  slug: plainString()
    .trim()
    .max(CONTENT_LIMITS.slug, 'admin:errors.tooLong')
    .regex(SLUG_PATTERN, 'admin:errors.slugFormat')
    .optional(),
  programme: z.enum(programmes, { error: 'admin:errors.invalidChoice' }).optional(),
  /** The version the form was loaded with; the server refuses a save made from an older one. */
  version: z.coerce.number().int().min(0).optional(),
}

export const PostSchema = z
  .object({
    ...common,
    title: requiredText(CONTENT_LIMITS.title),
    excerpt: optionalText(CONTENT_LIMITS.excerpt, true),
    coverMediaId: mediaId,
    coverAlt: optionalText(CONTENT_LIMITS.alt),
    tags: z
      .array(plainString().trim().max(CONTENT_LIMITS.tag, 'admin:errors.tooLong'))
      .max(CONTENT_LIMITS.tags, 'admin:errors.tooManyTags')
      .optional(),
    seoTitle: optionalText(CONTENT_LIMITS.seoTitle),
    seoDescription: optionalText(CONTENT_LIMITS.seoDescription, true),
    status: z.enum(postStatuses, { error: 'admin:errors.invalidChoice' }),
    access: contentAccessField,
    /** "Comentarios" under the post (docs/decisions/038-comments.md). */
    comments: commentSwitchField,
    /** "Enlazar conceptos del glosario" (docs/decisions/045-glossary-links.md); absent: left as it is. */
    glossary: z.enum(glossarySwitches, { error: 'admin:errors.invalidChoice' }).optional(),
    /** ISO 8601, computed in the browser from the local date and time the coach picked. */
    publishedAt: z.iso.datetime({ error: 'admin:errors.date' }).optional(),
    content: richTextField,
  })
  .superRefine((post, ctx) => {
    if (post.status !== 'scheduled') return
    if (!post.publishedAt)
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'admin:errors.scheduleDateRequired' })
    else if (Date.parse(post.publishedAt) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: 'admin:errors.scheduleInPast' })
  })

export type PostInput = z.infer<typeof PostSchema>

/** Bound of each concept-map picker: a concept with more links than this is not one concept. */
export const MAX_CONCEPT_LINKS = 50
const conceptLinkField = z
  .array(
    z.coerce.number({ error: 'admin:errors.invalidChoice' }).int().positive('admin:errors.invalidChoice'),
  )
  .max(MAX_CONCEPT_LINKS, 'admin:errors.tooManyLinks')
  .default([])

export const ConceptSchema = z.object({
  ...common,
  term: requiredText(CONTENT_LIMITS.title),
  summary: optionalText(CONTENT_LIMITS.excerpt, true),
  kind: z.enum(conceptKinds, { error: 'admin:errors.invalidChoice' }),
  category: z.enum(conceptCategories, { error: 'admin:errors.invalidChoice' }),
  mediaId,
  mediaAlt: optionalText(CONTENT_LIMITS.alt),
  position: z.coerce
    .number({ error: 'admin:errors.position' })
    .int('admin:errors.position')
    .min(0, 'admin:errors.position')
    .max(CONTENT_LIMITS.position, 'admin:errors.position')
    .default(0),
  status: z.enum(conceptStatuses, { error: 'admin:errors.invalidChoice' }),
  body: richTextField,
  /** The concept map (docs/decisions/050): concepts to learn first, and related ones (ids). */
  prerequisites: conceptLinkField,
  related: conceptLinkField,
})

export type ConceptInput = z.infer<typeof ConceptSchema>

/** Bulk actions of the admin lists: the checked rows and what to do with them. */
export const BulkSchema = z.object({
  intent: z.enum(['publish', 'unpublish', 'delete']),
  ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
})

/** Restoring one of a post's revisions, from the version the editor shows. */
export const RestoreSchema = z.object({
  intent: z.literal('restore'),
  revisionId: z.coerce.number().int().positive(),
  version: z.coerce.number().int().min(0),
})
