import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { customerFor } from './customers.server.ts'
import { attachCheckoutSession } from './orders.server.ts'
import { stripe } from './stripe-client.server.ts'

export interface Buyer {
  id: string
  email: string
  name: string
}

/** Checkout's own languages; Arabic is not one of them, so Stripe follows the browser there. */
const checkoutLocale = (language: Language) => (language === 'ae' ? 'auto' : language)

/**
 * A Stripe Checkout session (payment mode) for one pending order: the buyer's customer, the order
 * number in the metadata of the session and of its payment (refunds find the order by it), the price
 * with tax included, Checkout in the buyer's language, one session per order (idempotency key).
 * `expiresAt` ends the session when a held place or slot is released (Stripe wants 30 minutes at
 * least). Answers the page to send the buyer to.
 */
export async function openCheckout(
  db: Db,
  {
    buyer,
    order,
    name,
    unitAmount,
    language,
    successUrl,
    cancelUrl,
    metadata = {},
    couponId,
    expiresAt,
  }: {
    buyer: Buyer
    order: { id: number; number: string }
    name: string
    unitAmount: number
    language: Language
    successUrl: string
    cancelUrl: string
    metadata?: Record<string, string>
    couponId?: string
    expiresAt?: Date
  },
) {
  const customer = await customerFor(db, buyer)
  const linked = { orderNumber: order.number, userId: buyer.id, ...metadata }
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      customer,
      client_reference_id: buyer.id,
      metadata: linked,
      payment_intent_data: { metadata: linked },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: env().STRIPE_CURRENCY,
            unit_amount: unitAmount,
            tax_behavior: 'inclusive',
            product_data: { name },
          },
        },
      ],
      ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
      ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
      locale: checkoutLocale(language),
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    { idempotencyKey: `checkout-${order.number}` },
  )
  await attachCheckoutSession(db, order.id, { sessionId: session.id, customerId: customer })
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`)
  return session.url
}
