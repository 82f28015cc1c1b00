import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { insertCourseForSale, pendingCourseOrder, useStripeStandIn } from '#tests/stripe/harness.ts'
import { refundOrder } from './refunds.server.ts'

/**
 * Refunds end to end on both engines: the coach's refund goes through the SDK to the stand-in,
 * which posts the signed charge.refunded to a webhook endpoint on this test's database, as Stripe
 * does; Stripe's own dashboard refunds arrive as the same event.
 */

const smtp = smtpForFile()
let t: TestDb
const stripeTest = useStripeStandIn({ endpoint: () => t.db })
const COACH = { id: 'coach', email: 'coach@example.com' }

describe.each(engines)('refunds on %s', (engine) => {
  let courseId: number

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'buyer', { name: 'Lucía' })
    await insertUser(t.db, 'coach', { role: 'admin' })
    courseId = await insertCourseForSale(t.db, { slug: 'presion', title: 'Presión tras pérdida' })
  })

  /** An order paid at the stand-in's checkout (its completion delivered to the webhook). */
  async function paidOrder(locale = 'en') {
    const order = await pendingCourseOrder(t.db, {
      userId: 'buyer',
      courseId,
      title: 'Presión tras pérdida',
      locale,
    })
    expect(await stripeTest.standIn.deliver(stripeTest.standIn.pay(order.sessionId))).toBe(200)
    // The payment's receipt comes first; the refund's notice is the next message.
    expect((await smtp.next('buyer@example.com')).subject).toContain(order.number)
    return order
  }

  const orderOf = (number: string) =>
    t.db.selectFrom('payment_order').selectAll().where('number', '=', number).executeTakeFirstOrThrow()
  const enrolment = () =>
    t.db
      .selectFrom('enrollment')
      .select('source')
      .where('userId', '=', 'buyer')
      .where('courseId', '=', courseId)
      .executeTakeFirst()
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((row) => row.action)

  test('the coach’s refund goes through Stripe: the order is refunded, the course taken away, the learner told in their language', async () => {
    const order = await paidOrder('en')
    expect(await enrolment()).toEqual({ source: 'payment' })

    expect(await refundOrder(t.db, order.number, { user: COACH })).toBe('requested')
    const refunded = await orderOf(order.number)
    expect(refunded.status).toBe('refunded')
    expect(refunded.refundedAt).toBeTruthy()
    expect(await enrolment()).toBeUndefined()
    expect(await actions()).toEqual([
      'payment.accessGrant',
      'payment.accessRevoke',
      'payment.refund',
      'payment.refundRequest',
    ])
    const mail = await smtp.next('buyer@example.com')
    expect(mail.subject).toBe(`Refund of your order ${order.number}`)
    expect(mail.text).toContain('€45.00')
    expect(mail.text).toContain('Presión tras pérdida')
  })

  test('a refund from Stripe’s dashboard, sent twice, refunds once and tells the learner once', async () => {
    const order = await paidOrder('es')
    const paid = await orderOf(order.number)
    const done = stripeTest.standIn.refundPayment(String(paid.paymentIntentId))
    if (!done) throw new Error('no charge to refund')
    expect(await stripeTest.standIn.deliver(done.event)).toBe(200)
    expect(await stripeTest.standIn.deliver(done.event)).toBe(200)
    expect((await orderOf(order.number)).status).toBe('refunded')
    expect(await enrolment()).toBeUndefined()
    expect((await actions()).filter((action) => action === 'payment.refund')).toHaveLength(1)
    expect((await smtp.next('buyer@example.com')).subject).toBe(`Reembolso de tu pedido ${order.number}`)
    expect(smtp.inbox).toHaveLength(0)
  })

  test('only a paid order can be refunded; an unknown number is not found; Stripe is not asked', async () => {
    const order = await paidOrder()
    expect(await refundOrder(t.db, order.number, { user: COACH })).toBe('requested')
    expect(await refundOrder(t.db, order.number, { user: COACH })).toBe('notRefundable')
    expect(await refundOrder(t.db, 'MC-2026-999999', { user: COACH })).toBe('notFound')
    expect(stripeTest.standIn.refunds.size).toBeGreaterThan(0)
    const asked = stripeTest.standIn.refunds.size
    await refundOrder(t.db, order.number, { user: COACH })
    expect(stripeTest.standIn.refunds.size).toBe(asked)
  })
})
