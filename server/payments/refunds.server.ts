import type Stripe from 'stripe'
import { fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { attemptQueued, enqueueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'
import { idOf } from './checkout-events.server.ts'
import { itemAccess, type Order } from './order-access.server.ts'
import { findOrderByNumber, findOrderByPaymentIntent, moveOrder } from './orders.server.ts'
import { formatPrice } from './price.server.ts'
import { stripe } from './stripe-client.server.ts'
import type { EventContext, EventHandlers } from './webhook.server.ts'

/**
 * Refunds (docs/decisions/031-payments.md, "Orders and refunds"). The coach's refund asks Stripe
 * (`refunds.create`) and changes nothing here: Stripe's `charge.refunded` event does the rest, so a
 * refund from the admin and one from Stripe's dashboard take the same path — the order becomes
 * refunded, what it gave is taken away, the buyer is told in their language, the audit log keeps it.
 */

const buyerOf = (db: Db, order: Order) =>
  order.userId
    ? db.selectFrom('user').select(['id', 'email', 'name']).where('id', '=', order.userId).executeTakeFirst()
    : Promise.resolve(undefined)

/** The buyer's notice, written in the language they bought in. */
function refundMail(order: Order, buyer: { name: string; email: string }) {
  const language = toLanguage(order.locale) ?? fallbackLanguage
  const t = getFixedT(language)
  const amount = formatPrice(order.amountCents, order.currency, language)
  const facts = { number: order.number, item: order.itemTitle, amount }
  return {
    to: buyer.email,
    ...renderEmail(t, siteSettings().brand, {
      subject: t('orders:mail.refunded.subject', facts),
      greeting: t('email:greeting', { name: buyer.name }),
      paragraphs: [t('orders:mail.refunded.body', facts), t('orders:mail.refunded.access', facts)],
    }),
  }
}

/** A full refund of an order, pending or paid; a partial one is money back and leaves access. */
async function chargeRefunded(charge: Stripe.Charge, context: EventContext) {
  if (!charge.refunded) return
  const intent = idOf(charge.payment_intent)
  const order =
    (intent ? await findOrderByPaymentIntent(context.db, intent) : undefined) ??
    (charge.metadata?.orderNumber
      ? await findOrderByNumber(context.db, charge.metadata.orderNumber)
      : undefined)
  if (!order) return
  const moved = await moveOrder(context.db, order.id, {
    from: ['pending', 'paid'],
    to: 'refunded',
    changes: { refundedAt: new Date().toISOString(), paymentIntentId: intent },
  })
  if (!moved) return
  // Refunded before its completion arrived: nothing was given, and the completion will give nothing.
  if (order.status === 'paid') await itemAccess(order.itemKind).revoke(context.db, order, context)
  const buyer = await buyerOf(context.db, order)
  await recordAudit(context.db, {
    action: 'payment.refund',
    user: buyer ?? null,
    target: { type: 'order', id: order.number },
    detail: { title: order.itemTitle, amountCents: order.amountCents, currency: order.currency },
  })
  if (!buyer) return
  // Stored with the refund (or not at all), sent once it is committed.
  const queued = await enqueueMail(context.db, refundMail(order, buyer))
  context.afterCommit((db) => attemptQueued(db, queued))
}

export const REFUND_HANDLERS: EventHandlers = {
  'charge.refunded': [(event, context) => chargeRefunded(event.data.object, context)],
}

export type RefundRequest = 'requested' | 'notFound' | 'notRefundable'

/**
 * A paid order is refunded in full: by the coach on the orders screen, by a person cancelling a paid
 * place or session, or by the webhook when a payment came for a place already let go. Stripe is
 * asked once per order (the idempotency key), and its `charge.refunded` event moves the order and
 * takes away what it gave. `user` is who asked (null: the site itself).
 */
export async function refundOrder(
  db: Db,
  number: string,
  actor: { user: { id: string; email: string } | null; ip?: string | null },
): Promise<RefundRequest> {
  const order = await findOrderByNumber(db, number)
  if (!order) return 'notFound'
  if (order.status !== 'paid' || !order.paymentIntentId) return 'notRefundable'
  await stripe().refunds.create(
    { payment_intent: order.paymentIntentId, metadata: { orderNumber: order.number } },
    { idempotencyKey: `refund-${order.number}` },
  )
  await recordAudit(db, {
    action: 'payment.refundRequest',
    user: actor.user,
    target: { type: 'order', id: order.number },
    detail: { title: order.itemTitle, amountCents: order.amountCents, currency: order.currency },
    ...(actor.ip ? { ip: actor.ip } : {}),
  })
  return 'requested'
}
