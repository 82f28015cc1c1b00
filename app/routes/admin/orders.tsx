import { data } from 'react-router'
import type { Route } from './+types/orders'
import { MonthTotals } from '#app/components/orders/month-totals.tsx'
import { OrderFilters, OrderTable } from '#app/components/orders/order-list.tsx'
import { Pagination } from '#app/components/public/page-parts.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { orderFilterFrom, ordersQuery, RefundSchema } from '#app/schemas/orders.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { logger } from '#server/logger.server.ts'
import { listOrders, monthTotals } from '#server/payments/order-list.server.ts'
import { formatPrice, fromMinorUnits } from '#server/payments/price.server.ts'
import { refundOrder } from '#server/payments/refunds.server.ts'

export const handle: I18nHandle = { i18n: ['orders', 'admin'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const language = getLocale(request)
  const filter = orderFilterFrom(new URL(request.url).searchParams)
  const list = await listOrders(db, filter, pageParam(request.url))
  const months = await monthTotals(db, filter)
  return {
    title: getFixedT(request)('orders:title'),
    filter,
    ...list,
    orders: list.orders.map(({ amountCents, taxCents, paidAt: _paid, refundedAt: _refunded, ...order }) => ({
      ...order,
      amount: formatPrice(amountCents, order.currency, language),
      tax: formatPrice(taxCents, order.currency, language),
    })),
    months: months.map((row) => ({
      month: row.month,
      currency: row.currency,
      paid: row.paid,
      revenue: fromMinorUnits(row.revenueCents, row.currency),
      revenueText: formatPrice(row.revenueCents, row.currency, language),
      taxText: formatPrice(row.taxCents, row.currency, language),
      refundedText: formatPrice(row.refundedCents, row.currency, language),
    })),
  }
}

/** Refunds one paid order through Stripe; its charge.refunded event does the rest. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const form = RefundSchema.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  )
  if (!form.success) return data({ refund: { outcome: 'notFound' as const, number: '' } }, { status: 400 })
  const number = form.data.number
  try {
    const outcome = await refundOrder(db, number, { user: admin, ip: context.clientIp })
    return data({ refund: { outcome, number } }, { status: outcome === 'requested' ? 200 : 409 })
  } catch (error) {
    logger.error({ err: error, order: number }, 'Stripe refused the refund')
    return data({ refund: { outcome: 'failed' as const, number } }, { status: 502 })
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const REFUND_MESSAGE = {
  requested: 'orders:refund.requested',
  notFound: 'orders:refund.notFound',
  notRefundable: 'orders:refund.notRefundable',
  failed: 'orders:refund.failed',
} as const

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { filter, orders, months, page, pageCount, total } = loaderData
  const refund = actionData?.refund
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('orders:intro')}</p>
        {refund ? (
          <p
            role="status"
            className={`mt-3 rounded-md px-3 py-2 text-sm ${
              refund.outcome === 'requested'
                ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
            }`}
          >
            {t(REFUND_MESSAGE[refund.outcome], { number: refund.number })}
          </p>
        ) : null}
      </div>
      <OrderFilters filter={filter} total={total} />
      <OrderTable orders={orders} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/orders${ordersQuery(filter, target)}`}
      />
      <MonthTotals months={months} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
