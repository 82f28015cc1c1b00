import { data, redirect } from 'react-router'
import type { Route } from './+types/payment-return'
import { PaymentStatus } from '#app/components/payments/payment-status.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { findViewableOrder } from '#server/payments/orders.server.ts'
import { paymentsEnabled } from '#server/payments/stripe-client.server.ts'

export const handle: I18nHandle = { i18n: ['payments'] }

/** Where a paid place or session is listed, and what that list says once it is paid. */
const LISTS = {
  event: { path: '/account/events', paid: '/account/events?done=paid' },
  booking: { path: '/account/bookings', paid: '/account/bookings?pagada=1' },
} as const

const OUTCOME = {
  paid: 'payments:return.paid',
  failed: 'payments:return.failed',
  expired: 'payments:return.holdExpired',
  refunded: 'payments:return.refunded',
} as const

/**
 * /account/payments/:order: where Checkout sends back a person who paid an event place or a
 * one-to-one session. The return proves nothing: the page waits until the signed webhook confirmed
 * the order, then opens the person's list where it shows confirmed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  if (!paymentsEnabled()) throw data(null, { status: 404 })
  const order = await findViewableOrder(db, { number: params.order, viewer: user })
  if (!order || (order.itemKind !== 'event' && order.itemKind !== 'booking'))
    throw data(null, { status: 404 })
  const list = LISTS[order.itemKind]
  if (order.status === 'paid' && order.own) throw redirect(list.paid)
  return {
    title: getFixedT(request)('payments:return.placeTitle'),
    order: { number: order.number, status: order.status, item: order.itemTitle },
    back: list.path,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data?.title, matches)

export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { order, back } = loaderData
  return (
    <PaymentStatus
      title={loaderData.title}
      summary={t('payments:return.order', { number: order.number, course: order.item })}
      waiting={order.status === 'pending'}
      waitingText={t('payments:return.placeWaiting')}
      outcomeText={order.status === 'pending' ? '' : t(OUTCOME[order.status])}
      refreshHref={`/account/payments/${order.number}`}
      back={{ to: back, text: t('payments:return.placeBack') }}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
