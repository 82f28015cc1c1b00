import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { currencyDigits, fromMinorUnits } from '#server/payments/price.server.ts'
import { parseStripeForm, type FormValue } from './form-body.ts'
import { invoicePayment, newId, subscriptionInvoice } from './invoices.ts'

/**
 * A local stand-in for the few Stripe API calls the site makes (the machines reach no payment
 * service). The `stripe` package talks to it through its host/port/protocol options
 * (STRIPE_API_URL). It also serves a "hosted checkout" page at each session's url whose Pay button
 * marks the session paid, posts the signed checkout.session.completed event to the site's webhook
 * and goes on to the success URL, as Stripe Checkout does.
 *
 * Calls: customers create; checkout.sessions create/retrieve (with `expires_at`, refused under 30
 * minutes as Stripe does); coupons create; refunds create (sends
 * charge.refunded); billing_portal.sessions create (with a portal page whose "Cancel plan" cancels at the
 * period's end); products and prices create, prices update,
 * subscriptions retrieve and cancel, invoice payments list (memberships, below). Helpers add the
 * calls they use. `/_stand-in/…` addresses let a browser test act as Stripe: list the events sent,
 * send one again or late, end a period, expire a session, refund from the dashboard.
 */

type StripeObject = Record<string, unknown> & { id: string }
type Form = Record<string, FormValue>

export interface StandInOptions {
  /** Where events are posted (the site's /api/stripe/webhook); may be set later with `webhookUrl`. */
  webhookUrl?: string
  webhookSecret: string
  port?: number
}

export interface Delivery {
  event: Stripe.Event
  status: number
}

const signer = new Stripe('sk_test_stand_in')

