import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type Stripe from 'stripe'
import { afterAll, beforeAll, vi } from 'vitest'
import type { Db } from '#server/db/connection.server.ts'
import { STRIPE_EVENT_HANDLERS } from '#server/payments/event-handlers.server.ts'
import { attachCheckoutSession, createOrder } from '#server/payments/orders.server.ts'
import { stripe } from '#server/payments/stripe-client.server.ts'
import { receiveWebhook, type EventHandlers } from '#server/payments/webhook.server.ts'
import { startStandIn, type StripeStandIn } from './stand-in.ts'

/**
 * The setup every payment test shares: the Stripe stand-in with the site's Stripe settings pointing
 * at it, events posted to the webhook as Stripe posts them (signed raw bodies), and the course and
 * pending order a buy button makes. `endpoint` also serves the webhook over HTTP on the given
 * database, so what the stand-in sends by itself (a refund's charge.refunded, a cancel's
 * customer.subscription.deleted, its checkout page's events) reaches it.
 */
export function useStripeStandIn({ endpoint }: { endpoint?: () => Db } = {}) {
  const secret = `whsec_test_${Math.random().toString(36).slice(2)}`
  let standIn: StripeStandIn | undefined
  let server: http.Server | undefined

  beforeAll(async () => {
    standIn = await startStandIn({ webhookSecret: secret })
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_stand_in')
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret)
    vi.stubEnv('STRIPE_API_URL', standIn.origin)
    if (endpoint) {
      server = webhookServer(endpoint)
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
      standIn.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    }
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await standIn?.close()
  })

  return {
    secret,
    get standIn(): StripeStandIn {
      if (!standIn) throw new Error('The stand-in starts in beforeAll')
      return standIn
    },
    /** Posts an event to the webhook signed with `signWith` (default: the endpoint's secret), or `body` instead. */
    post(
      db: Db,
      event: Stripe.Event,
      { signWith = secret, body, handlers = STRIPE_EVENT_HANDLERS }: PostOptions = {},
    ) {
      const signed = this.standIn.sign(event, signWith)
      return receiveWebhook(db, webhookRequest(signed.signature, body ?? signed.payload), handlers)
    },
  }
}

interface PostOptions {
  signWith?: string
  body?: string
  handlers?: EventHandlers
}

const webhookRequest = (signature: string | undefined, body: BodyInit) =>
  new Request('http://localhost:3000/api/stripe/webhook', {
    method: 'POST',
    headers: signature ? { 'Content-Type': 'application/json', 'Stripe-Signature': signature } : {},
    body,
  })

/** An unsigned post, as a forger without the secret sends it. */
export const postUnsigned = (db: Db, event: Stripe.Event) =>
  receiveWebhook(db, webhookRequest(undefined, JSON.stringify(event)), STRIPE_EVENT_HANDLERS)

function webhookServer(db: () => Db) {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const signature = req.headers['stripe-signature']
      const request = webhookRequest(typeof signature === 'string' ? signature : '', Buffer.concat(chunks))
      void receiveWebhook(db(), request, STRIPE_EVENT_HANDLERS).then((answer) =>
        res.writeHead(answer.status).end(),
      )
    })
  })
}

/** A published course for sale. */
export async function insertCourseForSale(
  db: Db,
  fields: { slug: string; title: string; priceCents?: number },
) {
  const row = await db
    .insertInto('course')
    .values({ status: 'published', priceCents: 4500, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** A pending order of the course with its Checkout session at the stand-in, as the buy button makes them. */
export async function pendingCourseOrder(
  db: Db,
  {
    userId,
    courseId,
    title,
    locale = 'es',
  }: { userId: string; courseId: number; title: string; locale?: string },
) {
  const order = await createOrder(db, {
    userId,
    itemKind: 'course',
    itemId: courseId,
    itemTitle: title,
    amountCents: 4500,
    currency: 'eur',
    locale,
  })
  const session = await stripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 4500, product_data: { name: title } } },
    ],
    metadata: { orderNumber: order.number },
    payment_intent_data: { metadata: { orderNumber: order.number } },
    success_url: 'http://localhost:3000/ok?session={CHECKOUT_SESSION_ID}',
  })
  await attachCheckoutSession(db, order.id, { sessionId: session.id, customerId: 'cus_test' })
  return { ...order, sessionId: session.id }
}
