import type { Language } from '#app/i18n/languages.ts'
import { findEnrollment } from '../courses/access.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { openCheckout, type Buyer } from './checkout.server.ts'
import { createOrder, findViewableOrder } from './orders.server.ts'
import { stripe } from './stripe-client.server.ts'

export interface CourseForSale {
  id: number
  slug: string
  title: string
  priceCents: number
}

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
  const coupon = percentOff
    ? await stripe().coupons.create({
        percent_off: percentOff,
        duration: 'once',
        max_redemptions: 1,
        metadata: { orderNumber: order.number },
      })
    : undefined
  const url = await openCheckout(db, {
    buyer,
    order,
    name: course.title,
    unitAmount: course.priceCents,
    language,
    metadata: { courseId: String(course.id) },
    ...(coupon ? { couponId: coupon.id } : {}),
    successUrl: `${origin}/cursos/${course.slug}/compra/${order.number}`,
    cancelUrl: `${origin}/cursos/${course.slug}`,
  })
  return { kind: 'checkout', url }
}

/** The return page's order: a course order by its number, seen by its buyer (or an admin); else null. */
export async function findCourseOrder(
  db: Db,
  { number, courseId, viewer }: { number: string; courseId: number; viewer: { id: string; role: string } },
) {
  const order = await findViewableOrder(db, { number, viewer })
  return order?.itemKind === 'course' && order.itemId === courseId ? order : null
}
