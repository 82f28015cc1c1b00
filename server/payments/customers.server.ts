import type { Db } from '../db/connection.server.ts'
import { stripe } from './stripe-client.server.ts'

/**
 * The user's Stripe customer, made on their first payment and kept (`stripe_customer`), so their
 * payments, subscriptions and the customer portal all belong to one customer.
 */
export async function customerOf(db: Db, user: { id: string; email: string; name: string }) {
  const known = await db
    .selectFrom('stripe_customer')
    .select('customerId')
    .where('userId', '=', user.id)
    .executeTakeFirst()
  if (known) return known.customerId
  const customer = await stripe().customers.create({
    email: user.email,
    name: user.name,
    metadata: { userId: user.id },
  })
  await db
    .insertInto('stripe_customer')
    .values({ userId: user.id, customerId: customer.id })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
  const stored = await db
    .selectFrom('stripe_customer')
    .select('customerId')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow()
  return stored.customerId
}

/** Whose customer this is (a subscription's events name the customer). */
export const userOfCustomer = async (db: Db, customerId: string) =>
  (
    await db
      .selectFrom('stripe_customer')
      .select('userId')
      .where('customerId', '=', customerId)
      .executeTakeFirst()
  )?.userId
