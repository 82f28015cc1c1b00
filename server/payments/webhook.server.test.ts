import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { startStandIn, type StripeStandIn } from '#tests/stripe/stand-in.ts'
import { grantAccess } from '../courses/access.server.ts'
import { joinHandlers, STRIPE_EVENT_HANDLERS } from './event-handlers.server.ts'
import { attachCheckoutSession, createOrder } from './orders.server.ts'
import { stripe } from './stripe-client.server.ts'
import { receiveWebhook } from './webhook.server.ts'

/**
 * The webhook as Stripe uses it: events signed with the endpoint's secret by the stand-in
 * (stripe.webhooks.generateTestHeaderString), posted as raw bodies, on both engines.
 */

const SECRET = 'whsec_webhook_test_secret'
let standIn: StripeStandIn

beforeAll(async () => {
  standIn = await startStandIn({ webhookSecret: SECRET })
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_webhook_test')
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET)
  vi.stubEnv('STRIPE_API_URL', standIn.origin)
})
afterAll(() => standIn.close())

describe.each(engines)('Stripe webhook on %s', (engine) => {
  let t: TestDb
  let courseId: number

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'buyer')
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'defensa', title: 'Defensa zonal', status: 'published', priceCents: 4500 })
      .returning('id')
      .executeTakeFirstOrThrow()
    courseId = Number(course.id)
  })

  /** A pending order with its Checkout session at the stand-in, as the buy button makes them. */
  async function pendingOrder() {
    const order = await createOrder(t.db, {
      userId: 'buyer',
      itemKind: 'course',
      itemId: courseId,
      itemTitle: 'Defensa zonal',
      amountCents: 4500,
      currency: 'eur',
      locale: 'es',
    })
    const session = await stripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 4500, product_data: { name: 'Defensa zonal' } },
        },
      ],
      metadata: { orderNumber: order.number },
      payment_intent_data: { metadata: { orderNumber: order.number } },
      success_url: 'http://localhost:3000/ok?session={CHECKOUT_SESSION_ID}',
    })
    await attachCheckoutSession(t.db, order.id, { sessionId: session.id, customerId: 'cus_test' })
    return { ...order, sessionId: session.id }
  }

  const post = (event: Stripe.Event, { secret = SECRET, body }: { secret?: string; body?: string } = {}) => {
    const signed = standIn.sign(event, secret)
    return receiveWebhook(
      t.db,
      new Request('http://localhost:3000/api/stripe/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed.signature },
        body: body ?? signed.payload,
      }),
      STRIPE_EVENT_HANDLERS,
    )
  }

  const orderStatus = async (number: string) =>
    (
      await t.db
        .selectFrom('payment_order')
        .select('status')
        .where('number', '=', number)
        .executeTakeFirstOrThrow()
    ).status
  const enrolled = async () =>
    t.db
      .selectFrom('enrollment')
      .select('source')
      .where('userId', '=', 'buyer')
      .where('courseId', '=', courseId)
      .executeTakeFirst()
  const auditActions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((row) => row.action)
  /** The charge.refunded event of a paid session, as Stripe sends it after a full refund. */
  const refundEvent = async (sessionId: string) => {
    const session = await stripe().checkout.sessions.retrieve(sessionId)
    const refunded = standIn.refundPayment(String(session.payment_intent))
    if (!refunded) throw new Error('nothing to refund')
    return refunded.event
  }

  test('a signed completion pays the order and enrols the buyer, once; a duplicate changes nothing', async () => {
    const order = await pendingOrder()
    const completed = standIn.pay(order.sessionId)
    const first = await post(completed)
    expect(first.status).toBe(200)
    expect(await orderStatus(order.number)).toBe('paid')
    expect(await enrolled()).toEqual({ source: 'payment' })
    expect(await auditActions()).toEqual(['payment.accessGrant'])

    const again = await post(completed)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' })
    expect(await auditActions()).toEqual(['payment.accessGrant'])
    const recorded = await t.db.selectFrom('stripe_event').select('id').execute()
    expect(recorded).toEqual([{ id: completed.id }])
  })

  test('a forged, altered or unsigned event is refused with 400 and changes nothing', async () => {
    const order = await pendingOrder()
    const completed = standIn.pay(order.sessionId)
    expect((await post(completed, { secret: 'whsec_someone_else' })).status).toBe(400)
    const altered = JSON.stringify({ ...completed, id: 'evt_forged' })
    expect((await post(completed, { body: altered })).status).toBe(400)
    const unsigned = await receiveWebhook(
      t.db,
      new Request('http://localhost:3000/api/stripe/webhook', {
        method: 'POST',
        body: JSON.stringify(completed),
      }),
      STRIPE_EVENT_HANDLERS,
    )
    expect(unsigned.status).toBe(400)
    expect(await orderStatus(order.number)).toBe('pending')
    expect(await enrolled()).toBeUndefined()
    expect(await t.db.selectFrom('stripe_event').select('id').execute()).toEqual([])
  })

  test('a refund that arrives before its completion leaves the order refunded and no access', async () => {
    const order = await pendingOrder()
    const completed = standIn.pay(order.sessionId)
    expect((await post(await refundEvent(order.sessionId))).status).toBe(200)
    expect((await post(completed)).status).toBe(200)
    expect(await orderStatus(order.number)).toBe('refunded')
    expect(await enrolled()).toBeUndefined()
  })

  test('a full refund takes the paid course away; an expiry that comes late changes nothing', async () => {
    const order = await pendingOrder()
    const completed = standIn.pay(order.sessionId)
    await post(completed)
    const expired = standIn.event('checkout.session.expired', {
      ...(completed.data.object as unknown as Record<string, unknown>),
      id: order.sessionId,
      status: 'expired',
    })
    await post(expired)
    expect(await orderStatus(order.number)).toBe('paid')
    expect((await post(await refundEvent(order.sessionId))).status).toBe(200)
    expect(await orderStatus(order.number)).toBe('refunded')
    expect(await enrolled()).toBeUndefined()
    expect(await auditActions()).toEqual(['payment.accessGrant', 'payment.accessRevoke', 'payment.refund'])
  })

  test('a refund leaves an enrolment that came another way (an access code)', async () => {
    await grantAccess(t.db, { userId: 'buyer', courseId, source: 'code' })
    const order = await pendingOrder()
    await post(standIn.pay(order.sessionId))
    await post(await refundEvent(order.sessionId))
    expect(await orderStatus(order.number)).toBe('refunded')
    expect(await enrolled()).toEqual({ source: 'code' })
  })

  test('a handler that fails answers 500 and keeps nothing; Stripe’s retry of the same event succeeds', async () => {
    const order = await pendingOrder()
    const completed = standIn.pay(order.sessionId)
    let failures = 1
    const failingOnce = joinHandlers(STRIPE_EVENT_HANDLERS, {
      'checkout.session.completed': [
        async () => {
          if (failures-- > 0) throw new Error('the database went away')
        },
      ],
    })
    const send = () => {
      const signed = standIn.sign(completed)
      return receiveWebhook(
        t.db,
        new Request('http://localhost:3000/api/stripe/webhook', {
          method: 'POST',
          headers: { 'Stripe-Signature': signed.signature },
          body: signed.payload,
        }),
        failingOnce,
      )
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect((await send()).status).toBe(500)
    expect(await orderStatus(order.number)).toBe('pending')
    expect(await enrolled()).toBeUndefined()
    expect(await t.db.selectFrom('stripe_event').select('id').execute()).toEqual([])
    expect((await send()).status).toBe(200)
    expect(await orderStatus(order.number)).toBe('paid')
    expect(await enrolled()).toEqual({ source: 'payment' })
  })
})
