import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { startStandIn, type StripeStandIn } from '#tests/stripe/stand-in.ts'
import { STRIPE_EVENT_HANDLERS } from './event-handlers.server.ts'
import { attachCheckoutSession, createOrder } from './orders.server.ts'
import { refundOrder } from './refunds.server.ts'
import { stripe } from './stripe-client.server.ts'
import { receiveWebhook } from './webhook.server.ts'

/**
 * Refunds end to end on both engines: the coach's refund goes through the SDK to the stand-in,
 * which posts the signed charge.refunded to a webhook endpoint on this test's database, as Stripe
 * does; Stripe's own dashboard refunds arrive as the same event.
 */

const SECRET = 'whsec_refunds_test_secret'
const smtp = smtpForFile()
let standIn: StripeStandIn
let endpoint: http.Server
let t: TestDb
const COACH = { id: 'coach', email: 'coach@example.com' }

beforeAll(async () => {
  standIn = await startStandIn({ webhookSecret: SECRET })
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_refunds_test')
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET)
  vi.stubEnv('STRIPE_API_URL', standIn.origin)
  endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const request = new Request('http://localhost:3000/api/stripe/webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': String(req.headers['stripe-signature'] ?? '') },
        body: Buffer.concat(chunks),
      })
      void receiveWebhook(t.db, request, STRIPE_EVENT_HANDLERS).then((answer) =>
        res.writeHead(answer.status).end(),
      )
    })
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  standIn.webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`
})
afterAll(async () => {
  endpoint.closeAllConnections()
  await new Promise((resolve) => endpoint.close(resolve))
  await standIn.close()
})

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
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'presion', title: 'Presión tras pérdida', status: 'published', priceCents: 4500 })
      .returning('id')
      .executeTakeFirstOrThrow()
    courseId = Number(course.id)
  })

  /** An order paid at the stand-in's checkout (its completion delivered to the webhook). */
  async function paidOrder(locale = 'en') {
    const order = await createOrder(t.db, {
      userId: 'buyer',
      itemKind: 'course',
      itemId: courseId,
      itemTitle: 'Presión tras pérdida',
      amountCents: 4500,
      currency: 'eur',
      locale,
    })
    const session = await stripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 4500, product_data: { name: 'Presión' } },
        },
      ],
      payment_intent_data: { metadata: { orderNumber: order.number } },
      success_url: 'http://localhost:3000/ok',
    })
    await attachCheckoutSession(t.db, order.id, { sessionId: session.id, customerId: 'cus_test' })
    expect(await standIn.deliver(standIn.pay(session.id))).toBe(200)
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

    expect(await refundOrder(t.db, order.number, { admin: COACH })).toBe('requested')
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
    const done = standIn.refundPayment(String(paid.paymentIntentId))
    if (!done) throw new Error('no charge to refund')
    expect(await standIn.deliver(done.event)).toBe(200)
    expect(await standIn.deliver(done.event)).toBe(200)
    expect((await orderOf(order.number)).status).toBe('refunded')
    expect(await enrolment()).toBeUndefined()
    expect((await actions()).filter((action) => action === 'payment.refund')).toHaveLength(1)
    expect((await smtp.next('buyer@example.com')).subject).toBe(`Reembolso de tu pedido ${order.number}`)
    expect(smtp.inbox).toHaveLength(0)
  })

  test('only a paid order can be refunded; an unknown number is not found; Stripe is not asked', async () => {
    const order = await paidOrder()
    expect(await refundOrder(t.db, order.number, { admin: COACH })).toBe('requested')
    expect(await refundOrder(t.db, order.number, { admin: COACH })).toBe('notRefundable')
    expect(await refundOrder(t.db, 'MC-2026-999999', { admin: COACH })).toBe('notFound')
    expect(standIn.refunds.size).toBeGreaterThan(0)
    const asked = standIn.refunds.size
    await refundOrder(t.db, order.number, { admin: COACH })
    expect(standIn.refunds.size).toBe(asked)
  })
})