const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined)
const record = (value: FormValue | undefined) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Form) : {}
const list = (value: FormValue | undefined) => (Array.isArray(value) ? value.map(record) : [])

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export class StripeStandIn {
  readonly customers = new Map<string, StripeObject>()
  readonly sessions = new Map<string, StripeObject>()
  readonly coupons = new Map<string, StripeObject>()
  readonly charges = new Map<string, StripeObject>()
  readonly refunds = new Map<string, StripeObject>()
  readonly products = new Map<string, StripeObject>()
  readonly prices = new Map<string, StripeObject>()
  readonly subscriptions = new Map<string, StripeObject>()
  readonly invoices = new Map<string, StripeObject>()
  /** Each invoice's payment records, by invoice id. */
  readonly invoicePayments = new Map<string, StripeObject[]>()
  /** Customer portal sessions: whose they are and where "return" goes. */
  readonly portalSessions = new Map<string, StripeObject>()
  /** Every event sent, with the status the webhook answered. */
  readonly deliveries: Delivery[] = []
  webhookUrl: string | undefined
  readonly webhookSecret: string
  private server: http.Server
  origin = ''

  constructor(options: StandInOptions) {
    this.webhookUrl = options.webhookUrl
    this.webhookSecret = options.webhookSecret
    this.server = http.createServer((req, res) => {
      this.answer(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
      })
    })
  }

  async listen(port = 0) {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  close() {
    this.server.closeAllConnections()
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** An event as Stripe builds it, with a fresh id unless one is given (a replay keeps its id). */
  event(type: string, object: StripeObject, id = newId('evt')): Stripe.Event {
    return {
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event
  }

  /** The body and Stripe-Signature header of an event, signed with the webhook secret (or another). */
  sign(event: Stripe.Event, secret = this.webhookSecret) {
    const payload = JSON.stringify(event)
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) }
  }

  /** Posts a signed event to the webhook, as Stripe does; the answer's status is recorded. */
  async deliver(event: Stripe.Event): Promise<number> {
    if (!this.webhookUrl) throw new Error('The stand-in has no webhook URL')
    const { payload, signature } = this.sign(event)
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body: payload,
    })
    await response.body?.cancel()
    this.deliveries.push({ event, status: response.status })
    return response.status
  }

  /** Pays an open session as the hosted page's button does; returns the completion event (not yet sent). */
  pay(sessionId: string): Stripe.Event {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`No session ${sessionId}`)
    if (session.mode === 'subscription') return this.paySubscription(session)
    const intent = newId('pi')
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: intent,
      refunded: false,
      metadata: session.payment_intent_metadata ?? {},
    }
    this.charges.set(charge.id, charge)
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent })
    return this.event('checkout.session.completed', this.publicSession(session))
  }

  /** Ends an open session unpaid, as Stripe does at its `expires_at`; returns checkout.session.expired (not yet sent). */
  expire(sessionId: string): Stripe.Event {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`No session ${sessionId}`)
    if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${String(session.status)}`)
    Object.assign(session, { status: 'expired' })
    return this.event('checkout.session.expired', this.publicSession(session))
  }

  private publicSession(session: StripeObject): StripeObject {
    const {
      payment_intent_metadata: _hidden,
      line_item_prices: _prices,
      subscription_metadata: _subscription,
      ...rest
    } = session
    return structuredClone(rest) as StripeObject
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.origin)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'))
    const route = `${req.method} ${url.pathname}`
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const missing = () =>
      json(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } })

    let match: RegExpMatchArray | null
    if (route === 'POST /v1/customers') return json(200, this.createCustomer(form))
    if (route === 'POST /v1/checkout/sessions') {
      const expiresAt = Number(text(form.expires_at) ?? 0)
      if (expiresAt && expiresAt < Math.floor(Date.now() / 1000) + 30 * 60)
        return json(400, {
          error: {
            type: 'invalid_request_error',
            param: 'expires_at',
            message: 'expires_at must be at least 30 minutes from now',
          },
        })
      return json(200, this.createSession(form))
    }
    if ((match = route.match(/^GET \/v1\/checkout\/sessions\/([\w]+)$/))) {
      const session = this.sessions.get(match[1] ?? '')
      return session ? json(200, this.publicSession(session)) : missing()
    }
    if (route === 'POST /v1/coupons') {
      const coupon = {
        id: newId('coupon'),
        object: 'coupon',
        percent_off: Number(text(form.percent_off)),
        duration: text(form.duration) ?? 'once',
        max_redemptions: form.max_redemptions ? Number(text(form.max_redemptions)) : null,
        metadata: record(form.metadata),
      }
      this.coupons.set(coupon.id, coupon)
      return json(200, coupon)
    }
    if (route === 'POST /v1/refunds') {
      const refund = await this.refund(form)
      return refund ? json(200, refund) : missing()
    }
    if (route === 'GET /v1/invoice_payments') {
      const data = this.invoicePayments.get(url.searchParams.get('invoice') ?? '') ?? []
      return json(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' })
    }
    if ((match = route.match(/^DELETE \/v1\/subscriptions\/([\w]+)$/))) {
      if (!this.subscriptions.has(match[1] ?? '')) return missing()
      const deleted = this.deleteSubscription(match[1] ?? '')
      if (this.webhookUrl) await this.deliver(deleted)
      return json(200, deleted.data.object)
    }
    const membershipAnswer = this.membershipRoute(route, form)
    if (membershipAnswer) return membershipAnswer === 'missing' ? missing() : json(200, membershipAnswer)
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = newId('bps')
      const portal = {
        id,
        object: 'billing_portal.session',
        customer: text(form.customer) ?? null,
        url: `${this.origin}/portal/${id}`,
        return_url: text(form.return_url) ?? null,
      }
      this.portalSessions.set(id, portal)
      return json(200, portal)
    }
    if ((match = route.match(/^GET \/portal\/([\w]+)$/))) return this.portalPage(res, match[1] ?? '')
    if ((match = route.match(/^POST \/portal\/([\w]+)\/cancel\/([\w]+)$/)))
      return this.portalCancel(res, match[1] ?? '', match[2] ?? '')
    if ((match = route.match(/^POST \/_stand-in\/subscriptions\/([\w]+)\/end$/))) {
      // The period of a subscription cancelled at its end runs out: Stripe deletes it.
      if (!this.subscriptions.has(match[1] ?? '')) return missing()
      return json(200, { status: await this.deliver(this.deleteSubscription(match[1] ?? '')) })
    }
    if ((match = route.match(/^GET \/checkout\/([\w]+)$/))) return this.checkoutPage(res, match[1] ?? '')
    if ((match = route.match(/^POST \/checkout\/([\w]+)\/pay$/))) return this.checkoutPay(res, match[1] ?? '')
    if (route === 'GET /health') return json(200, { ok: true })
    if (route === 'GET /_stand-in/deliveries')
      return json(
        200,
        this.deliveries.map(({ event, status }) => ({ id: event.id, type: event.type, status, event })),
      )
    if ((match = route.match(/^POST \/_stand-in\/sessions\/([\w]+)\/expire$/))) {
      // The session's time runs out unpaid: Stripe sends checkout.session.expired.
      if (this.sessions.get(match[1] ?? '')?.status !== 'open') return missing()
      return json(200, { status: await this.deliver(this.expire(match[1] ?? '')) })
    }
    if ((match = route.match(/^POST \/_stand-in\/payments\/([\w]+)\/refund$/))) {
      // A full refund made in Stripe's dashboard: charge.refunded, whatever the site knows of the payment.
      const done = this.refundPayment(match[1] ?? '')
      return done ? json(200, { status: await this.deliver(done.event) }) : missing()
    }
    if ((match = route.match(/^POST \/_stand-in\/events\/([\w]+)\/deliver-late$/))) {
      // Out of order: an event the site never took, created when this one was and saying what it
      // said then (an id of its own, so it is no duplicate), arriving after everything since.
      const earlier = this.deliveries.find((delivery) => delivery.event.id === match?.[1])
      if (!earlier) return missing()
      const late = { ...structuredClone(earlier.event), id: newId('evt') }
      return json(200, { id: late.id, status: await this.deliver(late) })
    }
    if ((match = route.match(/^POST \/_stand-in\/events\/([\w]+)\/deliver$/))) {
      // A replay of an event already sent (same id), for tests of duplicates and of order.
      const earlier = this.deliveries.find((delivery) => delivery.event.id === match?.[1])
      return earlier ? json(200, { status: await this.deliver(earlier.event) }) : missing()
    }
    return missing()
  }

  private createCustomer(form: Form) {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: text(form.email) ?? null,
      name: text(form.name) ?? null,
      metadata: record(form.metadata),
    }
    this.customers.set(customer.id, customer)
    return customer
  }

  private createSession(form: Form) {
    const id = newId('cs')
    const items = list(form.line_items)
    const subtotal = items.reduce((sum, item) => {
      const price = this.prices.get(text(item.price) ?? '') ?? record(item.price_data)
      return sum + Number(price.unit_amount ?? 0) * Number(text(item.quantity) ?? 1)
    }, 0)
    const couponId = text(list(form.discounts)[0]?.coupon)
    const percent = Number(this.coupons.get(couponId ?? '')?.percent_off ?? 0)
    const discount = Math.round((subtotal * percent) / 100)
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: text(form.mode) ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.origin}/checkout/${id}`,
      customer: text(form.customer) ?? null,
      client_reference_id: text(form.client_reference_id) ?? null,
      metadata: record(form.metadata),
      currency:
        text(record(items[0]?.price_data).currency) ??
        (this.prices.get(text(items[0]?.price) ?? '')?.currency as string | undefined) ??
        'eur',
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      discounts: couponId ? [{ coupon: couponId }] : [],
      line_items_names: items.map(
        (item) =>
          text(record(record(item.price_data).product_data).name) ??
          String(this.products.get(String(this.prices.get(text(item.price) ?? '')?.product))?.name ?? ''),
      ),
      line_item_prices: items.map((item) => text(item.price)).filter(Boolean),
      subscription: null,
      subscription_metadata: record(record(form.subscription_data).metadata),
      locale: text(form.locale) ?? null,
      payment_intent: null,
      success_url: (text(form.success_url) ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: text(form.cancel_url) ?? null,
      expires_at: Number(text(form.expires_at) ?? Math.floor(Date.now() / 1000) + 24 * 3600),
      payment_intent_metadata: record(record(form.payment_intent_data).metadata),
    }
    this.sessions.set(id, session)
    return this.publicSession(session)
  }

  /** Refunds a paid payment (all of what is left, or `amount`); returns the charge.refunded event, not yet sent. */
  refundPayment(paymentIntent: string, amount?: number) {
    const charge = [...this.charges.values()].find((one) => one.payment_intent === paymentIntent)
    if (!charge) return undefined
    const refunded =
      Number(charge.amount_refunded) + (amount ?? Number(charge.amount) - Number(charge.amount_refunded))
    Object.assign(charge, { amount_refunded: refunded, refunded: refunded >= Number(charge.amount) })
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount: refunded,
      payment_intent: paymentIntent,
      charge: charge.id,
      status: 'succeeded',
    }
    this.refunds.set(refund.id, refund)
    return { refund, event: this.event('charge.refunded', structuredClone(charge)) }
  }

  private async refund(form: Form) {
    const done = this.refundPayment(
      text(form.payment_intent) ?? '',
      form.amount ? Number(text(form.amount)) : undefined,
    )
    if (!done) return undefined
    await this.deliver(done.event)
    return done.refund
  }

  // ── Memberships: products, recurring prices and subscriptions ────────────────────────────────

  private membershipRoute(route: string, form: Form): StripeObject | 'missing' | undefined {
    let match: RegExpMatchArray | null
    if (route === 'POST /v1/products') {
      const product = { id: newId('prod'), object: 'product', name: text(form.name) ?? '', active: true }
      this.products.set(product.id, product)
      return product
    }
    if (route === 'POST /v1/prices') {
      const recurring = record(form.recurring)
      const price = {
        id: newId('price'),
        object: 'price',
        product: text(form.product) ?? '',
        currency: text(form.currency) ?? 'eur',
        unit_amount: Number(text(form.unit_amount)),
        recurring: { interval: text(recurring.interval) ?? 'month', interval_count: 1 },
        active: true,
        metadata: record(form.metadata),
      }
      this.prices.set(price.id, price)
      return price
    }
    if ((match = route.match(/^POST \/v1\/prices\/([\w]+)$/))) {
      const price = this.prices.get(match[1] ?? '')
      if (!price) return 'missing'
      if (form.active !== undefined) price.active = text(form.active) === 'true'
      return price
    }
    if ((match = route.match(/^GET \/v1\/subscriptions\/([\w]+)$/)))
      return structuredClone(this.subscriptions.get(match[1] ?? '')) ?? 'missing'
    return undefined
  }

  private paySubscription(session: StripeObject): Stripe.Event {
    const priceId = (session.line_item_prices as string[])[0] ?? ''
    const price = this.prices.get(priceId)
    if (!price) throw new Error(`No price ${priceId}`)
    const now = Math.floor(Date.now() / 1000)
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      created: now,
      metadata: session.subscription_metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: structuredClone(price),
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd(now, record(price.recurring as Form).interval),
          },
        ],
      },
    }
    this.subscriptions.set(subscription.id, subscription)
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id })
    return this.event('checkout.session.completed', this.publicSession(session))
  }

  /**
   * Changes a subscription as Stripe would (cancel at the period's end, a failed renewal: `past_due`,
   * `unpaid`…) and returns its customer.subscription.updated event, not yet sent.
   */
  updateSubscription(id: string, changes: { status?: string; cancel_at_period_end?: boolean }) {
    const subscription = this.subscriptions.get(id)
    if (!subscription) throw new Error(`No subscription ${id}`)
    Object.assign(subscription, changes)
    return this.event('customer.subscription.updated', structuredClone(subscription))
  }

  /**
   * Charges a subscription for its current period (`renew`: the next one, moving the period on),
   * as Stripe does at the start and at each renewal; returns invoice.paid or
   * invoice.payment_failed (`final`: no attempt follows), not yet sent.
   */
  chargeSubscription(
    id: string,
    {
      outcome = 'paid',
      final = false,
      renew = false,
      taxCents = 0,
    }: { outcome?: 'paid' | 'failed'; final?: boolean; renew?: boolean; taxCents?: number } = {},
  ) {
    const subscription = this.subscriptions.get(id)
    if (!subscription) throw new Error(`No subscription ${id}`)
    const item = (subscription.items as { data: StripeObject[] }).data[0] as StripeObject
    const price = this.prices.get(String(record(item.price as Form).id)) ?? (item.price as StripeObject)
    if (renew) {
      const start = Number(item.current_period_end)
      Object.assign(item, {
        current_period_start: start,
        current_period_end: periodEnd(start, record(price.recurring as Form).interval),
      })
    }
    const period = { start: Number(item.current_period_start), end: Number(item.current_period_end) }
    const paymentIntent = newId('pi')
    const invoice = subscriptionInvoice({
      subscription,
      price,
      period,
      outcome,
      final,
      taxCents,
      paymentIntent,
    })
    this.invoices.set(invoice.id, invoice)
    if (outcome === 'paid') {
      const charge = {
        id: newId('ch'),
        object: 'charge',
        amount: invoice.amount_paid,
        amount_refunded: 0,
        currency: invoice.currency,
        payment_intent: paymentIntent,
        refunded: false,
        metadata: {},
      }
      this.charges.set(charge.id, charge)
    }
    this.invoicePayments.set(invoice.id, [
      invoicePayment(invoice, paymentIntent, outcome === 'paid' ? 'paid' : 'open'),
    ])
    return this.event(
      outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
      structuredClone(invoice),
    )
  }

  /** Ends a subscription (the period ran out after a cancel, or the final failed charge); its event, not yet sent. */
  deleteSubscription(id: string) {
    const subscription = this.subscriptions.get(id)
    if (!subscription) throw new Error(`No subscription ${id}`)
    Object.assign(subscription, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) })
    return this.event('customer.subscription.deleted', structuredClone(subscription))
  }

  private checkoutPage(res: http.ServerResponse, id: string) {
    const session = this.sessions.get(id)
    if (!session) {
      res.writeHead(404).end('No such checkout session')
      return
    }
    const currency = String(session.currency)
    const amount = fromMinorUnits(Number(session.amount_total), currency).toFixed(currencyDigits(currency))
    const names = (session.line_items_names as string[]).map(escapeHtml).join(', ')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout (stand-in)</title></head>
<body><main><h1>Checkout (stand-in)</h1><p>${names}</p><p data-testid="amount">${amount} ${String(session.currency).toUpperCase()}</p>
<form method="post" action="/checkout/${id}/pay"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel</a></p>` : ''}</main></body></html>`)
  }

  /** The customer portal: the customer's subscriptions, each with "Cancel plan" (at the period's end). */
  private portalPage(res: http.ServerResponse, id: string) {
    const portal = this.portalSessions.get(id)
    if (!portal) {
      res.writeHead(404).end('No such portal session')
      return
    }
    const rows = [...this.subscriptions.values()]
      .filter(
        (subscription) => subscription.customer === portal.customer && subscription.status !== 'canceled',
      )
      .map(
        (subscription) =>
          `<li><span data-testid="subscription">${escapeHtml(subscription.id)}</span> ${escapeHtml(String(subscription.status))}${
            subscription.cancel_at_period_end
              ? ' (cancels at period end)'
              : ` <form method="post" action="/portal/${id}/cancel/${escapeHtml(subscription.id)}"><button type="submit">Cancel plan</button></form>`
          }</li>`,
      )
      .join('')
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Customer portal (stand-in)</title></head>
<body><main><h1>Customer portal (stand-in)</h1><ul>${rows}</ul>
${portal.return_url ? `<p><a href="${escapeHtml(String(portal.return_url))}">Return</a></p>` : ''}</main></body></html>`)
  }

  /** "Cancel plan": cancel at the period's end, send customer.subscription.updated, back to the site. */
  private async portalCancel(res: http.ServerResponse, portalId: string, subscriptionId: string) {
    const portal = this.portalSessions.get(portalId)
    const subscription = this.subscriptions.get(subscriptionId)
    if (!portal || !subscription || subscription.customer !== portal.customer) {
      res.writeHead(404).end('No such subscription')
      return
    }
    await this.deliver(this.updateSubscription(subscriptionId, { cancel_at_period_end: true }))
    res.writeHead(303, { Location: String(portal.return_url ?? '/') }).end()
  }

  private async checkoutPay(res: http.ServerResponse, id: string) {
    const session = this.sessions.get(id)
    if (!session || session.status !== 'open') {
      res.writeHead(404).end('No open checkout session')
      return
    }
    // Stripe sends the event and redirects the buyer independently: the return page must wait for it.
    await this.deliver(this.pay(id))
    // A subscription's first invoice is paid with it.
    if (session.mode === 'subscription')
      await this.deliver(this.chargeSubscription(String(session.subscription)))
    res.writeHead(303, { Location: String(session.success_url) }).end()
  }
}

/** Where a subscription's next period ends: one month or one year after `from` (seconds). */
const periodEnd = (from: number, interval: unknown) =>
  Math.floor(
    (interval === 'year'
      ? new Date(from * 1000).setUTCFullYear(new Date(from * 1000).getUTCFullYear() + 1)
      : new Date(from * 1000).setUTCMonth(new Date(from * 1000).getUTCMonth() + 1)) / 1000,
  )

export async function startStandIn(options: StandInOptions) {
  return new StripeStandIn(options).listen(options.port)
}
