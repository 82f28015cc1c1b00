import { curriculumKinds, translationStatuses } from '#app/i18n/content-languages.ts'
import { z } from './zod.ts'
import { programmes } from './content-admin.ts'
import { AGE_BANDS } from './drill.ts'
import { plainString } from './plain-text.ts'
import { playPhases } from './play-phases.ts'
import { assessmentAreas } from './player-reports.ts'

/**
 * The curriculum of a programme and age band (issue 17): objectives by phase of play, each linked to
 * concepts and drills, and a season plan of weeks working on those objectives. Shared by the coach's
 * editor (browser and server) and the programme pages.
 */

export { playPhases, type PlayPhase } from './play-phases.ts'

export const CURRICULUM_LIMITS = {
  title: 160,
  description: 1000,
  links: 12,
  objectivesPerBand: 40,
  weeks: 52,
  objectivesPerWeek: 6,
  notes: 500,
} as const

const id = z.coerce.number().int().positive()

const ids = (max: number, message: string) =>
  z
    .array(id)
    .max(max, message)
    .optional()
    .transform((list) => [...new Set(list ?? [])])

/** The band a change belongs to: a programme and an age band (U8 … U19). */
export const BandSchema = z.object({
  programme: z.enum(programmes, { error: 'admin:errors.invalidChoice' }),
  ageBand: z.coerce
    .number({ error: 'curriculum:errors.ageBand' })
    .int('curriculum:errors.ageBand')
    .refine((age) => AGE_BANDS.includes(age), 'curriculum:errors.ageBand'),
})
export type Band = z.infer<typeof BandSchema>

/** The band of the editor's and the programme pages' URLs; a value that does not parse is ignored. */
export const BandQuerySchema = z.object({
  programme: z.enum(programmes).optional().catch(undefined),
  age: z.coerce
    .number()
    .int()
    .refine((age) => AGE_BANDS.includes(age))
    .optional()
    .catch(undefined),
})

/** The band the editor's URL names (`?programme=juvenil&age=16`), else infantil U8. */
export function bandOfUrl(url: URL): Band {
  const query = BandQuerySchema.parse({
    programme: url.searchParams.get('programme') ?? undefined,
    age: url.searchParams.get('age') ?? undefined,
  })
  return { programme: query.programme ?? 'infantil', ageBand: query.age ?? AGE_BANDS[0] ?? 8 }
}

const title = plainString({ error: 'admin:errors.required' })
  .trim()
  .min(1, 'admin:errors.required')
  .max(CURRICULUM_LIMITS.title, 'admin:errors.tooLong')

const objectiveFields = {
  phase: z.enum(playPhases, { error: 'curriculum:errors.phase' }),
  /** The area of development reports; without one, the phase's default (defaultAreaOf). */
  area: z.enum(assessmentAreas, { error: 'admin:errors.invalidChoice' }).optional(),
  title,
  description: plainString({ multiline: true })
    .trim()
    .max(CURRICULUM_LIMITS.description, 'admin:errors.tooLong')
    .optional()
    .transform((text) => text ?? ''),
  conceptIds: ids(CURRICULUM_LIMITS.links, 'curriculum:errors.tooManyLinks'),
  drillIds: ids(CURRICULUM_LIMITS.links, 'curriculum:errors.tooManyLinks'),
}

const weekFields = {
  week: z.coerce
    .number({ error: 'curriculum:errors.week' })
    .int('curriculum:errors.week')
    .min(1, 'curriculum:errors.week')
    .max(CURRICULUM_LIMITS.weeks, 'curriculum:errors.week'),
  theme: title,
  notes: plainString({ multiline: true })
    .trim()
    .max(CURRICULUM_LIMITS.notes, 'admin:errors.tooLong')
    .optional()
    .transform((text) => text ?? ''),
  objectiveIds: ids(CURRICULUM_LIMITS.objectivesPerWeek, 'curriculum:errors.tooManyObjectives'),
}

export const ObjectiveSchema = z.object(objectiveFields)
export const WeekSchema = z.object(weekFields)
export type ObjectiveInput = z.infer<typeof ObjectiveSchema>
export type WeekInput = z.infer<typeof WeekSchema>

/** Every form of the curriculum editor, one `intent` each. */
export const CurriculumChangeSchema = z.discriminatedUnion('intent', [
  BandSchema.extend({ intent: z.literal('addObjective'), ...objectiveFields }),
  z.object({ intent: z.literal('updateObjective'), objectiveId: id, ...objectiveFields }),
  z.object({ intent: z.enum(['moveUp', 'moveDown', 'deleteObjective']), objectiveId: id }),
  BandSchema.extend({ intent: z.literal('addWeek'), ...weekFields }),
  z.object({ intent: z.literal('updateWeek'), weekId: id, ...weekFields }),
  z.object({ intent: z.literal('deleteWeek'), weekId: id }),
])
export type CurriculumChange = z.infer<typeof CurriculumChangeSchema>

/**
 * One objective's (title, description) or season week's (theme, notes) translation into one
 * language (docs/decisions/048-content-translations.md).
 */
export const CurriculumTranslationSchema = z
  .object({
    kind: z.enum(curriculumKinds, { error: 'admin:errors.invalidChoice' }),
    itemId: z.coerce.number().int().positive(),
    title,
    summary: plainString({ multiline: true })
      .trim()
      .max(CURRICULUM_LIMITS.description, 'admin:errors.tooLong')
      .optional()
      .transform((text) => text ?? ''),
    status: z.enum(translationStatuses, { error: 'admin:errors.invalidChoice' }),
  })
  .refine((value) => value.kind !== 'season-week' || value.summary.length <= CURRICULUM_LIMITS.notes, {
    message: 'admin:errors.tooLong',
    path: ['summary'],
  })
export type CurriculumTranslationInput = z.infer<typeof CurriculumTranslationSchema>
