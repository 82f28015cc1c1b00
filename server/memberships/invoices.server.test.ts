import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { useStripeStandIn } from '#tests/stripe/harness.ts'
import { listOrdersOf } from '../payments/orders.server.ts'
import { refundOrder } from '../payments/refunds.server.ts'
import { isMember } from './membership.server.ts'
import { createPlan } from './plans.server.ts'
import { startSubscription } from './subscribe.server.ts'

/**
 * A membership's charges as orders, on both engines: the stand-in's signed invoice events reach
 * the webhook over HTTP (its endpoint), as Stripe sends them at the start and at each renewal.
 */

const smtp = smtpForFile()
let t: TestDb
const stripeTest = useStripeStandIn({ endpoint: () => t.db })
const COACH = { id: 'coach', email: 'coach@example.com' }

describe.each(engines)('membership charges on %s', (engine) => {
  let planId: number

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'member', { name: 'Lucía' })
    planId = await createPlan(
      t.db,
      { name: 'Socio anual', interval: 'year', priceCents: 9000, includes: '' },
      { admin: COACH },
    )
  })

  /** Subscribes in `language` and pays at the stand-in's checkout page (completion and first invoice sent). */
  async function subscribed(language = 'en') {
    const url = await startSubscription(
      t.db,
      { id: 'member', email: 'member@example.com', name: 'Lucía' },
      planId,
      { returnUrl: 'http://localhost:3000/', language },
    )
    const sessionId = String(url?.split('/').pop())
    const paid = await fetch(`${stripeTest.standIn.origin}/checkout/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    return String(stripeTest.standIn.sessions.get(sessionId)?.subscription)
  }
  const orders = () => t.db.selectFrom('payment_order').selectAll().orderBy('id').execute()
  const deliver = (event: Stripe.Event) => stripeTest.standIn.deliver(event)

  test('each paid charge is an order with amount, tax, plan and period, and a receipt in the member’s language', async () => {
    const subscriptionId = await subscribed('en')
    expect(await isMember(t.db, 'member')).toBe(true)
    const first = await smtp.next('member@example.com')
    const [order] = await orders()
    expect(order).toMatchObject({
      userId: 'member',
      itemKind: 'membership',
      itemId: planId,
      itemTitle: 'Socio anual',
      amountCents: 9000,
      currency: 'eur',
      status: 'paid',
      subscriptionId,
      locale: 'en',
    })
    expect(order?.invoiceId).toMatch(/^in_/)
    expect(order?.paymentIntentId).toMatch(/^pi_/)
    expect(first.subject).toBe(`Receipt for your order ${order?.number}`)
    expect(first.text).toContain('€90.00')
    expect(first.text).toContain('Membership period:')

    // The renewal a year later, with tax: a second order for the next period.
    expect(
      await deliver(stripeTest.standIn.chargeSubscription(subscriptionId, { renew: true, taxCents: 1562 })),
    ).toBe(200)
    const [, renewal] = await orders()
    expect(renewal).toMatchObject({ status: 'paid', amountCents: 9000, taxCents: 1562 })
    expect(Date.parse(String(renewal?.periodStart))).toBe(Date.parse(String(order?.periodEnd)))
    expect((await smtp.next('member@example.com')).subject).toContain(String(renewal?.number))
    expect((await listOrdersOf(t.db, 'member', 'en')).map((row) => row.itemTitle)).toEqual([
      'Socio anual',
      'Socio anual',
    ])
  })

  test('a replayed invoice.paid makes no second order and no second receipt', async () => {
    const subscriptionId = await subscribed()
    await smtp.next('member@example.com')
    const renewal = stripeTest.standIn.chargeSubscription(subscriptionId, { renew: true })
    expect(await deliver(renewal)).toBe(200)
    await smtp.next('member@example.com')
    expect(await deliver(renewal)).toBe(200)
    // The same invoice in a new event (Stripe resends under another id) finds its order.
    expect(await deliver(stripeTest.standIn.event('invoice.paid', renewal.data.object as never))).toBe(200)
    expect(await orders()).toHaveLength(2)
    expect(smtp.inbox).toHaveLength(0)
  })

  test('a failed renewal is a failed order and keeps access; the final failure ends it', async () => {
    const subscriptionId = await subscribed()
    const failed = stripeTest.standIn.chargeSubscription(subscriptionId, { renew: true, outcome: 'failed' })
    expect(await deliver(failed)).toBe(200)
    expect((await orders()).map((order) => order.status)).toEqual(['paid', 'failed'])
    expect(await isMember(t.db, 'member')).toBe(true)

    const final = stripeTest.standIn.chargeSubscription(subscriptionId, { outcome: 'failed', final: true })
    expect(await deliver({ ...final, created: final.created + 5 } as Stripe.Event)).toBe(200)
    expect(await isMember(t.db, 'member')).toBe(false)
    const actions = await t.db
      .selectFrom('audit_event')
      .select('action')
      .where('action', 'like', 'payment.%')
      .orderBy('id')
      .execute()
    expect(actions.map((row) => row.action)).toEqual(['payment.accessGrant', 'payment.accessRevoke'])
  })

  test('the coach refunds a membership charge: the order is refunded, the membership ends and Stripe cancels it', async () => {
    const subscriptionId = await subscribed('es')
    await smtp.next('member@example.com')
    const [order] = await orders()
    expect(await refundOrder(t.db, String(order?.number), { user: COACH })).toBe('requested')
    const [refunded] = await orders()
    expect(refunded?.status).toBe('refunded')
    expect(await isMember(t.db, 'member')).toBe(false)
    expect((await smtp.next('member@example.com')).subject).toBe(`Reembolso de tu pedido ${order?.number}`)
    // Cancelled at Stripe after the commit; its customer.subscription.deleted changes nothing more.
    await expect.poll(() => stripeTest.standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled')
    const membership = await t.db.selectFrom('membership').select('status').executeTakeFirstOrThrow()
    expect(membership.status).toBe('canceled')
  })
})
