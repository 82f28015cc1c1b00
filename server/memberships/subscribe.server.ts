import type { Db } from '../db/connection.server.ts'
import { customerFor } from '../payments/customers.server.ts'
import { stripe } from '../payments/stripe-client.server.ts'
import { findPlan } from './plans.server.ts'

interface Subscriber {
  id: string
  email: string
  name: string
}

/**
 * Opens a Checkout session in subscription mode for an active plan and returns its address, or
 * undefined when the plan is not offered. Nothing is granted here: access comes only from the
 * signed webhooks (server/memberships/membership.server.ts).
 */
export async function startSubscription(
  db: Db,
  user: Subscriber,
  planId: number,
  { returnUrl, language }: { returnUrl: string; language: string },
) {
  const plan = await findPlan(db, planId)
  if (!plan || plan.status !== 'active') return undefined
  const customer = await customerFor(db, user)
  const session = await stripe().checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: plan.stripePriceId, quantity: 1 }],
    metadata: { userId: user.id, planId: String(plan.id) },
    // The language the member subscribed in: each charge's receipt is written in it.
    subscription_data: { metadata: { userId: user.id, planId: String(plan.id), locale: language } },
    locale: checkoutLocale(language),
    success_url: returnUrl,
    cancel_url: returnUrl,
  })
  if (!session.url) throw new Error('Stripe gave no Checkout address')
  return session.url
}

/** Stripe's customer portal (change card, cancel) for a member, back to `returnUrl`. */
export async function portalUrl(db: Db, userId: string, returnUrl: string) {
  const known = await db
    .selectFrom('stripe_customer')
    .select('customerId')
    .where('userId', '=', userId)
    .executeTakeFirst()
  if (!known) return undefined
  const session = await stripe().billingPortal.sessions.create({
    customer: known.customerId,
    return_url: returnUrl,
  })
  return session.url
}

const CHECKOUT_LOCALES = new Set([
  'da',
  'de',
  'el',
  'en',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'sv',
  'tr',
  'zh',
])

/** Checkout's page language for the site's language ('auto' where Stripe has none: Arabic). */
const checkoutLocale = (language: string) => (CHECKOUT_LOCALES.has(language) ? language : 'auto') as 'auto'
