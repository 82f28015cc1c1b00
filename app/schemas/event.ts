import { z } from './zod.ts'
import { plainString } from './plain-text.ts'
import { richTextField } from './rich-text.ts'
import { programmes } from './programmes.ts'
import {
  EVENT_LIMITS,
  eventKinds,
  eventQuestions,
  eventStatuses,
  playerPositions,
  questionModes,
  shirtSizes,
  type EventQuestion,
  type EventQuestions,
} from './event-values.ts'

export * from './event-values.ts'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const requiredText = (max: number) =>
  plainString({ error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(max, 'admin:errors.tooLong')
const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)
const date = z.string().regex(DATE, 'events:errors.date')
const time = z.string().regex(TIME, 'events:errors.time')

/** One day of the event as the site's wall clock reads it; a row left empty is dropped. */
const day = z.object({ date: date.optional(), start: time.optional(), end: time.optional() })

/** "25", "25,50", "25.5" euros → cents; empty is free. */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,5}(?:[.,]\d{1,2})?$/, 'events:errors.price')
  .optional()
  .transform((text) => (text ? Math.round(Number(text.replace(',', '.')) * 100) : 0))

const questionsShape = Object.fromEntries(
  eventQuestions.map((question) => [question, z.enum(questionModes).default('off')]),
) as Record<
  EventQuestion,
  z.ZodDefault<z.ZodEnum<{ off: 'off'; optional: 'optional'; required: 'required' }>>
>

export const EventSchema = z
  .object({
    title: requiredText(EVENT_LIMITS.title),
    slug: plainString()
      .trim()
      .max(80, 'admin:errors.tooLong')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'admin:errors.slugFormat')
      .optional(),
    kind: z.enum(eventKinds, { error: 'admin:errors.invalidChoice' }),
    description: richTextField,
    days: z
      .array(day)
      .optional()
      .transform((rows) => (rows ?? []).filter((row) => row.date || row.start || row.end)),
    place: requiredText(EVENT_LIMITS.place),
    address: plainString().trim().max(EVENT_LIMITS.address, 'admin:errors.tooLong').optional(),
    programme: z.enum(programmes, { error: 'admin:errors.invalidChoice' }).optional(),
    ageMin: whole(3, 99, 'events:errors.age'),
    ageMax: whole(3, 99, 'events:errors.age'),
    capacity: whole(1, EVENT_LIMITS.capacity, 'events:errors.capacity'),
    price,
    opensDate: date.optional(),
    opensTime: time.optional(),
    closesDate: z.string({ error: 'admin:errors.required' }).regex(DATE, 'events:errors.date'),
    closesTime: z.string({ error: 'admin:errors.required' }).regex(TIME, 'events:errors.time'),
    questions: z
      .object(questionsShape)
      .default(
        Object.fromEntries(eventQuestions.map((question) => [question, 'off' as const])) as Record<
          EventQuestion,
          'off'
        >,
      ),
    coverMediaId: z.coerce.number().int().positive().optional(),
    coverAlt: plainString().trim().max(EVENT_LIMITS.alt, 'admin:errors.tooLong').optional(),
    status: z.enum(eventStatuses, { error: 'admin:errors.invalidChoice' }),
    version: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((event, ctx) => {
    if (event.ageMin > event.ageMax)
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'events:errors.ageOrder' })
    if (!event.days.length)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'events:errors.dayRequired' })
    if (event.days.length > EVENT_LIMITS.days)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'events:errors.tooManyDays' })
    event.days.forEach((row, index) => {
      for (const key of ['date', 'start', 'end'] as const)
        if (!row[key])
          ctx.addIssue({ code: 'custom', path: ['days', index, key], message: 'admin:errors.required' })
      if (row.start && row.end && row.end <= row.start)
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'end'],
          message: 'events:errors.endBeforeStart',
        })
    })
    if (Boolean(event.opensDate) !== Boolean(event.opensTime))
      ctx.addIssue({ code: 'custom', path: ['opensTime'], message: 'events:errors.dateAndTime' })
  })

export type EventInput = z.infer<typeof EventSchema>

