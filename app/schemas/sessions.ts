import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import { AGE_BANDS } from './drill.ts'
import { contentAccessField } from './memberships.ts'
import { sessionPhases } from './session-phases.ts'

export { sessionPhases, type SessionPhase } from './session-phases.ts'

export const SESSION_LIMITS = { title: 120, notes: 2000, blocks: 40, minutes: 180, players: 60 }

const id = z.coerce.number().int().positive()

const title = plainString({ error: 'sessions:errors.title' })
  .trim()
  .min(1, 'sessions:errors.title')
  .max(SESSION_LIMITS.title, 'sessions:errors.tooLong')

const notes = plainString({ multiline: true })
  .trim()
  .max(SESSION_LIMITS.notes, 'sessions:errors.tooLong')
  .optional()

/** A session's own fields: what it is called, for whom, how many players. */
export const SessionDetailsSchema = z.object({
  title,
  ageGroup: z.coerce
    .number()
    .int()
    .refine((age) => AGE_BANDS.includes(age), 'sessions:errors.ageGroup')
    .optional(),
  players: z.coerce
    .number({ error: 'sessions:errors.players' })
    .int('sessions:errors.players')
    .min(1, 'sessions:errors.players')
    .max(SESSION_LIMITS.players, 'sessions:errors.players')
    .optional(),
  notes,
})

const minutes = z.coerce
  .number({ error: 'sessions:errors.minutes' })
  .int('sessions:errors.minutes')
  .min(1, 'sessions:errors.minutes')
  .max(SESSION_LIMITS.minutes, 'sessions:errors.minutes')

const phase = z.enum(sessionPhases, 'sessions:errors.phase')

/** Every form of the session editor, one `intent` each. */
export const SessionChangeSchema = z.discriminatedUnion('intent', [
  SessionDetailsSchema.extend({ intent: z.literal('details') }),
  z.object({ intent: z.literal('addDrill'), drillId: id, phase, minutes }),
  z.object({ intent: z.literal('addBlock'), title, phase, minutes }),
  z.object({ intent: z.literal('updateBlock'), blockId: id, phase, minutes, notes }),
  z.object({ intent: z.enum(['moveUp', 'moveDown', 'deleteBlock']), blockId: id }),
  z.object({ intent: z.enum(['share', 'unshare', 'duplicate', 'delete']) }),
  /** Kept on the coach's device for the pitch, or not (docs/decisions/050-at-the-pitch.md). */
  z.object({ intent: z.enum(['forPitch', 'notForPitch']) }),
  /** The coach's shared example sessions: everyone, or members only (the others see the plans). */
  z.object({ intent: z.literal('access'), access: contentAccessField }),
])
export type SessionChange = z.infer<typeof SessionChangeSchema>

/** The sessions list: create one, or add a drill to a new or existing one. */
export const SessionsListSchema = z.discriminatedUnion('intent', [
  SessionDetailsSchema.extend({ intent: z.literal('create'), drillId: id.optional() }),
  z.object({ intent: z.literal('addTo'), sessionId: id, drillId: id }),
  z.object({ intent: z.literal('copy'), token: z.string().regex(/^[\w-]{24}$/) }),
])
