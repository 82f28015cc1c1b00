import type { Db } from '../db/connection.server.ts'
import { stripe } from './stripe-client.server.ts'

/**
 * The user's Stripe customer, made on their first payment and kept (`stripe_customer`), so their
 * payments, subscriptions and the customer portal all belong to one customer.
 */
export async function customerFor(db: Db, user: { id: string; email: string; name: string }) {
  const known = await storedCustomer(db, user.id)
  if (known) return known
  const customer = await stripe().customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    // Two first payments at once make one customer (Stripe answers the second with the first).
    { idempotencyKey: `customer-${user.id}` },
  )
  await db
    .insertInto('stripe_customer')
    .values({ userId: user.id, customerId: customer.id })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
  return (await storedCustomer(db, user.id)) ?? customer.id
}

const storedCustomer = async (db: Db, userId: string) =>
  (
    await db
      .selectFrom('stripe_customer')
      .select('customerId')
      .where('userId', '=', userId)
      .executeTakeFirst()
  )?.customerId

/** Whose customer this is (a subscription's events name the customer). */
export const userOfCustomer = async (db: Db, customerId: string) =>
  (
    await db
      .selectFrom('stripe_customer')
      .select('userId')
      .where('customerId', '=', customerId)
      .executeTakeFirst()
  )?.userId
