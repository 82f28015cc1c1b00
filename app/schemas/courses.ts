import { z } from './zod.ts'
import { commentSwitchField } from './comments.ts'
import { programmes } from './content-admin.ts'
import { priceField } from './price.ts'
import { richTextField } from './rich-text.ts'

/** The forms of the course screens (admin, catalogue, learning, account settings). */
export const COURSE_LIMITS = {
  title: 200,
  slug: 80,
  summary: 1000,
  priceText: 80,
  sectionTitle: 200,
  duration: 6000,
  unlockDays: 3650,
  files: 20,
  codeUses: 10000,
  codeCount: 100,
  teaser: 1000,
} as const

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const
export const courseStatuses = ['draft', 'published'] as const
export const unlockRules = ['none', 'date', 'days', 'previous'] as const
/** Who may read a course's lessons (docs/decisions/032-content-visibility.md). */
export const courseAccesses = ['enrolled', 'members', 'signedIn', 'public'] as const
/** A lesson follows its course, or names its own level ('public': a free preview). */
export const lessonAccesses = ['course', ...courseAccesses] as const

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const YOUTUBE_PATTERN = /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,20}([&?][\w=&-]*)?$/

const requiredText = (max: number) =>
  z
    .string({ error: 'courses:errors.required' })
    .trim()
    .min(1, 'courses:errors.required')
    .max(max, 'courses:errors.tooLong')
const slugField = z
  .string()
  .trim()
  .max(COURSE_LIMITS.slug, 'courses:errors.tooLong')
  .regex(SLUG_PATTERN, 'courses:errors.slugFormat')
  .optional()
const positiveId = z.coerce.number().int().positive()

/**
 * Lesson slugs that are addresses of their own under /cursos/{course}/ (the purchase's return page,
 * /cursos/{course}/compra/{order}): a lesson may not take them, so each address names one thing.
 */
export const RESERVED_LESSON_SLUGS: readonly string[] = ['compra']
const lessonSlugField = slugField.refine(
  (slug) => slug === undefined || !RESERVED_LESSON_SLUGS.includes(slug),
  'courses:errors.slugReserved',
)

const editedVersion = z.coerce.number().int().min(0).optional()

/** The course editor's form; prices are read in the shop's `currency` (STRIPE_CURRENCY). */
export const courseSchema = (currency: string) =>
  z.object({
    title: requiredText(COURSE_LIMITS.title),
    slug: slugField,
    summary: z.string().trim().max(COURSE_LIMITS.summary, 'courses:errors.tooLong').optional(),
    programme: z.enum(programmes, { error: 'courses:errors.invalidChoice' }).optional(),
    level: z.enum(courseLevels, { error: 'courses:errors.invalidChoice' }),
    priceText: z.string().trim().max(COURSE_LIMITS.priceText, 'courses:errors.tooLong').optional(),
    /** The sale price with tax, typed in the shop's currency ("45,50"; "4500" in JPY); stored in its smallest unit. Empty: not for sale. */
    price: priceField(currency).optional(),
    status: z.enum(courseStatuses, { error: 'courses:errors.invalidChoice' }),
    access: z.enum(courseAccesses, { error: 'courses:errors.invalidChoice' }).default('enrolled'),
    /** "Preguntas" under the course's lessons (docs/decisions/038-comments.md). */
    questions: commentSwitchField,
    coverMediaId: positiveId.optional(),
    coverAlt: z.string().trim().max(250, 'courses:errors.tooLong').optional(),
    /** The version the editor loaded; a save from an older one is refused (409). */
    version: editedVersion,
  })
/** The course form in euros (the default shop currency), for tests and scripts. */
export const CourseSchema = courseSchema('eur')
export type CourseInput = z.infer<typeof CourseSchema>

/** The syllabus forms of the course editor, one `intent` each. */
export const SyllabusSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('addSection'), title: requiredText(COURSE_LIMITS.sectionTitle) }),
  z.object({
    intent: z.literal('addLesson'),
    sectionId: positiveId,
    title: requiredText(COURSE_LIMITS.title),
  }),
  z.object({ intent: z.literal('deleteSection'), sectionId: positiveId }),
  z.object({ intent: z.literal('deleteLesson'), lessonId: positiveId }),
  /** The new order of a section's lessons (or of the sections), as comma-separated ids. */
  z.object({
    intent: z.literal('reorder'),
    kind: z.enum(['sections', 'lessons']),
    ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'courses:errors.invalidChoice')
      .transform((value) => value.split(',').map(Number)),
  }),
])
export type SyllabusInput = z.infer<typeof SyllabusSchema>
export type SyllabusDeletion = Extract<SyllabusInput, { intent: 'deleteSection' | 'deleteLesson' }>

