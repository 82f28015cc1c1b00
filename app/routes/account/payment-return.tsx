import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/payment-return'
import { useWaitForPayment } from '#app/components/payments/use-wait-for-payment.ts'
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
  const waiting = order.status === 'pending'
  useWaitForPayment(waiting)
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('payments:return.order', { number: order.number, course: order.item })}
      </p>
      {waiting ? (
        <>
          <p role="status" aria-live="polite">
            {t('payments:return.placeWaiting')}
          </p>
          <a
            href={`/account/payments/${order.number}`}
            className="font-semibold text-emerald-700 underline dark:text-emerald-400"
          >
            {t('payments:return.refresh')}
          </a>
        </>
      ) : (
        <>
          <p role="alert">{order.status === 'pending' ? null : t(OUTCOME[order.status])}</p>
          <Link to={back} className="font-semibold text-emerald-700 underline dark:text-emerald-400">
            {t('payments:return.placeBack')}
          </Link>
        </>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
