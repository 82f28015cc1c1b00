import type { Db } from '../db/connection.server.ts'
import type { PaymentItemKind, PaymentStatus } from '../db/schema.server.ts'
import { formatPrice } from './price.server.ts'

/** The number people see on receipts and in lists: MC-<year>-<id, six digits or more>. */
export const orderNumber = (id: number, createdAt: Date) =>
  `MC-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`

export interface NewOrder {
  userId: string
  itemKind: PaymentItemKind
  itemId: number
  itemTitle: string
  /** What the buyer will be charged, tax included, discount applied. */
  amountCents: number
  discountCents?: number
  currency: string
  locale: string
}

/** Stores a pending order and gives it its number (from its id, so numbers never collide). */
export function createOrder(db: Db, order: NewOrder, now = new Date()) {
  return db.transaction().execute((trx) => insertOrder(trx, order, now))
}

/**
 * Inserts an order and numbers it, inside a transaction the caller holds (the webhook's, for a
 * membership's charge): `extra` sets its status, Stripe ids and period from the start.
 */
export async function insertOrder(trx: Db, order: NewOrder, now = new Date(), extra: NewOrderExtra = {}) {
  const { id } = await trx
    .insertInto('payment_order')
    .values({ ...order, ...extra, number: `new-${crypto.randomUUID()}`, createdAt: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  const number = orderNumber(Number(id), now)
  await trx.updateTable('payment_order').set({ number }).where('id', '=', id).execute()
  return { id: Number(id), number }
}

type NewOrderExtra = Partial<{
  status: PaymentStatus
  paidAt: string
  amountCents: number
  taxCents: number
  paymentIntentId: string | null
  customerId: string | null
  invoiceId: string
  subscriptionId: string
  periodStart: string | null
  periodEnd: string | null
}>

/** Links an order to the Checkout session (and customer) that pays it. */
export async function attachCheckoutSession(
  db: Db,
  orderId: number,
  { sessionId, customerId }: { sessionId: string; customerId: string },
) {
  await db
    .updateTable('payment_order')
    .set({ checkoutSessionId: sessionId, customerId })
    .where('id', '=', orderId)
    .execute()
}

export const findOrderBySession = (db: Db, sessionId: string) =>
  db.selectFrom('payment_order').selectAll().where('checkoutSessionId', '=', sessionId).executeTakeFirst()

export const findOrderByNumber = (db: Db, number: string) =>
  db.selectFrom('payment_order').selectAll().where('number', '=', number).executeTakeFirst()

export const findOrderById = (db: Db, id: number) =>
  db.selectFrom('payment_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

export const findOrderByPaymentIntent = (db: Db, paymentIntentId: string) =>
  db.selectFrom('payment_order').selectAll().where('paymentIntentId', '=', paymentIntentId).executeTakeFirst()

/** A Checkout return page's order by its number, seen by its buyer (or an admin); else null. */
export async function findViewableOrder(
  db: Db,
  { number, viewer }: { number: string; viewer: { id: string; role: string } },
) {
  const order = await db
    .selectFrom('payment_order')
    .select(['number', 'status', 'userId', 'itemKind', 'itemId', 'itemTitle'])
    .where('number', '=', number)
    .executeTakeFirst()
  if (!order || (order.userId !== viewer.id && viewer.role !== 'admin')) return null
  return { ...order, own: order.userId === viewer.id }
}

/**
 * One user's orders for account settings, newest first, amounts written in their language. Orders
 * still waiting for Checkout are left out: an abandoned checkout is not an order to them.
 */
export async function listOrdersOf(db: Db, userId: string, language: string) {
  const rows = await db
    .selectFrom('payment_order')
    .select(['number', 'itemTitle', 'amountCents', 'currency', 'status', 'createdAt'])
    .where('userId', '=', userId)
    .where('status', '!=', 'pending')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(({ amountCents, currency, ...row }) => ({
    ...row,
    amount: formatPrice(amountCents, currency, language),
  }))
}

/**
 * Moves an order from one of `from` to `to`, setting `changes` too; false when it was in none of
 * them (already moved by an earlier event, or by one that arrived out of order). Every state rule
 * of the webhook handlers is one such conditional update, so a replay or a race changes nothing.
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  { from, to, changes = {} }: { from: PaymentStatus[]; to: PaymentStatus; changes?: OrderChanges },
) {
  const result = await db
    .updateTable('payment_order')
    .set({ ...changes, status: to })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

type OrderChanges = Partial<{
  paidAt: string
  refundedAt: string
  paymentIntentId: string | null
  customerId: string | null
  amountCents: number
  taxCents: number
  discountCents: number
}>
