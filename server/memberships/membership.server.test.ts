import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { useStripeStandIn } from '#tests/stripe/harness.ts'
import type { StripeStandIn } from '#tests/stripe/stand-in.ts'
import { isMember, membershipOf } from './membership.server.ts'
import { createPlan, listPlans, setPlanStatus } from './plans.server.ts'
import { startSubscription } from './subscribe.server.ts'

/**
 * A membership's life as Stripe tells it: signed events from the stand-in posted to the webhook,
 * on both engines. Access follows only the events, and late or repeated ones change nothing.
 */

const stripeTest = useStripeStandIn()
const COACH = { admin: { id: 'coach', email: 'coach@example.com' }, ip: '203.0.113.9' }
let standIn: StripeStandIn
beforeAll(() => {
  standIn = stripeTest.standIn
})

describe.each(engines)('memberships on %s', (engine) => {
  let t: TestDb
  let planId: number

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'member')
    planId = await createPlan(
      t.db,
      {
        name: 'Socio mensual',
        interval: 'month',
        priceCents: 900,
        includes: 'Todo',
      },
      COACH,
    )
  })

  const post = (event: Stripe.Event) => stripeTest.post(t.db, event)
  /** An event as if Stripe had made it `seconds` later than now (Stripe orders them by `created`). */
  const at = (event: Stripe.Event, seconds: number) =>
    ({ ...event, created: event.created + seconds }) as Stripe.Event

  /** The member subscribes and pays on Checkout; returns the completion event (not yet sent) and the subscription. */
  async function paidCheckout() {
    const url = await startSubscription(
      t.db,
      { id: 'member', email: 'member@example.com', name: 'Member' },
      planId,
      { returnUrl: 'http://localhost:3000/ejercicios/rondo', language: 'es' },
    )
    const sessionId = String(url?.split('/').pop())
    const completed = standIn.pay(sessionId)
    const subscriptionId = String((completed.data.object as Stripe.Checkout.Session).subscription)
    return { completed, subscriptionId }
  }
  /** The changes of access the audit log recorded (the coach's plan changes are checked apart). */
  const auditActions = async () =>
    (
      await t.db
        .selectFrom('audit_event')
        .select(['action', 'targetType'])
        .where('action', 'like', 'payment.%')
        .orderBy('id')
        .execute()
    ).map((row) => `${row.action}:${row.targetType}`)

  test('a plan is a Stripe product with a recurring price; an archived plan is not offered', async () => {
    const [plan] = await listPlans(t.db)
    const price = standIn.prices.get(String(plan?.stripePriceId))
    expect(price).toMatchObject({
      unit_amount: 900,
      currency: 'eur',
      recurring: { interval: 'month' },
      active: true,
    })
    expect(standIn.products.get(String(price?.product))).toMatchObject({ name: 'Socio mensual' })

    await setPlanStatus(t.db, planId, 'archived', COACH)
    expect(price?.active).toBe(false)
    expect(await listPlans(t.db, { activeOnly: true })).toEqual([])
    const url = await startSubscription(
      t.db,
      { id: 'member', email: 'member@example.com', name: 'Member' },
      planId,
      { returnUrl: 'http://localhost:3000/', language: 'es' },
    )
    expect(url).toBeUndefined()

    // Both changes are in the audit log with the coach, the plan and the address.
    const logged = await t.db
      .selectFrom('audit_event')
      .select(['action', 'userEmail', 'targetType', 'targetId', 'detail', 'ip'])
      .orderBy('id')
      .execute()
    expect(logged).toEqual([
      {
        action: 'plan.create',
        userEmail: 'coach@example.com',
        targetType: 'membershipPlan',
        targetId: String(planId),
        detail: JSON.stringify({
          name: 'Socio mensual',
          interval: 'month',
          priceCents: 900,
          currency: 'eur',
        }),
        ip: '203.0.113.9',
      },
      {
        action: 'plan.archive',
        userEmail: 'coach@example.com',
        targetType: 'membershipPlan',
        targetId: String(planId),
        detail: JSON.stringify({ name: 'Socio mensual' }),
        ip: '203.0.113.9',
      },
    ])
    // Archiving an archived plan changes nothing and logs nothing.
    expect(await setPlanStatus(t.db, planId, 'archived', COACH)).toBe(false)
    expect(await t.db.selectFrom('audit_event').select('id').execute()).toHaveLength(2)
  })

  test('returning from Checkout opens nothing; the signed completion does, once', async () => {
    const { completed } = await paidCheckout()
    expect(await isMember(t.db, 'member')).toBe(false)

    expect((await post(completed)).status).toBe(200)
    expect(await isMember(t.db, 'member')).toBe(true)
    expect(await membershipOf(t.db, 'member')).toMatchObject({
      status: 'active',
      planName: 'Socio mensual',
      priceCents: 900,
    })
    const again = await post(completed)
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' })
    expect(await auditActions()).toEqual(['payment.accessGrant:membership'])
  })

  test('a cancel keeps access until the period ends; the deletion ends it', async () => {
    const { completed, subscriptionId } = await paidCheckout()
    await post(completed)
    await post(at(standIn.updateSubscription(subscriptionId, { cancel_at_period_end: true }), 1))
    expect(await isMember(t.db, 'member')).toBe(true)
    expect(Boolean((await membershipOf(t.db, 'member'))?.cancelAtPeriodEnd)).toBe(true)

    await post(at(standIn.deleteSubscription(subscriptionId), 2))
    expect(await isMember(t.db, 'member')).toBe(false)
    expect(await auditActions()).toEqual([
      'payment.accessGrant:membership',
      'payment.accessRevoke:membership',
    ])
  })

  test('a failed renewal keeps access while Stripe retries and ends it on the final failure', async () => {
    const { completed, subscriptionId } = await paidCheckout()
    await post(completed)
    await post(at(standIn.updateSubscription(subscriptionId, { status: 'past_due' }), 1))
    expect(await isMember(t.db, 'member')).toBe(true)
    await post(at(standIn.updateSubscription(subscriptionId, { status: 'unpaid' }), 2))
    expect(await isMember(t.db, 'member')).toBe(false)
  })

  test('out of order: an older update arriving late changes nothing, a deleted subscription never comes back', async () => {
    const { completed, subscriptionId } = await paidCheckout()
    await post(completed)
    const pastDue = at(standIn.updateSubscription(subscriptionId, { status: 'past_due' }), 1)
    const unpaid = at(standIn.updateSubscription(subscriptionId, { status: 'unpaid' }), 2)
    await post(unpaid)
    await post(pastDue)
    expect((await membershipOf(t.db, 'member'))?.status).toBe('unpaid')
    expect(await isMember(t.db, 'member')).toBe(false)

    const reactivated = at(standIn.updateSubscription(subscriptionId, { status: 'active' }), 3)
    const deleted = at(standIn.deleteSubscription(subscriptionId), 4)
    await post(deleted)
    await post(reactivated)
    await post(at(standIn.updateSubscription(subscriptionId, { status: 'active' }), 10))
    expect(await isMember(t.db, 'member')).toBe(false)
    expect((await membershipOf(t.db, 'member'))?.status).toBe('canceled')
  })

  test('a deletion that arrives before the completion leaves no access', async () => {
    const { completed, subscriptionId } = await paidCheckout()
    expect((await post(at(standIn.deleteSubscription(subscriptionId), 5))).status).toBe(200)
    expect((await post(completed)).status).toBe(200)
    expect(await isMember(t.db, 'member')).toBe(false)
  })
})
