import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { insertCourseForSale, useStripeStandIn } from '#tests/stripe/harness.ts'
import { claimPurchaseCode, createAccessCodes, grantAccess, redeemCode } from '../courses/access.server.ts'
import { startCoursePurchase } from './course-purchase.server.ts'

/** "Comprar" against the Stripe stand-in: what Stripe is asked for, and how codes become discounts. */

const stripeTest = useStripeStandIn()

const plain = (code: string) => code.replace(/-/g, '')

describe.each(engines)('buying a course on %s', (engine) => {
  let t: TestDb
  let course: { id: number; slug: string; title: string; priceCents: number }
  const buyer = { id: 'lucia', email: 'lucia@example.com', name: 'Lucía' }

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'lucia', { email: buyer.email })
    await insertUser(t.db, 'marta')
    const id = await insertCourseForSale(t.db, { slug: 'presion', title: 'Presión tras pérdida' })
    course = { id, slug: 'presion', title: 'Presión tras pérdida', priceCents: 4500 }
  })

  const buy = (percentOff?: number) =>
    startCoursePurchase(t.db, { buyer, course, language: 'es', origin: 'https://coach.example', percentOff })
  const sessionOf = (url: string) => stripeTest.standIn.sessions.get(url.split('/').pop() ?? '')

  test('a Checkout session in payment mode for the buyer’s customer, with the order in its metadata', async () => {
    const started = await buy()
    if (started.kind !== 'checkout') throw new Error('no checkout')
    const session = sessionOf(started.url)
    const order = await t.db.selectFrom('payment_order').selectAll().executeTakeFirstOrThrow()
    const customer = await t.db.selectFrom('stripe_customer').selectAll().executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      userId: 'lucia',
      itemKind: 'course',
      itemId: course.id,
      amountCents: 4500,
      currency: 'eur',
      status: 'pending',
      locale: 'es',
      checkoutSessionId: session?.id,
      customerId: customer.customerId,
    })
    expect(order.number).toMatch(/^MC-\d{4}-\d{6}$/)
    expect(session).toMatchObject({
      mode: 'payment',
      customer: customer.customerId,
      client_reference_id: 'lucia',
      metadata: { orderNumber: order.number, userId: 'lucia', courseId: String(course.id) },
      payment_intent_metadata: { orderNumber: order.number },
      amount_total: 4500,
      locale: 'es',
      success_url: `https://coach.example/cursos/presion/compra/${order.number}`,
      cancel_url: 'https://coach.example/cursos/presion',
    })
    // Nothing is granted before Stripe's signed confirmation.
    expect(await t.db.selectFrom('enrollment').selectAll().execute()).toEqual([])
    // A second try (an abandoned checkout) keeps the same Stripe customer.
    await buy()
    expect(await t.db.selectFrom('stripe_customer').selectAll().execute()).toHaveLength(1)
    expect(await t.db.selectFrom('payment_order').selectAll().execute()).toHaveLength(2)
  })

  test('a learner who has the course is not sent to pay for it again', async () => {
    await grantAccess(t.db, { userId: 'lucia', courseId: course.id, source: 'code' })
    expect(await buy()).toEqual({ kind: 'enrolled' })
    expect(await t.db.selectFrom('payment_order').selectAll().execute()).toEqual([])
  })

  test('a partial code becomes a single-use Stripe coupon on the session; the order records the discount', async () => {
    const started = await buy(20)
    if (started.kind !== 'checkout') throw new Error('no checkout')
    const session = sessionOf(started.url)
    const coupon = stripeTest.standIn.coupons.get(
      String((session?.discounts as { coupon: string }[])[0]?.coupon),
    )
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once', max_redemptions: 1 })
    expect(session?.amount_total).toBe(3600)
    const order = await t.db.selectFrom('payment_order').selectAll().executeTakeFirstOrThrow()
    expect(order).toMatchObject({ amountCents: 3600, discountCents: 900 })
  })

  test('codes on the buy form: a discount counts once per learner, a whole code enrols as before', async () => {
    const [discount = ''] = await createAccessCodes(t.db, {
      courseId: course.id,
      count: 1,
      maxUses: 1,
      discountPercent: 25,
    })
    const [whole = ''] = await createAccessCodes(t.db, { courseId: course.id, count: 1, maxUses: 1 })
    const claim = (userId: string, code: string, courseId = course.id) =>
      claimPurchaseCode(t.db, { userId, courseId, code: plain(code) })
    expect(await claim('lucia', discount)).toEqual({ kind: 'discount', percent: 25 })
    // Starting again after an abandoned payment uses the same claim; nobody else gets the last use.
    expect(await claim('lucia', discount)).toEqual({ kind: 'discount', percent: 25 })
    expect(await claim('marta', discount)).toEqual({ kind: 'usedUp' })
    expect(await claim('lucia', discount, course.id + 1)).toEqual({ kind: 'invalid' })
    expect(await claim('lucia', whole)).toEqual({ kind: 'whole' })
    // In account settings a discount code enrols nobody.
    expect(await redeemCode(t.db, { userId: 'marta', code: plain(discount) })).toEqual({
      kind: 'discountOnly',
    })
    expect(await t.db.selectFrom('enrollment').selectAll().execute()).toEqual([])
  })
})
