import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { BuyCourseSchema } from '#app/schemas/payments.ts'
import type { SessionUser } from '../auth/session.server.ts'
import { claimPurchaseCode, redeemCode } from '../courses/access.server.ts'
import { db } from '../db/db.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { appLimiter } from '../rate-limit/shared.server.ts'
import { env } from '../env.server.ts'
import { publicOrigin } from '../http/origin.server.ts'
import { getLocale } from '../i18n/i18n.server.ts'
import { logger } from '../logger.server.ts'
import { startCoursePurchase } from './course-purchase.server.ts'
import { formatPrice } from './price.server.ts'
import { paymentsEnabled } from './stripe-client.server.ts'

const CODE_REFUSALS = {
  invalid: 'courses:redeem.invalid',
  expired: 'courses:redeem.expired',
  usedUp: 'courses:redeem.usedUp',
} as const

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
  const refuse = (field: 'code' | '', key: string, status: number, headers?: HeadersInit) =>
    data(
      { buy: submission.reply(field ? { fieldErrors: { code: [key] } } : { formErrors: [key] }) },
      { status, headers },
    )
  let percentOff: number | undefined
  if (submission.value.code) {
    const rate = await appLimiter().consume(limits.redeemCode(buyer.id))
    if (!rate.allowed)
      return refuse('', 'account:tooMany', 429, { 'Retry-After': String(rate.retryAfterSeconds) })
    const claim = await claimPurchaseCode(db, {
      userId: buyer.id,
      courseId: course.id,
      code: submission.value.code,
    })
    if (claim.kind === 'whole') {
      // A 100 % code enrols without payment, as in account settings.
      const redeemed = await redeemCode(db, { userId: buyer.id, code: submission.value.code })
      if (redeemed.kind === 'granted' || redeemed.kind === 'already') throw redirect(`/cursos/${course.slug}`)
      return refuse('code', CODE_REFUSALS[redeemed.kind === 'discountOnly' ? 'invalid' : redeemed.kind], 400)
    }
    if (claim.kind !== 'discount') return refuse('code', CODE_REFUSALS[claim.kind], 400)
    percentOff = claim.percent
  }
  let started
  try {
    started = await startCoursePurchase(db, {
      buyer,
      course: { ...course, priceCents: course.priceCents },
      language: getLocale(request),
      origin: publicOrigin(request),
      percentOff,
    })
  } catch (error) {
    logger.error({ err: error, course: course.id }, 'Stripe Checkout could not be started')
    return refuse('', 'payments:buy.unavailable', 503)
  }
  throw redirect(started.kind === 'checkout' ? started.url : `/cursos/${course.slug}`)
}
