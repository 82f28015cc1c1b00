import type { Db } from '../db/connection.server.ts'
import { stripe } from './stripe-client.server.ts'

/**
 * The user's Stripe customer, made the first time they buy: Checkout fills in their e-mail, and their
 * payments (and later their subscriptions and the billing portal) stay together in Stripe.
 */
export async function customerFor(db: Db, user: { id: string; email: string; name: string }) {
  const known = await db
    .selectFrom('stripe_customer')
    .select('customerId')
    .where('userId', '=', user.id)
    .executeTakeFirst()
  if (known) return known.customerId
  const customer = await stripe().customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    // Two first purchases at once make one customer (Stripe answers the second with the first).
    { idempotencyKey: `customer-${user.id}` },
  )
  await db
    .insertInto('stripe_customer')
    .values({ userId: user.id, customerId: customer.id })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
  return customer.id
}