/** The questions an event asks, from the editor's choices. */
export const askedQuestions = (modes: Record<EventQuestion, 'off' | 'optional' | 'required'>) =>
  Object.fromEntries(Object.entries(modes).filter(([, mode]) => mode !== 'off')) as EventQuestions

const optionalText = (max: number) => plainString().trim().max(max, 'admin:errors.tooLong').optional()

/**
 * The registration form: who takes part (the account holder, one of their players or a new one)
 * and the answers. Which answers are required depends on the event; `answersFor` checks that.
 */
export const RegistrationSchema = z
  .object({
    who: z.string({ error: 'events:errors.who' }).regex(/^(self|new|\d{1,9})$/, 'events:errors.who'),
    playerName: optionalText(EVENT_LIMITS.text),
    playerBirthYear: z.coerce.number().int().min(1900).max(2100).optional(),
    consent: z.literal('on').optional(),
    birthYear: z.coerce.number({ error: 'events:errors.birthYear' }).int().min(1900).max(2100).optional(),
    position: z.enum(playerPositions, { error: 'admin:errors.invalidChoice' }).optional(),
    club: optionalText(EVENT_LIMITS.text),
    shirtSize: z.enum(shirtSizes, { error: 'admin:errors.invalidChoice' }).optional(),
    medicalNotes: plainString({ multiline: true })
      .trim()
      .max(EVENT_LIMITS.notes, 'admin:errors.tooLong')
      .optional(),
    guardianPhone: plainString()
      .trim()
      .regex(/^\+?[\d\s().-]{6,20}$/, 'events:errors.phone')
      .optional(),
    photoConsent: z.enum(['yes', 'no']).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.who !== 'new') return
    if (!form.playerName)
      ctx.addIssue({ code: 'custom', path: ['playerName'], message: 'admin:errors.required' })
    if (!form.playerBirthYear)
      ctx.addIssue({ code: 'custom', path: ['playerBirthYear'], message: 'events:errors.birthYear' })
    if (!form.consent) ctx.addIssue({ code: 'custom', path: ['consent'], message: 'events:errors.consent' })
  })

export type RegistrationInput = z.infer<typeof RegistrationSchema>
/** The registration form's fields as the browser sends them (a type only: no schema in the page's code). */
export type RegistrationFields = z.input<typeof RegistrationSchema>

/** The answers an event asked for, and the required ones missing (field → error key). */
export function answersFor(questions: EventQuestions, form: RegistrationInput) {
  const answers: Record<string, string | number> = {}
  const missing: Record<string, string[]> = {}
  for (const question of eventQuestions) {
    const mode = questions[question]
    if (!mode) continue
    const value = form[question]
    if (value === undefined || value === '') {
      if (mode === 'required') missing[question] = ['admin:errors.required']
    } else answers[question] = value
  }
  return { answers, missing }
}

/** A guardian corrects one of their players (/account/players). */
export const PlayerSchema = z.object({
  intent: z.literal('update'),
  id: z.coerce.number().int().positive(),
  name: requiredText(EVENT_LIMITS.text),
  birthYear: whole(1900, 2100, 'events:errors.birthYear'),
})

export type PlayerInput = z.infer<typeof PlayerSchema>

/** A guardian removes one of their players (the form that confirms it). */
export const PlayerRemoveSchema = z.object({
  intent: z.literal('remove'),
  id: z.coerce.number().int().positive(),
})

/** The coach cancels the whole event: an optional message for the mail, and a box that confirms it. */
export const EventCancelSchema = z.object({
  message: plainString({ multiline: true }).trim().max(2000, 'admin:errors.tooLong').optional(),
  confirm: z.literal('on', { error: 'events:errors.confirmCancel' }),
})

/** The coach's message to everyone registered. */
export const EventMessageSchema = z.object({
  intent: z.literal('message'),
  subject: requiredText(150),
  body: plainString({ multiline: true, error: 'admin:errors.required' })
    .trim()
    .min(1, 'admin:errors.required')
    .max(5000, 'admin:errors.tooLong'),
})

/** A check-in screen's button: arrived or not. */
export const ArrivalSchema = z.object({
  registrationId: z.coerce.number().int().positive(),
  arrived: z.enum(['1', '0']),
})
