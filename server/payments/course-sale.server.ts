import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { BuyCourseSchema } from '#app/schemas/payments.ts'
import type { SessionUser } from '../auth/session.server.ts'
import { db } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { publicOrigin } from '../http/origin.server.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { logger } from '../logger.server.ts'
import { startCoursePurchase } from './course-purchase.server.ts'
import { formatPrice } from './price.server.ts'
import { paymentsEnabled } from './stripe-client.server.ts'

interface SaleCourse {
  id: number
  slug: string
  title: string
  priceCents: number | null
}

/** A course's sale price as the visitor reads it, or null when it is not for sale (or payments are off). */
export function saleOf(course: SaleCourse, request: Request) {
  if (!paymentsEnabled() || course.priceCents === null) return null
  return { price: formatPrice(course.priceCents, env().STRIPE_CURRENCY, getLocale(request)) }
}

/**
 * The course page's "Comprar": on to Stripe Checkout (or to the course, when the buyer already has
 * it). Stripe not answering is the buyer's to retry later, with a message, not an error page.
 */
export async function buyCourse(
  request: Request,
  formData: FormData,
  buyer: SessionUser,
  course: SaleCourse,
) {
  const submission = parseWithZod(formData, { schema: BuyCourseSchema })
  if (submission.status !== 'success') return data({ buy: submission.reply() }, { status: 400 })
  if (!paymentsEnabled() || course.priceCents === null) throw data(null, { status: 404 })
  let started
  try {
    started = await startCoursePurchase(db, {
      buyer,
      course: { ...course, priceCents: course.priceCents },
      language: getLocale(request),
      origin: publicOrigin(request),
    })
  } catch (error) {
    logger.error({ err: error, course: course.id }, 'Stripe Checkout could not be started')
    return data({ buy: submission.reply({ formErrors: ['payments:buy.unavailable'] }) }, { status: 503 })
  }
  throw redirect(started.kind === 'checkout' ? started.url : `/cursos/${course.slug}`)
}
