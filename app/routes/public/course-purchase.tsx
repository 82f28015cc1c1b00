import { data, redirect } from 'react-router'
import type { Route } from './+types/course-purchase'
import { PaymentStatus } from '#app/components/payments/payment-status.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { findPublicCourse } from '#server/courses/catalogue.server.ts'
import { learnerOutline } from '#server/courses/learning.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { findCourseOrder } from '#server/payments/course-purchase.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'

export const handle: I18nHandle = { i18n: ['courses', 'payments'] }

/** What the page says once the order is no longer waiting (static keys: the i18n check reads them). */
const OUTCOME = {
  paid: 'payments:return.paid',
  failed: 'payments:return.failed',
  expired: 'payments:return.expired',
  refunded: 'payments:return.refunded',
} as const

/**
 * Where Stripe Checkout sends the buyer back. The return itself proves nothing: the page waits until
 * the signed webhook has marked the order paid (and enrolled the buyer), then opens the course.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  const course = await findPublicCourse(db, params.slug)
  if (!course) throw data(null, { status: 404 })
  const order = await findCourseOrder(db, { number: params.order, courseId: course.id, viewer: user })
  if (!order) throw data(null, { status: 404 })
  if (order.status === 'paid' && order.own) {
    const outline = await learnerOutline(db, { userId: user.id, courseId: course.id })
    throw redirect(`/cursos/${course.slug}${outline?.resume ? `/${outline.resume}` : ''}`)
  }
  return {
    title: getFixedT(request)('payments:return.title'),
    course: { slug: course.slug, title: course.title },
    order: { number: order.number, status: order.status },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data?.title, matches)

export default function CoursePurchaseReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { course, order } = loaderData
  return (
    <PaymentStatus
      title={loaderData.title}
      summary={t('payments:return.order', { number: order.number, course: course.title })}
      waiting={order.status === 'pending'}
      waitingText={t('payments:return.waiting')}
      outcomeText={order.status === 'pending' ? '' : t(OUTCOME[order.status])}
      refreshHref={`/cursos/${course.slug}/compra/${order.number}`}
      back={{ to: `/cursos/${course.slug}`, text: t('payments:return.back') }}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
