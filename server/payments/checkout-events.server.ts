import type Stripe from 'stripe'
import { logger } from '../logger.server.ts'
import { itemAccess } from './order-access.server.ts'
import { queueReceipt } from './receipt-mail.server.ts'
import { findOrderByNumber, findOrderBySession, moveOrder } from './orders.server.ts'
import type { EventContext, EventHandlers } from './webhook.server.ts'

/**
 * The one-off payment's events. The order's status is the state machine and each rule is a
 * conditional move, so events may come twice or in any order:
 * pending → paid (completed and paid), → failed, → expired. Refunds are in refunds.server.ts: a
 * refund that arrives before its completion marks the order refunded, and the completion that
 * follows finds it so and grants nothing.
 */

export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

async function orderOfSession(context: EventContext, session: Stripe.Checkout.Session) {
  const order =
    (await findOrderBySession(context.db, session.id)) ??
    (session.metadata?.orderNumber
      ? await findOrderByNumber(context.db, session.metadata.orderNumber)
      : undefined)
  if (!order) logger.warn({ session: session.id }, 'Stripe checkout session of no order here: ignored')
  return order
}

async function sessionPaid(session: Stripe.Checkout.Session, context: EventContext) {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return
  const order = await orderOfSession(context, session)
  if (!order) return
  const paidAt = new Date().toISOString()
  const moved = await moveOrder(context.db, order.id, {
    from: ['pending', 'failed', 'expired'],
    to: 'paid',
    changes: {
      paidAt,
      paymentIntentId: idOf(session.payment_intent),
      customerId: idOf(session.customer),
      amountCents: session.amount_total ?? order.amountCents,
      taxCents: session.total_details?.amount_tax ?? 0,
      discountCents: session.total_details?.amount_discount ?? 0,
    },
  })
  if (!moved) return
  // Read again: the amounts are Stripe's now (a discount, the tax).
  const paid = await context.db
    .selectFrom('payment_order')
    .selectAll()
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow()
  await itemAccess(order.itemKind).grant(context.db, paid, context)
  await queueReceipt(context, paid)
}

async function sessionEnded(
  session: Stripe.Checkout.Session,
  context: EventContext,
  to: 'failed' | 'expired',
) {
  if (session.mode !== 'payment') return
  const order = await orderOfSession(context, session)
  if (!order || !(await moveOrder(context.db, order.id, { from: ['pending'], to }))) return
  // A place or slot held for this checkout goes back (to the waiting list, or free).
  await itemAccess(order.itemKind).release?.(context.db, order, context)
}

export const CHECKOUT_HANDLERS: EventHandlers = {
  'checkout.session.completed': [(event, context) => sessionPaid(event.data.object, context)],
  'checkout.session.async_payment_succeeded': [(event, context) => sessionPaid(event.data.object, context)],
  'checkout.session.async_payment_failed': [
    (event, context) => sessionEnded(event.data.object, context, 'failed'),
  ],
  'checkout.session.expired': [(event, context) => sessionEnded(event.data.object, context, 'expired')],
}
