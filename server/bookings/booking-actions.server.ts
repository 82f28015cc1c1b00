import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { logger } from '../logger.server.ts'
import type { Buyer } from '../payments/checkout.server.ts'
import { holdUntil, paidThroughStripe } from '../payments/holds.server.ts'
import { futureBookingsOf } from './booking-lists.server.ts'
import { letHoldGo, refundBooking, startSlotPayment } from './paid-bookings.server.ts'
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

/**
 * Books a slot. A paid kind (payments configured) holds it and answers Checkout's address: the
 * mails go when the webhook confirms the payment. When Stripe cannot be reached the hold is let go.
 */
export async function bookForPerson(
  db: Db,
  input: { kind: BookingKind; user: Buyer; start: Date; locale: Language; origin: string; now?: Date },
) {
  const now = input.now ?? new Date()
  const paid = paidThroughStripe(input.kind.priceCents)
  const outcome = await bookSlot(db, {
    kind: input.kind,
    userId: input.user.id,
    start: input.start,
    locale: input.locale,
    now,
    timeZone: timeZone(),
    ...(paid ? { holdUntil: holdUntil(now) } : {}),
  })
  if (outcome.kind !== 'booked') return outcome
  if (!paid) {
    await sendBookingMails(db, { bookingId: outcome.id, change: 'booked', origin: input.origin })
    return outcome
  }
  try {
    const url = await startSlotPayment(db, {
      bookingId: outcome.id,
      buyer: input.user,
      language: input.locale,
      origin: input.origin,
    })
    return { kind: 'checkout' as const, url }
  } catch (error) {
    logger.error({ err: error, booking: outcome.id }, 'Stripe Checkout for a session could not be started')
    return { kind: 'paymentUnavailable' as const }
  }
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
    first: () => refundBooking(db, input.id, { user: input.user }),
  })
  if (outcome.kind === 'done' && !outcome.told)
    await sendBookingMails(db, { bookingId: outcome.id, change: 'cancelled', origin: input.origin })
  return outcome
}

/** The coach cancels any booking; the person is told, and the audit log keeps who did it. */
export async function cancelByCoach(
  db: Db,
  input: { id: number; coach: Person; ip?: string; origin: string; now?: Date },
) {
  const outcome = await cancelBooking(db, {
    id: input.id,
    now: input.now ?? new Date(),
    first: () => refundBooking(db, input.id, { user: input.coach }),
  })
  if (outcome.kind !== 'done') return outcome
  await recordAudit(db, {
    action: 'booking.cancel',
    user: input.coach,
    target: { type: 'booking', id: input.id },
    ip: input.ip,
  })
  if (!outcome.told)
    await sendBookingMails(db, {
      bookingId: outcome.id,
      change: 'cancelled',
      origin: input.origin,
      byCoach: true,
    })
  return outcome
}

/**
 * Before an account is deleted: its sessions still to come are cancelled and the coach told; a slot
 * held for a payment that has not come is let go as a lapsed hold (its order expires unpaid, and a
 * payment arriving later is refunded), with no mail about a session that was never booked.
 */
export async function cancelFutureBookingsOf(db: Db, userId: string, origin: string, now = new Date()) {
  for (const booking of await futureBookingsOf(db, userId, now)) {
    if (booking.status === 'held' && (await letHoldGo(db, booking, now))) continue
    const outcome = await cancelBooking(db, { id: booking.id, now })
    if (outcome.kind === 'done')
      await sendBookingMails(db, { bookingId: booking.id, change: 'cancelled', origin, notifyPerson: false })
  }
}
