import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { logger } from '../logger.server.ts'
import { openCheckout, type Buyer } from '../payments/checkout.server.ts'
import { sweepBefore } from '../payments/holds.server.ts'
import { auditAccess, type ItemAccess } from '../payments/order-access.server.ts'
import { insertOrder, moveOrder } from '../payments/orders.server.ts'
import { refundOrder } from '../payments/refunds.server.ts'
import { stripe } from '../payments/stripe-client.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'
import { offerFreedPlace } from './waiting-list.server.ts'

/**
 * Paid places (docs/decisions/042-paid-events-and-sessions.md). Registering for a paid event holds
 * the place as `pending` (it counts against the places like a confirmed one) until the Checkout
 * session ends; only the signed `checkout.session.completed` confirms it. An unpaid hold ends by
 * `checkout.session.expired` or by the sweep, and the place goes to the waiting list as a cancelled
 * one does.
 */

/**
 * The order and Checkout session of a held place; answers Checkout's address. When Stripe cannot
 * be reached the hold is let go at once (the place is not kept from others) and the error rethrown.
 */
export async function startPlacePayment(
  db: Db,
  {
    registrationId,
    buyer,
    language,
    origin,
  }: { registrationId: number; buyer: Buyer; language: Language; origin: string },
) {
  const held = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select(['event_registration.holdExpiresAt', 'event.slug', 'event.title', 'event.priceCents'])
    .where('event_registration.id', '=', registrationId)
    .where('event_registration.userId', '=', buyer.id)
    .where('event_registration.status', '=', 'pending')
    .executeTakeFirst()
  if (!held?.holdExpiresAt) throw new Error(`Registration ${registrationId} holds no place to pay`)
  const order = await db.transaction().execute(async (trx) => {
    const order = await insertOrder(trx, {
      userId: buyer.id,
      itemKind: 'event',
      itemId: registrationId,
      itemTitle: held.title,
      amountCents: held.priceCents,
      currency: env().STRIPE_CURRENCY,
      locale: language,
    })
    await trx
      .updateTable('event_registration')
      .set({ orderId: order.id })
      .where('id', '=', registrationId)
      .execute()
    return order
  })
  try {
    return await openCheckout(db, {
      buyer,
      order,
      name: held.title,
      unitAmount: held.priceCents,
      language,
      metadata: { registrationId: String(registrationId) },
      expiresAt: new Date(held.holdExpiresAt),
      successUrl: `${origin}/account/payments/${order.number}`,
      cancelUrl: `${origin}/eventos/${held.slug}`,
    })
  } catch (error) {
    const mails = await db.transaction().execute(async (trx) => {
      await moveOrder(trx, order.id, { from: ['pending'], to: 'failed' })
      return releaseHeldPlace(trx, registrationId, { origin, now: new Date() })
    })
    await sendQueued(db, mails)
    throw error
  }
}

/**
 * The still-open Checkout of a place held for this person: its address, or undefined when there is
 * none to go back to. Someone who left Checkout by its back link and registers the same participant
 * again is sent back to pay it, instead of being told the place is theirs while it waits unpaid.
 */
export async function resumePlacePayment(
  db: Db,
  { registrationId, userId }: { registrationId: number; userId: string },
) {
  const held = await db
    .selectFrom('event_registration')
    .innerJoin('payment_order', 'payment_order.id', 'event_registration.orderId')
    .select('payment_order.checkoutSessionId')
    .where('event_registration.id', '=', registrationId)
    .where('event_registration.userId', '=', userId)
    .where('event_registration.status', '=', 'pending')
    .where('payment_order.status', '=', 'pending')
    .executeTakeFirst()
  if (!held?.checkoutSessionId) return undefined
  const session = await stripe().checkout.sessions.retrieve(held.checkoutSessionId)
  return session.status === 'open' && session.url ? session.url : undefined
}

