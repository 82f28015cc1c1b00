import { priceField } from './price.ts'
import { z } from './zod.ts'

/**
 * The forms of one-to-one bookings (docs/decisions/040-one-to-one-bookings.md): booking and
 * rescheduling a slot, cancelling, and the coach's hours, exceptions and kinds of session.
 * Durations and buffers are whole five-minute steps, the grain of a booking's claims.
 */

/** "09:00-13:00, 16:00-19:30": ranges of a day, wall times of the site's time zone. */
export const RANGES_PATTERN = /^\s*([01]\d|2[0-3]):[0-5]\d\s*-\s*(([01]\d|2[0-3]):[0-5]\d|24:00)\s*$/

export interface TimeRange {
  start: string
  end: string
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The ranges typed in one field, or undefined when one is malformed, empty, overlapping or off the five-minute grain. */
export function parseRanges(text: string): TimeRange[] | undefined {
  const parts = text.split(/[,;\n]/).filter((part) => part.trim())
  const ranges: TimeRange[] = []
  for (const part of parts) {
    if (!RANGES_PATTERN.test(part)) return undefined
    const [start = '', end = ''] = part.split('-').map((side) => side.trim())
    if (minutesOf(start) >= minutesOf(end) || minutesOf(start) % 5 || minutesOf(end) % 5) return undefined
    ranges.push({ start, end })
  }
  ranges.sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
  const overlapping = ranges.some(
    (range, i) => i > 0 && minutesOf(range.start) < minutesOf(ranges[i - 1]?.end ?? '00:00'),
  )
  return overlapping ? undefined : ranges
}

export const formatRanges = (ranges: TimeRange[]) => ranges.map((r) => `${r.start}-${r.end}`).join(', ')

const ranges = () =>
  z
    .string()
    .max(200, 'bookings:errors.ranges')
    .optional()
    .transform((text, ctx) => {
      const parsed = parseRanges(text ?? '')
      if (!parsed) ctx.addIssue({ code: 'custom', message: 'bookings:errors.ranges' })
      return parsed ?? []
    })

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
/** The week as the hours form shows it: one text of ranges per day. */
export type WeekText = Record<`day${(typeof WEEKDAYS)[number]}`, string>

export const WeeklyHoursSchema = z.object({
  intent: z.literal('hours'),
  day1: ranges(),
  day2: ranges(),
  day3: ranges(),
  day4: ranges(),
  day5: ranges(),
  day6: ranges(),
  day7: ranges(),
})

export const ExceptionSchema = z.object({
  intent: z.literal('exception'),
  date: z.string({ error: 'validation:required' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'bookings:errors.date'),
  hours: ranges(),
  note: z.string().trim().max(200, 'validation:tooLong').optional(),
})

export const DeleteExceptionSchema = z.object({
  intent: z.literal('exception-delete'),
  id: z.coerce.number().int().positive(),
})

const whole = (min: number, max: number, step = 1) =>
  z.coerce
    .number({ error: 'validation:required' })
    .int('bookings:errors.whole')
    .min(min, 'bookings:errors.range')
    .max(max, 'bookings:errors.range')
    .refine((value) => value % step === 0, 'bookings:errors.step')

export const BOOKING_KIND_LIMITS = { name: 120, description: 1000 } as const

export const bookingKindSchema = (currency: string) =>
  z.object({
    intent: z.literal('kind'),
    id: z.coerce.number().int().positive().optional(),
    name: z
      .string({ error: 'validation:required' })
      .trim()
      .min(3, 'validation:tooShort')
      .max(BOOKING_KIND_LIMITS.name, 'validation:tooLong'),
    description: z.string().trim().max(BOOKING_KIND_LIMITS.description, 'validation:tooLong').optional(),
    durationMinutes: whole(15, 480, 5),
    price: priceField(currency).optional(),
    bufferMinutes: whole(0, 120, 5).optional().default(0),
    horizonDays: whole(1, 365),
    noticeHours: whole(0, 720),
    changeHours: whole(0, 720),
    active: z.literal('on').optional(),
  })

export const BookingKindSchema = bookingKindSchema('eur')
export type BookingKindInput = z.infer<typeof BookingKindSchema>

/** A slot chosen on a kind's page: a new booking, or the new time of one of the person's own. */
export const BookSlotSchema = z.object({
  intent: z.enum(['book', 'reschedule']),
  start: z.iso.datetime({ error: 'bookings:errors.slot' }),
  bookingId: z.coerce.number().int().positive().optional(),
})

export const CancelBookingSchema = z.object({
  intent: z.literal('cancel'),
  id: z.coerce.number().int().positive(),
})
