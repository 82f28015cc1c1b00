import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { futureBookingIds } from './booking-lists.server.ts'
import { sendBookingMails } from './booking-mails.server.ts'
import { bookSlot, cancelBooking, rescheduleBooking } from './booking-store.server.ts'
import type { BookingKind } from './kinds.server.ts'

/**
 * What the routes call: a change to a booking, then its mails (queued after the change's commit,
 * so a mail never tells of a booking that was rolled back).
 */

interface Person {
  id: string
  email: string
}

const timeZone = () => env().SITE_TIME_ZONE

export async function bookForPerson(
  db: Db,
  input: { kind: BookingKind; user: Person; start: Date; locale: string; origin: string; now?: Date },
) {
  const outcome = await bookSlot(db, {
    kind: input.kind,
    userId: input.user.id,
    start: input.start,
    locale: input.locale,
    now: input.now ?? new Date(),
    timeZone: timeZone(),
  })
  if (outcome.kind === 'booked')
    await sendBookingMails(db, { bookingId: outcome.id, change: 'booked', origin: input.origin })
  return outcome
}

export async function rescheduleForPerson(
  db: Db,
  input: { id: number; user: Person; start: Date; origin: string; now?: Date },
) {
  const outcome = await rescheduleBooking(db, {
    id: input.id,
    userId: input.user.id,
    start: input.start,
    now: input.now ?? new Date(),
    timeZone: timeZone(),
  })
  if (outcome.kind === 'done')
    await sendBookingMails(db, { bookingId: outcome.id, change: 'moved', origin: input.origin })
  return outcome
}

export async function cancelForPerson(
  db: Db,
  input: { id: number; user: Person; origin: string; now?: Date },
) {
  const outcome = await cancelBooking(db, {
    id: input.id,
    userId: input.user.id,
    now: input.now ?? new Date(),
  })
  if (outcome.kind === 'done')
    await sendBookingMails(db, { bookingId: outcome.id, change: 'cancelled', origin: input.origin })
  return outcome
}

/** The coach cancels any booking; the person is told, and the audit log keeps who did it. */
export async function cancelByCoach(
  db: Db,
  input: { id: number; coach: Person; ip?: string; origin: string; now?: Date },
) {
  const outcome = await cancelBooking(db, { id: input.id, now: input.now ?? new Date() })
  if (outcome.kind !== 'done') return outcome
  await recordAudit(db, {
    action: 'booking.cancel',
    user: input.coach,
    target: { type: 'booking', id: input.id },
    ip: input.ip,
  })
  await sendBookingMails(db, {
    bookingId: outcome.id,
    change: 'cancelled',
    origin: input.origin,
    byCoach: true,
  })
  return outcome
}

/** Before an account is deleted: its bookings still to come are cancelled and the coach told. */
export async function cancelFutureBookingsOf(db: Db, userId: string, origin: string, now = new Date()) {
  for (const id of await futureBookingIds(db, userId, now)) {
    const outcome = await cancelBooking(db, { id, now })
    if (outcome.kind === 'done')
      await sendBookingMails(db, { bookingId: id, change: 'cancelled', origin, notifyPerson: false })
  }
}