/** Ends a `pending` hold (expired unpaid) and passes the place on; the mails to send after the commit. */
async function releaseHeldPlace(
  trx: Db,
  registrationId: number,
  { origin, now }: { origin: string; now: Date },
) {
  const row = await trx
    .selectFrom('event_registration')
    .select('eventId')
    .where('id', '=', registrationId)
    .executeTakeFirst()
  const released = await trx
    .updateTable('event_registration')
    .set({ status: 'expired', holdExpiresAt: null, updatedAt: now.toISOString() })
    .where('id', '=', registrationId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (!row || Number(released.numUpdatedRows) !== 1) return []
  return offerFreedPlace(trx, row.eventId, { origin, now })
}

/** What the confirmation mail needs: the person, the participant and the event. */
async function confirmationOf(db: Db, registrationId: number) {
  const row = await db
    .selectFrom('event_registration')
    .innerJoin('user', 'user.id', 'event_registration.userId')
    .select(['event_registration.eventId', 'event_registration.participant', 'user.email', 'user.locale'])
    .where('event_registration.id', '=', registrationId)
    .executeTakeFirst()
  const event = row && (await findMailEvent(db, row.eventId))
  return row && event ? { recipient: row, event, participant: row.participant } : undefined
}

/** An event order: its item is the registration (`itemId`) the order pays. */
export const eventPlaceAccess: ItemAccess = {
  async grant(db, order, { afterCommit, origin }) {
    const confirmed = await db
      .updateTable('event_registration')
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: new Date().toISOString() })
      .where('id', '=', order.itemId)
      .where('orderId', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(confirmed.numUpdatedRows) !== 1) {
      // Paid after the hold was let go (or cancelled): the place may be someone else's now, so the
      // money goes back by the one refund path.
      logger.warn({ order: order.number }, 'Payment for a place no longer held: refunded')
      afterCommit((db) => refundOrder(db, order.number, { user: null }))
      return
    }
    await auditAccess(db, order, 'payment.accessGrant')
    const mail = await confirmationOf(db, order.itemId)
    if (!mail) return
    const queued = await queueEventMail(db, 'confirmed', mail.recipient, {
      event: mail.event,
      participant: mail.participant,
      origin,
    })
    afterCommit((db) => sendQueued(db, [queued]))
  },
  /** A refund cancels the place (if the person's cancel has not already) and passes it on. */
  async revoke(db, order, { afterCommit, origin }) {
    const row = await db
      .selectFrom('event_registration')
      .select(['eventId', 'status'])
      .where('id', '=', order.itemId)
      .where('orderId', '=', order.id)
      .executeTakeFirst()
    if (!row || (row.status !== 'confirmed' && row.status !== 'pending')) return
    const now = new Date()
    const cancelled = await db
      .updateTable('event_registration')
      .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now.toISOString() })
      .where('id', '=', order.itemId)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(cancelled.numUpdatedRows) !== 1) return
    await auditAccess(db, order, 'payment.accessRevoke')
    const mails = await offerFreedPlace(db, row.eventId, { origin, now })
    afterCommit((db) => sendQueued(db, mails))
  },
  async release(db, order, { afterCommit, origin }) {
    const mails = await releaseHeldPlace(db, order.itemId, { origin, now: new Date() })
    afterCommit((db) => sendQueued(db, mails))
  },
}

/**
 * The events job's sweep: holds whose Checkout ended unpaid and whose `checkout.session.expired`
 * never came (the grace past) are let go, their orders marked expired. Each hold is claimed by one
 * conditional UPDATE, so several instances release a place once.
 */
export async function releaseExpiredHolds(
  db: Db,
  { origin, now = new Date() }: { origin: string; now?: Date },
) {
  const due = await db
    .selectFrom('event_registration')
    .select(['id', 'orderId'])
    .where('status', '=', 'pending')
    .where('holdExpiresAt', '<=', sweepBefore(now))
    .orderBy('id')
    .limit(50)
    .execute()
  for (const hold of due) {
    const mails = await db.transaction().execute(async (trx) => {
      if (hold.orderId) await moveOrder(trx, hold.orderId, { from: ['pending'], to: 'expired' })
      return releaseHeldPlace(trx, hold.id, { origin, now })
    })
    await sendQueued(db, mails)
  }
  return due.length
}
