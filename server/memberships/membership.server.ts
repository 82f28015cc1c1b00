import type Stripe from 'stripe'
import type { Db } from '../db/connection.server.ts'
import type { MembershipStatus } from '../db/schema.server.ts'
import { recordAudit } from '../audit/audit.server.ts'
import { logger } from '../logger.server.ts'
import { formatPrice } from '../payments/price.server.ts'
import { userOfCustomer } from '../payments/customers.server.ts'
import { stripe } from '../payments/stripe-client.server.ts'
import type { EventContext, EventHandlers } from '../payments/webhook.server.ts'
import { findPlanByPrice } from './plans.server.ts'

/**
 * Statuses that open members-only content. `past_due`: Stripe is still retrying the renewal, so
 * the member keeps access until the final failure (`unpaid`, `canceled`). A cancel at the period's
 * end keeps `active` until Stripe deletes the subscription when the period is over.
 */
const OPENING: readonly MembershipStatus[] = ['active', 'trialing', 'past_due']
/** A subscription in one of these is over for good: no later event brings it back. */
const FINAL: readonly MembershipStatus[] = ['canceled', 'incomplete_expired']

export const opensContent = (status: MembershipStatus) => OPENING.includes(status)

/** True when the user has a subscription that opens members-only content now. */
export async function isMember(db: Db, userId: string) {
  const row = await db
    .selectFrom('membership')
    .select('id')
    .where('userId', '=', userId)
    .where('status', 'in', OPENING)
    .executeTakeFirst()
  return Boolean(row)
}

/** The user's current (or last) subscription with its plan, for account settings. */
export function membershipOf(db: Db, userId: string) {
  return db
    .selectFrom('membership')
    .leftJoin('membership_plan', 'membership_plan.id', 'membership.planId')
    .select([
      'membership.status',
      'membership.currentPeriodEnd',
      'membership.cancelAtPeriodEnd',
      'membership.customerId',
      'membership_plan.name as planName',
      'membership_plan.interval',
      'membership_plan.priceCents',
      'membership_plan.currency',
    ])
    .where('membership.userId', '=', userId)
    .orderBy((eb) => eb.case().when('membership.status', 'in', OPENING).then(0).else(1).end(), 'asc')
    .orderBy('membership.updatedAt', 'desc')
    .orderBy('membership.id', 'desc')
    .executeTakeFirst()
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

export async function auditAccess(
  db: Db,
  userId: string,
  subscriptionId: string,
  opened: boolean,
  plan: string | null,
) {
  const user = await db.selectFrom('user').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()
  await recordAudit(db, {
    action: opened ? 'payment.accessGrant' : 'payment.accessRevoke',
    user: user ?? null,
    target: { type: 'membership', id: subscriptionId },
    detail: { plan },
  })
}

/**
 * Brings the membership row in step with a subscription as an event of `created` (seconds) saw
 * it. Events may come twice or out of order: an event older than the one applied last changes
 * nothing, and a subscription that ended stays ended. Every change of access is audited.
 */
export async function applySubscription(db: Db, subscription: Stripe.Subscription, created: number) {
  const item = subscription.items.data[0]
  const plan = item ? await findPlanByPrice(db, item.price.id) : undefined
  const periodEnd = item?.current_period_end
  const state = {
    status: subscription.status as MembershipStatus,
    planId: plan?.id ?? null,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    customerId: idOf(subscription.customer),
    eventCreated: created,
    updatedAt: new Date().toISOString(),
  }
  const known = await db
    .selectFrom('membership')
    .selectAll()
    .where('subscriptionId', '=', subscription.id)
    .executeTakeFirst()
  if (known) {
    if (FINAL.includes(known.status) || created < known.eventCreated) return
    await db
      .updateTable('membership')
      .set(state)
      .where('id', '=', known.id)
      .where('eventCreated', '<=', created)
      .execute()
    if (opensContent(known.status) !== opensContent(state.status))
      await auditAccess(db, known.userId, subscription.id, opensContent(state.status), plan?.name ?? null)
    return
  }
  const userId =
    subscription.metadata.userId ??
    (state.customerId ? await userOfCustomer(db, state.customerId) : undefined)
  const user = userId
    ? await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()
    : undefined
  if (!user) {
    logger.warn({ subscription: subscription.id }, 'Stripe subscription of no user here: ignored')
    return
  }
  await db
    .insertInto('membership')
    .values({ ...state, subscriptionId: subscription.id, userId: user.id })
    .onConflict((oc) => oc.column('subscriptionId').doNothing())
    .execute()
  if (opensContent(state.status)) await auditAccess(db, user.id, subscription.id, true, plan?.name ?? null)
}

/**
 * Closes a subscription's access here before (or without) its own subscription event: a refunded
 * charge ends it for good (`canceled`, which no later event reopens), the final failed charge
 * makes it `unpaid` as of `created` (a newer event, a paid invoice's `active`, may reopen it).
 */
export async function closeMembership(
  db: Db,
  subscriptionId: string,
  { status, created }: { status: 'canceled' | 'unpaid'; created: number },
) {
  const known = await db
    .selectFrom('membership')
    .leftJoin('membership_plan', 'membership_plan.id', 'membership.planId')
    .select(['membership.id', 'membership.userId', 'membership.status', 'membership_plan.name'])
    .where('subscriptionId', '=', subscriptionId)
    .executeTakeFirst()
  if (!known || !opensContent(known.status)) return
  let query = db.updateTable('membership').set({ status, updatedAt: new Date().toISOString() })
  if (status === 'unpaid') query = query.set({ eventCreated: created }).where('eventCreated', '<=', created)
  const result = await query.where('id', '=', known.id).executeTakeFirst()
  if (Number(result.numUpdatedRows) > 0)
    await auditAccess(db, known.userId, subscriptionId, false, known.name ?? null)
}

/** A paid subscription Checkout: the subscription's own state is read from Stripe (the session carries none). */
async function subscriptionCheckoutCompleted(
  event: Stripe.CheckoutSessionCompletedEvent,
  context: EventContext,
) {
  const session = event.data.object
  const subscriptionId = idOf(session.subscription)
  if (session.mode !== 'subscription' || !subscriptionId) return
  const subscription = await stripe().subscriptions.retrieve(subscriptionId)
  await applySubscription(context.db, subscription, event.created)
}

export const MEMBERSHIP_HANDLERS: EventHandlers = {
  'checkout.session.completed': [subscriptionCheckoutCompleted],
  'customer.subscription.created': [
    (event, context) => applySubscription(context.db, event.data.object, event.created),
  ],
  'customer.subscription.updated': [
    (event, context) => applySubscription(context.db, event.data.object, event.created),
  ],
  'customer.subscription.deleted': [
    (event, context) => applySubscription(context.db, event.data.object, event.created),
  ],
}

/**
 * What account settings show of the user's membership: plan, status, and either the next charge
 * (amount and date) or, after a cancel, the day access ends. Null for someone who never subscribed.
 */
export async function membershipSummary(db: Db, userId: string, language: string) {
  const membership = await membershipOf(db, userId)
  if (!membership) return null
  const open = opensContent(membership.status)
  const ending = open && Boolean(membership.cancelAtPeriodEnd)
  return {
    plan: membership.planName,
    status: membership.status,
    nextCharge:
      open && !ending && membership.priceCents !== null && membership.currency && membership.currentPeriodEnd
        ? {
            amount: formatPrice(membership.priceCents, membership.currency, language),
            date: membership.currentPeriodEnd,
          }
        : null,
    endsAt: ending ? membership.currentPeriodEnd : null,
  }
}
