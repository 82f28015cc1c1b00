import { contentAccessField } from './memberships.ts'
import { z } from 'zod'
import { CONTENT_LIMITS, programmes } from './content-admin.ts'
import { diagramField } from './diagram.ts'
import { drillIntensities, drillStatuses, drillEquipment, drillSpaces, DRILL_LIMITS } from './drill-values.ts'

/** The drill editor's fields and the public list's filters, shared by browser and server. */

// The plain values, for the modules that import everything from here.
export * from './drill-values.ts'

const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

/** A textarea with one item per line: blank lines dropped, each line and the count limited. */
export const lines = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(DRILL_LIMITS.listItem, 'drills:errors.itemTooLong'))
      .max(DRILL_LIMITS.listItems, 'drills:errors.tooManyItems'),
  )

export const DrillSchema = z
  .object({
    title: z
      .string({ error: 'admin:errors.required' })
      .trim()
      .min(1, 'admin:errors.required')
      .max(CONTENT_LIMITS.title, 'admin:errors.tooLong'),
    slug: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.slug, 'admin:errors.tooLong')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin:errors.slugFormat')
      .optional(),
    objective: z
      .string({ error: 'admin:errors.required' })
      .trim()
      .min(1, 'admin:errors.required')
      .max(DRILL_LIMITS.objective, 'admin:errors.tooLong'),
    programme: z.enum(programmes, { error: 'admin:errors.invalidChoice' }),
    ageMin: whole(DRILL_LIMITS.ageMin, DRILL_LIMITS.ageMax, 'drills:errors.age'),
    ageMax: whole(DRILL_LIMITS.ageMin, DRILL_LIMITS.ageMax, 'drills:errors.age'),
    playersMin: whole(1, DRILL_LIMITS.players, 'drills:errors.players'),
    playersMax: whole(1, DRILL_LIMITS.players, 'drills:errors.players'),
    spaceLength: whole(5, DRILL_LIMITS.space, 'drills:errors.space'),
    spaceWidth: whole(5, DRILL_LIMITS.space, 'drills:errors.space'),
    durationMinutes: whole(1, DRILL_LIMITS.minutes, 'drills:errors.minutes'),
    intensity: z.enum(drillIntensities, { error: 'admin:errors.invalidChoice' }),
    equipment: z
      .array(z.enum(drillEquipment, { error: 'admin:errors.invalidChoice' }))
      .optional()
      .transform((items) => [...new Set(items ?? [])]),
    coachingPoints: lines,
    variations: lines,
    progressions: lines,
    conceptIds: z
      .array(z.coerce.number().int().positive())
      .max(DRILL_LIMITS.concepts, 'drills:errors.tooManyConcepts')
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
    diagrams: z
      .array(diagramField, { error: 'drills:errors.diagramRequired' })
      .min(1, 'drills:errors.diagramRequired')
      .max(DRILL_LIMITS.diagrams, 'drills:errors.tooManyDiagrams'),
    status: z.enum(drillStatuses, { error: 'admin:errors.invalidChoice' }),
    access: contentAccessField,
    version: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((drill, ctx) => {
    if (drill.ageMin > drill.ageMax)
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'drills:errors.ageOrder' })
    if (drill.playersMin > drill.playersMax)
      ctx.addIssue({ code: 'custom', path: ['playersMax'], message: 'drills:errors.playersOrder' })
  })

export type DrillInput = z.infer<typeof DrillSchema>

/** Filters of the public list, read from the URL; a value that does not parse is ignored. */
export const DrillFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  programme: z.enum(programmes).optional().catch(undefined),
  age: z.coerce.number().int().min(DRILL_LIMITS.ageMin).max(DRILL_LIMITS.ageMax).optional().catch(undefined),
  players: z.coerce.number().int().min(1).max(DRILL_LIMITS.players).optional().catch(undefined),
  maxMinutes: z.coerce.number().int().min(1).max(DRILL_LIMITS.minutes).optional().catch(undefined),
  intensity: z.enum(drillIntensities).optional().catch(undefined),
  space: z.enum(drillSpaces).optional().catch(undefined),
  equipment: z.enum(drillEquipment).optional().catch(undefined),
  concept: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional()
    .catch(undefined),
})

export type DrillFilter = z.infer<typeof DrillFilterSchema>
