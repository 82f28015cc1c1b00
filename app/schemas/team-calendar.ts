import { z } from './zod.ts'
import { plainString } from './plain-text.ts'

/**
 * A team's calendar, the answers of its players and the attendance the coach marks (issue 33,
 * slice 3 of docs/decisions/049-teams-players-guardians.md). Shared by the forms and the server.
 */

export const teamEventKinds = ['training', 'match'] as const
export const teamAnswers = ['available', 'unavailable', 'maybe'] as const
export const attendanceStatuses = ['present', 'late', 'absent', 'excused'] as const

export type TeamEventKind = (typeof teamEventKinds)[number]
export type TeamAnswerValue = (typeof teamAnswers)[number]
export type AttendanceStatusValue = (typeof attendanceStatuses)[number]

export const CALENDAR_LIMITS = { place: 200, opponent: 120, reason: 200 } as const

/** A weekly series holds at most a season's weeks. */
export const MAX_SERIES_WEEKS = 52

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const text = (max: number) =>
  plainString({ error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(max, 'admin:errors.tooLong')
const optionalText = (max: number) =>
  plainString()
    .trim()
    .max(max, 'admin:errors.tooLong')
    .optional()
    .transform((value) => value || null)
const id = z.coerce.number({ error: 'admin:errors.invalidChoice' }).int().positive()

const weeksBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (7 * 86_400_000)

/**
 * The coach's schedule form: a day and hours as the site's wall clock reads them, repeated weekly
 * until `repeatUntil` (included) when it is given. A match needs its opponent.
 */
export const ScheduleEventSchema = z
  .object({
    kind: z.enum(teamEventKinds, { error: 'admin:errors.invalidChoice' }),
    sessionId: z
      .union([z.literal(''), id])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    opponent: optionalText(CALENDAR_LIMITS.opponent),
    place: text(CALENDAR_LIMITS.place),
    date: z.string({ error: 'admin:errors.required' }).regex(DATE, 'teamCalendar:errors.date'),
    start: z.string({ error: 'admin:errors.required' }).regex(TIME, 'teamCalendar:errors.time'),
    end: z.string({ error: 'admin:errors.required' }).regex(TIME, 'teamCalendar:errors.time'),
    repeatUntil: z
      .union([z.literal(''), z.string().regex(DATE, 'teamCalendar:errors.date')])
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((event, ctx) => {
    if (event.end <= event.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'teamCalendar:errors.endBeforeStart' })
    if (event.kind === 'match' && !event.opponent)
      ctx.addIssue({ code: 'custom', path: ['opponent'], message: 'teamCalendar:errors.opponent' })
    if (
      event.repeatUntil &&
      (event.repeatUntil < event.date || weeksBetween(event.date, event.repeatUntil) >= MAX_SERIES_WEEKS)
    )
      ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: 'teamCalendar:errors.repeatUntil' })
  })
export type ScheduleEventInput = z.infer<typeof ScheduleEventSchema>

/** Cancelling one event, or it and the rest of its series. */
export const CancelEventSchema = z.object({
  intent: z.literal('cancel'),
  eventId: id,
  scope: z.enum(['one', 'rest'], { error: 'admin:errors.invalidChoice' }),
})

/** A guardian's (or the player's own) answer; the reason is optional. */
export const AnswerSchema = z.object({
  eventId: id,
  playerId: id,
  answer: z.enum(teamAnswers, { error: 'teamCalendar:errors.answer' }),
  reason: optionalText(CALENDAR_LIMITS.reason),
})
export type AnswerInput = z.infer<typeof AnswerSchema>

/** The form key of one player's answer to one event (the action names it back on an error). */
export const answerFormKey = (event: { eventId: unknown; playerId: unknown }) =>
  `answer-${String(event.eventId)}-${String(event.playerId)}`

/** The coach's tap on one player at the pitch. */
export const AttendanceSchema = z.object({
  playerId: id,
  status: z.enum(attendanceStatuses, { error: 'admin:errors.invalidChoice' }),
})