/** A drip rule's fields, the same on a lesson and on a section. */
const unlockFields = {
  unlockRule: z.enum(unlockRules, { error: 'courses:errors.invalidChoice' }),
  /** ISO 8601, computed in the browser from the local date the coach picked. */
  unlockAt: z.iso.datetime({ error: 'courses:errors.date' }).optional(),
  unlockDays: z.coerce
    .number({ error: 'courses:errors.number' })
    .int('courses:errors.number')
    .min(1, 'courses:errors.number')
    .max(COURSE_LIMITS.unlockDays, 'courses:errors.number')
    .optional(),
}
type UnlockFields = { unlockRule: (typeof unlockRules)[number]; unlockAt?: string; unlockDays?: number }

/** A date rule needs its date, a days rule its number of days. */
function checkUnlock(rule: UnlockFields, ctx: z.RefinementCtx) {
  if (rule.unlockRule === 'date' && !rule.unlockAt)
    ctx.addIssue({ code: 'custom', path: ['unlockAt'], message: 'courses:errors.required' })
  if (rule.unlockRule === 'days' && rule.unlockDays === undefined)
    ctx.addIssue({ code: 'custom', path: ['unlockDays'], message: 'courses:errors.required' })
}

/**
 * A section's drip rule, set in the course editor: the same rules as a lesson's (on a date, N days
 * after enrolment, once the previous section is done).
 */
export const SectionUnlockSchema = z
  .object({ intent: z.literal('sectionUnlock'), sectionId: positiveId, ...unlockFields })
  .superRefine(checkUnlock)
export type SectionUnlockInput = z.infer<typeof SectionUnlockSchema>

export const LessonSchema = z
  .object({
    title: requiredText(COURSE_LIMITS.title),
    slug: lessonSlugField,
    body: richTextField,
    videoUrl: z.string().trim().regex(YOUTUBE_PATTERN, 'courses:errors.youtube').optional(),
    videoMediaId: positiveId.optional(),
    files: z
      .string()
      .trim()
      .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'courses:errors.invalidChoice')
      .optional()
      .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
      .pipe(z.array(z.number()).max(COURSE_LIMITS.files, 'courses:errors.tooManyFiles')),
    durationMinutes: z.coerce
      .number({ error: 'courses:errors.number' })
      .int('courses:errors.number')
      .min(0, 'courses:errors.number')
      .max(COURSE_LIMITS.duration, 'courses:errors.number'),
    ...unlockFields,
    access: z.enum(lessonAccesses, { error: 'courses:errors.invalidChoice' }).default('course'),
    /** What a reader who may not read the lesson sees on its wall. */
    teaser: z.string().trim().max(COURSE_LIMITS.teaser, 'courses:errors.tooLong').optional(),
    version: editedVersion,
  })
  .superRefine((lesson, ctx) => {
    if (lesson.videoUrl && lesson.videoMediaId)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'courses:errors.oneVideo' })
    checkUnlock(lesson, ctx)
  })
export type LessonInput = z.infer<typeof LessonSchema>

/** The admin's access screen: decide a request, enrol by hand, make codes. */
export const AccessAdminSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['approve', 'refuse']), requestId: positiveId }),
  z.object({
    intent: z.literal('enrol'),
    email: z.email({ error: 'courses:errors.email' }).trim().toLowerCase(),
  }),
  z.object({
    intent: z.literal('createCodes'),
    count: z.coerce
      .number({ error: 'courses:errors.number' })
      .int('courses:errors.number')
      .min(1, 'courses:errors.number')
      .max(COURSE_LIMITS.codeCount, 'courses:errors.number'),
    maxUses: z.coerce
      .number({ error: 'courses:errors.number' })
      .int('courses:errors.number')
      .min(1, 'courses:errors.number')
      .max(COURSE_LIMITS.codeUses, 'courses:errors.number'),
    expiresAt: z.iso.datetime({ error: 'courses:errors.date' }).optional(),
    /** 100 (the default) enrols; less is a discount on the price when buying. */
    discountPercent: z.coerce
      .number({ error: 'courses:errors.number' })
      .int('courses:errors.number')
      .min(1, 'courses:errors.number')
      .max(100, 'courses:errors.number')
      .default(100),
  }),
])
export type AccessAdminInput = z.infer<typeof AccessAdminSchema>

/** Codes are 20 characters of Crockford base32 (100 bits), shown in groups of four. */
export const accessCodeField = z
  .string({ error: 'courses:errors.required' })
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{20}$/, 'courses:errors.codeFormat'))

export const RedeemCodeSchema = z.object({ intent: z.literal('redeem'), code: accessCodeField })
