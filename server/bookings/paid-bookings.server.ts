import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { logger } from '../logger.server.ts'
import { openCheckout, type Buyer } from '../payments/checkout.server.ts'
import { sweepBefore } from '../payments/holds.server.ts'
import { auditAccess, type ItemAccess } from '../payments/order-access.server.ts'
import { insertOrder, moveOrder } from '../payments/orders.server.ts'
import { refundOrder } from '../payments/refunds.server.ts'
import { sendBookingMails } from './booking-mails.server.ts'

/**
 * Paid one-to-one sessions (docs/decisions/042-paid-events-and-sessions.md). The booking is written
 * `held` with its claims (nobody else can take the time) until `holdExpiresAt`, the end of its
 * Checkout session; only the signed `checkout.session.completed` confirms it and sends both mails.
 * An unpaid hold ends by `checkout.session.expired` or by the sweep and its time is free again.
 */

/** The order and Checkout session of a held slot; answers Checkout's address. */
export async function startSlotPayment(
  db: Db,
  {
    bookingId,
    buyer,
    language,
    origin,
  }: { bookingId: number; buyer: Buyer; language: Language; origin: string },
) {
  const held = await db
    .selectFrom('booking')
    .innerJoin('booking_kind', 'booking_kind.id', 'booking.kindId')
    .select(['booking.kindName', 'booking.priceCents', 'booking.holdExpiresAt', 'booking_kind.slug'])
    .where('booking.id', '=', bookingId)
    .where('booking.userId', '=', buyer.id)
    .where('booking.status', '=', 'held')
    .executeTakeFirst()
  if (!held?.holdExpiresAt || !held.priceCents) throw new Error(`Booking ${bookingId} holds no slot to pay`)
  const { holdExpiresAt, priceCents } = held
  const order = await db.transaction().execute(async (trx) => {
    const order = await insertOrder(trx, {
      userId: buyer.id,
      itemKind: 'booking',
      itemId: bookingId,
      itemTitle: held.kindName,
      amountCents: priceCents,
      currency: env().STRIPE_CURRENCY,
      locale: language,
    })
    await trx.updateTable('booking').set({ orderId: order.id }).where('id', '=', bookingId).execute()
    return order
  })
  try {
    return await openCheckout(db, {
      buyer,
      order,
      name: held.kindName,
      unitAmount: priceCents,
      language,
      metadata: { bookingId: String(bookingId) },
      expiresAt: new Date(holdExpiresAt),
      successUrl: `${origin}/account/payments/${order.number}`,
      cancelUrl: `${origin}/reservas/${held.slug}`,
    })
  } catch (error) {
    await db.transaction().execute(async (trx) => {
      await moveOrder(trx, order.id, { from: ['pending'], to: 'failed' })
      await releaseHeldSlot(trx, bookingId, new Date())
    })
    throw error
  }
}

/** Ends an unpaid hold: the booking is cancelled and its time free again. */
async function releaseHeldSlot(trx: Db, bookingId: number, now: Date) {
  const released = await trx
    .updateTable('booking')
    .set({
      status: 'cancelled',
      holdExpiresAt: null,
      cancelledAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'held')
    .executeTakeFirst()
  if (Number(released.numUpdatedRows) !== 1) return false
  await trx.deleteFrom('booking_claim').where('bookingId', '=', bookingId).execute()
  return true
}

/** A booking order: its item is the booking (`itemId`) it pays. */
export const bookingSlotAccess: ItemAccess = {
  async grant(db, order, { afterCommit, origin }) {
    const confirmed = await db
      .updateTable('booking')
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: new Date().toISOString() })
      .where('id', '=', order.itemId)
      .where('orderId', '=', order.id)
      .where('status', '=', 'held')
      .executeTakeFirst()
    if (Number(confirmed.numUpdatedRows) !== 1) {
      // Paid after the hold was let go: the time may be someone else's now, so the money goes back.
      logger.warn({ order: order.number }, 'Payment for a slot no longer held: refunded')
      afterCommit((db) => refundOrder(db, order.number, { user: null }))
      return
    }
    await auditAccess(db, order, 'payment.accessGrant')
    afterCommit((db) => sendBookingMails(db, { bookingId: order.itemId, change: 'booked', origin }))
  },
  /** A refund (the coach's, or Stripe's dashboard) cancels the session if it still stands. */
  async revoke(db, order, { afterCommit, origin }) {
    const now = new Date().toISOString()
    const cancelled = await db
      .updateTable('booking')
      .set((eb) => ({
        status: 'cancelled',
        holdExpiresAt: null,
        cancelledAt: now,
        sequence: eb('sequence', '+', 1),
        updatedAt: now,
      }))
      .where('id', '=', order.itemId)
      .where('orderId', '=', order.id)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst()
    if (Number(cancelled.numUpdatedRows) !== 1) return
    await db.deleteFrom('booking_claim').where('bookingId', '=', order.itemId).execute()
    await auditAccess(db, order, 'payment.accessRevoke')
    afterCommit((db) => sendBookingMails(db, { bookingId: order.itemId, change: 'cancelled', origin }))
  },
  async release(db, order) {
    await releaseHeldSlot(db, order.itemId, new Date())
  },
}

/**
 * A confirmed paid session the person (within its rules) or the coach cancels: its money goes back
 * by the one refund path before the session is cancelled. False when Stripe could not be asked
 * (the session then stays); nothing to refund is true.
 */
export async function refundBooking(
  db: Db,
  bookingId: number,
  actor: { user: { id: string; email: string } },
) {
  const paid = await db
    .selectFrom('booking')
    .innerJoin('payment_order', 'payment_order.id', 'booking.orderId')
    .select('payment_order.number')
    .where('booking.id', '=', bookingId)
    .where('payment_order.status', '=', 'paid')
    .executeTakeFirst()
  if (!paid) return true
  try {
    await refundOrder(db, paid.number, actor)
    return true
  } catch (error) {
    logger.error({ err: error, order: paid.number }, 'Refund of a cancelled session could not be asked')
    return false
  }
}

/** The sweep (the events job): held slots whose Checkout ended and whose expiry event never came. */
export async function releaseExpiredSlotHolds(db: Db, now = new Date()) {
  const due = await db
    .selectFrom('booking')
    .select(['id', 'orderId'])
    .where('status', '=', 'held')
    .where('holdExpiresAt', '<=', sweepBefore(now))
    .orderBy('id')
    .limit(50)
    .execute()
  for (const hold of due) await letHoldGo(db, hold, now)
  return due.length
}

/**
 * Ends a hold whose payment never came (its time is over, or its person's account goes): the order
 * expires unpaid and the time is free again; nobody is told, as nothing was ever confirmed. False
 * when the booking is not held (a payment confirmed it meanwhile).
 */
export const letHoldGo = (db: Db, hold: { id: number; orderId: number | null }, now = new Date()) =>
  db.transaction().execute(async (trx) => {
    if (!(await releaseHeldSlot(trx, hold.id, now))) return false
    if (hold.orderId) await moveOrder(trx, hold.orderId, { from: ['pending'], to: 'expired' })
    return true
  })
