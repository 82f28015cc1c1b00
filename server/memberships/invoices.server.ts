import type Stripe from 'stripe'
import { fallbackLanguage, toLanguage } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'
import { idOf } from '../payments/checkout-events.server.ts'
import { userOfCustomer } from '../payments/customers.server.ts'
import { findOrderById, insertOrder, moveOrder } from '../payments/orders.server.ts'
import { queueReceipt } from '../payments/receipt-mail.server.ts'
import { stripe } from '../payments/stripe-client.server.ts'
import type { EventContext, EventHandlers } from '../payments/webhook.server.ts'
import { closeMembership } from './membership.server.ts'
import { findPlan, findPlanByPrice } from './plans.server.ts'

/**
 * A membership's charges as orders (docs/decisions/031-payments.md, "Membership charges"). Each
 * Stripe invoice of a subscription is one order, found again by the invoice's id: `invoice.paid`
 * makes it paid (or moves a failed one to paid when a retry succeeds) and mails the receipt;
 * `invoice.payment_failed` records it failed, and on the final attempt closes the access. Access
 * itself otherwise follows the subscription's own events (membership.server.ts).
 */

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000).toISOString() : null)

/** Who is charged, for which plan, in which language: from our membership row, else the invoice. */
async function chargedMember(db: Db, invoice: Stripe.Invoice, subscriptionId: string) {
  const details = invoice.parent?.subscription_details
  const membership = await db
    .selectFrom('membership')
    .select(['userId', 'planId'])
    .where('subscriptionId', '=', subscriptionId)
    .executeTakeFirst()
  const customerId = idOf(invoice.customer)
  const userId =
    membership?.userId ??
    details?.metadata?.userId ??
    (customerId ? await userOfCustomer(db, customerId) : undefined)
  const user = userId
    ? await db.selectFrom('user').select(['id', 'locale']).where('id', '=', userId).executeTakeFirst()
    : undefined
  const price = invoice.lines.data[0]?.pricing?.price_details?.price
  const plan =
    (price ? await findPlanByPrice(db, idOf(price) ?? '') : undefined) ??
    (membership?.planId ? await findPlan(db, membership.planId) : undefined)
  const locale =
    toLanguage(details?.metadata?.locale ?? undefined) ??
    toLanguage(user?.locale ?? undefined) ??
    fallbackLanguage
  return user && plan ? { userId: user.id, plan, locale } : undefined
}

/** The payment intent that paid the invoice (a refund's charge names it), from the event or Stripe. */
async function paymentIntentOf(invoice: Stripe.Invoice) {
  const payments =
    invoice.payments?.data ?? (await stripe().invoicePayments.list({ invoice: invoice.id, limit: 10 })).data
  const paid = payments.find((payment) => payment.status === 'paid') ?? payments[0]
  return idOf(paid?.payment.payment_intent)
}

async function invoiceCharged(
  invoice: Stripe.Invoice,
  context: EventContext,
  { outcome, created }: { outcome: 'paid' | 'failed'; created: number },
) {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
  if (!subscriptionId) return
  const { db } = context
  const member = await chargedMember(db, invoice, subscriptionId)
  if (!member) {
    logger.warn({ invoice: invoice.id }, 'Stripe invoice of no member or plan here: ignored')
    return
  }
  const line = invoice.lines.data[0]
  const paid =
    outcome === 'paid'
      ? {
          paidAt: new Date().toISOString(),
          paymentIntentId: await paymentIntentOf(invoice),
          amountCents: invoice.amount_paid,
          taxCents: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
        }
      : undefined
  const known = await db
    .selectFrom('payment_order')
    .select(['id', 'status'])
    .where('invoiceId', '=', invoice.id)
    .executeTakeFirst()
  let orderId: number
  if (known) {
    // A retry that succeeded after a failed attempt; anything else was recorded already.
    if (!paid || !(await moveOrder(db, known.id, { from: ['pending', 'failed'], to: 'paid', changes: paid })))
      return
    orderId = known.id
  } else {
    const order = await insertOrder(
      db,
      {
        userId: member.userId,
        itemKind: 'membership',
        itemId: member.plan.id,
        itemTitle: member.plan.name,
        amountCents: invoice.amount_due,
        currency: invoice.currency,
        locale: member.locale,
      },
      new Date(),
      {
        status: outcome,
        invoiceId: invoice.id,
        subscriptionId,
        customerId: idOf(invoice.customer),
        periodStart: seconds(line?.period.start),
        periodEnd: seconds(line?.period.end),
        ...paid,
      },
    )
    orderId = order.id
  }
  if (paid) await queueReceipt(context, await findOrderById(db, orderId))
  // Stripe retries a failed renewal (the member keeps access meanwhile); after its last attempt
  // there is no next one, and access stops even if the subscription's own update comes late.
  else if (invoice.next_payment_attempt === null)
    await closeMembership(db, subscriptionId, { status: 'unpaid', created })
}

export const INVOICE_HANDLERS: EventHandlers = {
  'invoice.paid': [
    (event, context) =>
      invoiceCharged(event.data.object, context, { outcome: 'paid', created: event.created }),
  ],
  'invoice.payment_failed': [
    (event, context) =>
      invoiceCharged(event.data.object, context, { outcome: 'failed', created: event.created }),
  ],
}
