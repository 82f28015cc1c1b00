import { randomBytes } from 'node:crypto'

/**
 * The stand-in's subscription invoices, shaped as Stripe's API (2025+) sends them: the
 * subscription under `parent.subscription_details`, the price under the line's `pricing`, taxes in
 * `total_taxes`, and the payment intent only in the invoice's payments (`GET /v1/invoice_payments`).
 */

type StripeObject = Record<string, unknown> & { id: string }

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

export interface InvoiceCharge {
  subscription: StripeObject
  price: StripeObject
  period: { start: number; end: number }
  /** `failed`: the attempt was declined; `final`: and Stripe will not try again. */
  outcome: 'paid' | 'failed'
  final?: boolean
  taxCents?: number
  paymentIntent: string
}

export function subscriptionInvoice(charge: InvoiceCharge): StripeObject {
  const { subscription, price, period, outcome } = charge
  const amount = Number(price.unit_amount)
  const now = Math.floor(Date.now() / 1000)
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    currency: price.currency,
    amount_due: amount,
    amount_paid: outcome === 'paid' ? amount : 0,
    amount_remaining: outcome === 'paid' ? 0 : amount,
    total: amount,
    total_taxes: charge.taxCents
      ? [{ amount: charge.taxCents, tax_behavior: 'inclusive', taxability_reason: 'standard_rated' }]
      : [],
    status: outcome === 'paid' ? 'paid' : 'open',
    attempt_count: 1,
    next_payment_attempt: outcome === 'failed' && !charge.final ? now + 3 * 86_400 : null,
    billing_reason: 'subscription_cycle',
    created: now,
    period_start: period.start,
    period_end: period.end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: price.currency,
          period,
          pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
        },
      ],
    },
  }
}

/** The invoice's payment record, as `invoicePayments.list({ invoice })` lists it. */
export const invoicePayment = (
  invoice: StripeObject,
  paymentIntent: string,
  status: string,
): StripeObject => ({
  id: newId('inpay'),
  object: 'invoice_payment',
  invoice: invoice.id,
  amount_paid: invoice.amount_paid,
  currency: invoice.currency,
  is_default: true,
  status,
  payment: { type: 'payment_intent', payment_intent: paymentIntent },
})
