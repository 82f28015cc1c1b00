import type { Language } from '#app/i18n/languages.ts'
import { findEnrollment } from '../courses/access.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { customerFor } from './customers.server.ts'
import { attachCheckoutSession, createOrder } from './orders.server.ts'
import { stripe } from './stripe-client.server.ts'

export interface Buyer {
  id: string
  email: string
  name: string
}

export interface CourseForSale {
  id: number
  slug: string
  title: string
  priceCents: number
}

/** Checkout's own languages; Arabic is not one of them, so Stripe follows the browser there. */
const checkoutLocale = (language: Language) => (language === 'ae' ? 'auto' : language)

export type PurchaseStart = { kind: 'checkout'; url: string } | { kind: 'enrolled' }

/**
 * "Comprar": a pending order and a Stripe Checkout session for it (payment mode, the buyer's
 * customer, the order number in the metadata of the session and of its payment). Nothing is granted
 * here: access comes only from the signed webhook when Stripe confirms the payment.
 * `percentOff` (a partial access code) becomes a single-use Stripe coupon applied to the session.
 */
export async function startCoursePurchase(
  db: Db,
  {
    buyer,
    course,
    language,
    origin,
    percentOff,
  }: { buyer: Buyer; course: CourseForSale; language: Language; origin: string; percentOff?: number },
): Promise<PurchaseStart> {
  if (await findEnrollment(db, buyer.id, course.id)) return { kind: 'enrolled' }
  const currency = env().STRIPE_CURRENCY
  const customer = await customerFor(db, buyer)
  const discountCents = percentOff ? Math.round((course.priceCents * percentOff) / 100) : 0
  const order = await createOrder(db, {
    userId: buyer.id,
    itemKind: 'course',
    itemId: course.id,
    itemTitle: course.title,
    amountCents: course.priceCents - discountCents,
    discountCents,
    currency,
    locale: language,
  })
  const metadata = { orderNumber: order.number, userId: buyer.id, courseId: String(course.id) }
  const coupon = percentOff
    ? await stripe().coupons.create({
        percent_off: percentOff,
        duration: 'once',
        max_redemptions: 1,
        metadata: { orderNumber: order.number },
      })
    : undefined
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      customer,
      client_reference_id: buyer.id,
      metadata,
      payment_intent_data: { metadata },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency,
            unit_amount: course.priceCents,
            tax_behavior: 'inclusive',
            product_data: { name: course.title },
          },
        },
      ],
      ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
      locale: checkoutLocale(language),
      success_url: `${origin}/cursos/${course.slug}/compra/${order.number}`,
      cancel_url: `${origin}/cursos/${course.slug}`,
    },
    { idempotencyKey: `checkout-${order.number}` },
  )
  await attachCheckoutSession(db, order.id, { sessionId: session.id, customerId: customer })
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`)
  return { kind: 'checkout', url: session.url }
}

/** The return page's order: a course order by its number, seen by its buyer (or an admin); else null. */
export async function findCourseOrder(
  db: Db,
  { number, courseId, viewer }: { number: string; courseId: number; viewer: { id: string; role: string } },
) {
  const order = await db
    .selectFrom('payment_order')
    .select(['number', 'status', 'userId'])
    .where('number', '=', number)
    .where('itemKind', '=', 'course')
    .where('itemId', '=', courseId)
    .executeTakeFirst()
  if (!order || (order.userId !== viewer.id && viewer.role !== 'admin')) return null
  return { number: order.number, status: order.status, own: order.userId === viewer.id }
}
