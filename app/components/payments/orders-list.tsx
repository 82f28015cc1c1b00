import { useTranslation } from '#app/i18n/react.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { Section } from '#app/components/auth/account/section.tsx'

export interface OrderRow {
  number: string
  itemTitle: string
  amount: string
  status: 'pending' | 'paid' | 'refunded' | 'failed' | 'expired'
  createdAt: string
}

const STATUS = {
  pending: 'payments:status.pending',
  paid: 'payments:status.paid',
  refunded: 'payments:status.refunded',
  failed: 'payments:status.failed',
  expired: 'payments:status.expired',
} as const

const COLUMNS: { key: `payments:orders.${string}`; end?: boolean }[] = [
  { key: 'payments:orders.number' },
  { key: 'payments:orders.item' },
  { key: 'payments:orders.date' },
  { key: 'payments:orders.amount', end: true },
  { key: 'payments:orders.status' },
]

/** Account settings: the learner's own orders, newest first (shown only when they have any). */
export function OrdersList({ orders }: { orders: OrderRow[] }) {
  const { t, i18n } = useTranslation()
  if (!orders.length) return null
  return (
    <Section id="orders-title" title={t('payments:orders.title')}>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="text-slate-600 dark:text-slate-400">
              {COLUMNS.map(({ key, end }) => (
                <th
                  key={key}
                  scope="col"
                  className={`py-2 pe-3 font-semibold ${end ? 'text-end' : 'text-start'}`}
                >
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2 pe-3 font-mono whitespace-nowrap">{order.number}</td>
                <td className="py-2 pe-3">{order.itemTitle}</td>
                <td className="py-2 pe-3 whitespace-nowrap">{formatDate(order.createdAt, i18n.language)}</td>
                <td className="py-2 pe-3 text-end whitespace-nowrap">{order.amount}</td>
                <td className="py-2">{t(STATUS[order.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
