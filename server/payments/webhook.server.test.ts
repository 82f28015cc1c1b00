import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import {
  insertCourseForSale,
  pendingCourseOrder,
  postUnsigned,
  useStripeStandIn,
} from '#tests/stripe/harness.ts'
import { grantAccess } from '../courses/access.server.ts'
import { joinHandlers, STRIPE_EVENT_HANDLERS } from './event-handlers.server.ts'
import { stripe } from './stripe-client.server.ts'

/**
 * The webhook as Stripe uses it: events signed with the endpoint's secret by the stand-in
 * (stripe.webhooks.generateTestHeaderString), posted as raw bodies, on both engines.
 */

const stripeTest = useStripeStandIn()

describe.each(engines)('Stripe webhook on %s', (engine) => {
  let t: TestDb
  let courseId: number
  let standIn: typeof stripeTest.standIn

  beforeAll(async () => {
    t = await openTestDb(engine)
    standIn = stripeTest.standIn
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'buyer')
    courseId = await insertCourseForSale(t.db, { slug: 'defensa', title: 'Defensa zonal' })
  })

  const pendingOrder = () => pendingCourseOrder(t.db, { userId: 'buyer', courseId, title: 'Defensa zonal' })
  const post = (event: Stripe.Event, options: { secret?: string; body?: string } = {}) =>
    stripeTest.post(t.db, event, { signWith: options.secret, body: options.body })

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
    const unsigned = await postUnsigned(t.db, completed)
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
    const send = () => stripeTest.post(t.db, completed, { handlers: failingOnce })
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
