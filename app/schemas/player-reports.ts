import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import type { PlayPhase } from './play-phases.ts'

/**
 * A coach's assessments of a player and the development reports shown to the player's guardians
 * (issue 33 slice 4, docs/decisions/049-teams-players-guardians.md). Shared by the coach's forms and
 * the server.
 */

export const assessmentAreas = ['technical', 'tactical', 'physical', 'psychosocial'] as const
export type AssessmentArea = (typeof assessmentAreas)[number]

/** The area an objective gets until the coach corrects it (the migration fills existing ones so). */
export const defaultAreaOf = (phase: PlayPhase): AssessmentArea =>
  phase === 'attack' ? 'technical' : 'tactical'

export const REPORT_LIMITS = { note: 500, period: 80, summary: 5000 } as const
export const SCORES = [1, 2, 3, 4, 5] as const

const day = z
  .string({ error: 'playerReports:errors.day' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'playerReports:errors.day')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'playerReports:errors.day')
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'playerReports:errors.day',
  )

/** One assessment: an objective of the team's band, a score of 1 to 5, a note. */
export const AssessmentSchema = z.object({
  objectiveId: z.coerce.number({ error: 'playerReports:errors.objective' }).int().positive(),
  score: z.coerce
    .number({ error: 'playerReports:errors.score' })
    .int('playerReports:errors.score')
    .min(1, 'playerReports:errors.score')
    .max(5, 'playerReports:errors.score'),
  note: plainString({ multiline: true })
    .trim()
    .max(REPORT_LIMITS.note, 'playerReports:errors.tooLong')
    .optional()
    .transform((note) => note ?? ''),
  assessedOn: day,
})
export type AssessmentInput = z.infer<typeof AssessmentSchema>

/** A report of a period (a season or a term): its label, its days, the coach's summary. */
export const ReportSchema = z
  .object({
    period: plainString({ error: 'playerReports:errors.required' })
      .trim()
      .min(1, 'playerReports:errors.required')
      .max(REPORT_LIMITS.period, 'playerReports:errors.tooLong'),
    fromDay: day,
    toDay: day,
    summary: plainString({ multiline: true, error: 'playerReports:errors.required' })
      .trim()
      .min(1, 'playerReports:errors.required')
      .max(REPORT_LIMITS.summary, 'playerReports:errors.tooLong'),
  })
  .refine((report) => report.fromDay <= report.toDay, {
    message: 'playerReports:errors.dayOrder',
    path: ['toDay'],
  })
export type ReportInput = z.infer<typeof ReportSchema>

/** The coach publishes a report, or takes it back. */
export const PublishSchema = z.object({
  intent: z.literal('publish'),
  reportId: z.coerce.number().int().positive(),
  published: z.enum(['0', '1']).transform((value) => value === '1'),
})
