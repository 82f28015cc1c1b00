import { randomUUID } from 'node:crypto'
import { addDays } from '#app/calendar/zoned-time.ts'
import type { Db } from '../db/connection.server.ts'
import { readExceptions, readWeeklyHours } from './availability.server.ts'
import type { BookingKind } from './kinds.server.ts'
import { claimsOf, freeSlots, siteToday } from './slots.server.ts'
import { isUniqueViolation } from '../db/unique-violation.server.ts'

/**
 * Booking, rescheduling and cancelling (docs/decisions/040-one-to-one-bookings.md). A booking and
 * its five-minute claims are written in one transaction; the claims' primary key refuses an overlap,
 * so of two requests for the same slot at the same moment one stores and the other is told the slot
 * was just taken, on SQLite and PostgreSQL alike.
 */

const CLAIM_LOOKBACK_MS = 24 * 3_600_000

/** The claimed blocks around a window of wall dates, optionally without one booking's own. */
async function claimedAround(db: Db, from: Date, until: Date, exceptBookingId?: number) {
  const rows = await db
    .selectFrom('booking_claim')
    .select('instant')
    .where('instant', '>=', new Date(from.getTime() - CLAIM_LOOKBACK_MS).toISOString())
    .where('instant', '<', new Date(until.getTime() + CLAIM_LOOKBACK_MS).toISOString())
    .$if(exceptBookingId !== undefined, (q) => q.where('bookingId', '!=', exceptBookingId ?? 0))
    .execute()
  return new Set(rows.map((row) => new Date(row.instant).toISOString()))
}

export interface SlotQuery {
  kind: Pick<BookingKind, 'durationMinutes' | 'bufferMinutes' | 'horizonDays' | 'noticeHours'>
  from: string
  days: number
  now: Date
  timeZone: string
  exceptBookingId?: number
}

/** The free slots of a kind on `days` wall dates from `from`. */
export async function offeredSlots(db: Db, query: SlotQuery) {
  const { from, days, now, timeZone } = query
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - CLAIM_LOOKBACK_MS)
  const end = new Date(Date.parse(`${addDays(from, days)}T00:00:00Z`) + CLAIM_LOOKBACK_MS)
  const [weekly, exceptions, claimed] = await Promise.all([
    readWeeklyHours(db),
    readExceptions(db, addDays(from, -1), addDays(from, days + 1)),
    claimedAround(db, start, end, query.exceptBookingId),
  ])
  return freeSlots({ kind: query.kind, weekly, exceptions, claimed, from, days, now, timeZone })
}

/**
 * Whether `start` is one of the kind's slots right now by its hours, notice and horizon. Other
 * bookings are left to the claims' primary key, so a slot someone else just took is told apart
 * ("taken") from one that was never offered, however close the two requests come.
 */
async function isOffered(db: Db, query: Omit<SlotQuery, 'from' | 'days'>, start: Date) {
  const from = addDays(siteToday(start, query.timeZone), -1)
  const [weekly, exceptions] = await Promise.all([
    readWeeklyHours(db),
    readExceptions(db, addDays(from, -1), addDays(from, 4)),
  ])
  const slots = freeSlots({ ...query, weekly, exceptions, claimed: new Set(), from, days: 3 })
  return slots.some((slot) => slot.start === start.toISOString())
}

export type BookOutcome = { kind: 'booked'; id: number } | { kind: 'taken' } | { kind: 'unavailable' }

interface BookInput {
  kind: BookingKind
  userId: string
  start: Date
  now: Date
  timeZone: string
  locale: string
  /** A paid kind's booking is held (its time claimed) until then, for its Checkout. */
  holdUntil?: string
}

/** Books a free slot for a person: confirmed at once (free, or paid on site), or held for Checkout. */
export async function bookSlot(db: Db, input: BookInput): Promise<BookOutcome> {
  const { kind, start } = input
  if (!(await isOffered(db, { kind, now: input.now, timeZone: input.timeZone }, start)))
    return { kind: 'unavailable' }
  const end = new Date(start.getTime() + kind.durationMinutes * 60_000)
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('booking')
        .values({
          uid: `booking-${randomUUID()}@reservas`,
          kindId: kind.id,
          userId: input.userId,
          kindName: kind.name,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
          status: input.holdUntil ? 'held' : 'confirmed',
          holdExpiresAt: input.holdUntil ?? null,
          priceCents: kind.priceCents,
          locale: input.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('booking_claim')
        .values(claimsOf(start, kind).map((instant) => ({ instant, bookingId: row.id })))
        .execute()
      return row.id
    })
    return { kind: 'booked', id }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' }
    throw error
  }
}

export type ChangeOutcome =
  | { kind: 'done'; id: number }
  | { kind: 'taken' }
  | { kind: 'unavailable' }
  | { kind: 'tooLate' }
  | { kind: 'missing' }

/** A booking as the mails and the rules need it. */
export function findBooking(db: Db, id: number) {
  return db
    .selectFrom('booking')
    .innerJoin('booking_kind', 'booking_kind.id', 'booking.kindId')
    .select([
      'booking.id',
      'booking.uid',
      'booking.userId',
      'booking.kindName',
      'booking.startsAt',
      'booking.endsAt',
      'booking.status',
      'booking.sequence',
      'booking.priceCents',
      'booking_kind.slug as kindSlug',
      'booking_kind.changeHours',
      'booking_kind.durationMinutes',
      'booking_kind.bufferMinutes',
      'booking_kind.horizonDays',
      'booking_kind.noticeHours',
    ])
    .where('booking.id', '=', id)
    .executeTakeFirst()
}

export type FoundBooking = NonNullable<Awaited<ReturnType<typeof findBooking>>>

/** Whether the person may still move or cancel it: `changeHours` before its start. */
export const changeable = (booking: Pick<FoundBooking, 'startsAt' | 'changeHours' | 'status'>, now: Date) =>
  booking.status === 'confirmed' &&
  Date.parse(booking.startsAt) - booking.changeHours * 3_600_000 > now.getTime()

/** Moves a person's own booking to another free slot, releasing the old one in the same transaction. */
export async function rescheduleBooking(
  db: Db,
  input: { id: number; userId: string; start: Date; now: Date; timeZone: string },
): Promise<ChangeOutcome> {
  const booking = await findBooking(db, input.id)
  if (!booking || booking.userId !== input.userId) return { kind: 'missing' }
  if (!changeable(booking, input.now)) return { kind: 'tooLate' }
  const query = { kind: booking, now: input.now, timeZone: input.timeZone }
  if (!(await isOffered(db, query, input.start))) return { kind: 'unavailable' }
  const end = new Date(input.start.getTime() + booking.durationMinutes * 60_000)
  try {
    const moved = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('booking_claim').where('bookingId', '=', booking.id).execute()
      const updated = await trx
        .updateTable('booking')
        .set((eb) => ({
          startsAt: input.start.toISOString(),
          endsAt: end.toISOString(),
          sequence: eb('sequence', '+', 1),
          updatedAt: input.now.toISOString(),
        }))
        .where('id', '=', booking.id)
        .where('status', '=', 'confirmed')
        .where('startsAt', '=', booking.startsAt)
        .executeTakeFirst()
      if (!Number(updated.numUpdatedRows)) return false
      await trx
        .insertInto('booking_claim')
        .values(claimsOf(input.start, booking).map((instant) => ({ instant, bookingId: booking.id })))
        .execute()
      return true
    })
    return moved ? { kind: 'done', id: booking.id } : { kind: 'missing' }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' }
    throw error
  }
}

/**
 * Cancels a booking and frees its time. The person may until `changeHours` before the start
 * (`userId` given); the coach any time (`userId` undefined). `first` runs once the rules allow the
 * cancel, before it (a paid session's refund); when it answers false, nothing is cancelled.
 */
export async function cancelBooking(
  db: Db,
  input: { id: number; userId?: string; now: Date; first?: () => Promise<boolean> },
) {
  const booking = await findBooking(db, input.id)
  if (
    !booking ||
    booking.status === 'cancelled' ||
    (input.userId !== undefined && booking.userId !== input.userId)
  )
    return { kind: 'missing' } as const
  if (input.userId !== undefined && !changeable(booking, input.now)) return { kind: 'tooLate' } as const
  if (input.first && !(await input.first())) return { kind: 'refundUnavailable' } as const
  const cancelled = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('booking')
      .set((eb) => ({
        status: 'cancelled',
        cancelledAt: input.now.toISOString(),
        sequence: eb('sequence', '+', 1),
        updatedAt: input.now.toISOString(),
      }))
      .where('id', '=', booking.id)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst()
    await trx.deleteFrom('booking_claim').where('bookingId', '=', booking.id).execute()
    return Number(updated.numUpdatedRows) > 0
  })
  if (cancelled) return { kind: 'done', id: booking.id, told: false } as const
  // The refund's own event (charge.refunded) may have cancelled it meanwhile, and told both sides.
  return input.first
    ? ({ kind: 'done', id: booking.id, told: true } as const)
    : ({ kind: 'missing' } as const)
}
