import { useState, type ReactNode } from 'react'
import { Form, href, Link, useSubmit } from 'react-router'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  ORDER_KIND_LABEL,
  ORDER_STATUS_LABEL,
  orderKinds,
  orderStatuses,
  ordersQuery,
  type OrderFilter,
  type OrderStatus,
} from '#app/schemas/orders.ts'

const TONE: Record<OrderStatus, string> = {
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  refunded: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
}

/** One filter: its label above its control. */
function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`orders-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  )
}

/** Search and filters: a GET form, so every view has its address (and its CSV) and works without script. */
export function OrderFilters({ filter, total }: { filter: OrderFilter; total: number }) {
  const { t } = useTranslation()
  const control = (name: keyof OrderFilter) => ({
    id: `orders-${name}`,
    name,
    defaultValue: filter[name] ?? '',
    className: controlClass,
  })
  return (
    <>
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
        <Field name="q" label={t('orders:filters.q')}>
          <input type="search" maxLength={254} {...control('q')} />
        </Field>
        <Field name="status" label={t('orders:filters.status')}>
          <select {...control('status')}>
            <option value="">{t('orders:filters.allStatuses')}</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {t(ORDER_STATUS_LABEL[status])}
              </option>
            ))}
          </select>
        </Field>
        <Field name="kind" label={t('orders:filters.kind')}>
          <select {...control('kind')}>
            <option value="">{t('orders:filters.allKinds')}</option>
            {orderKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(ORDER_KIND_LABEL[kind])}
              </option>
            ))}
          </select>
        </Field>
        <Field name="from" label={t('orders:filters.from')}>
          <input type="date" {...control('from')} />
        </Field>
        <Field name="to" label={t('orders:filters.to')}>
          <input type="date" {...control('to')} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            {t('orders:filters.apply')}
          </button>
          <Link to={href('/admin/orders')} className={`text-sm ${linkClass}`}>
            {t('orders:filters.clear')}
          </Link>
        </div>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          {t('orders:total', { total })}
        </p>
        <a
          href={`${href('/admin/orders/export.csv')}${ordersQuery(filter)}`}
          className={secondaryButtonClass}
          download
        >
          {t('orders:export')}
        </a>
      </div>
    </>
  )
}

export interface OrderListRow {
  number: string
  email: string | null
  name: string | null
  itemKind: (typeof orderKinds)[number]
  itemTitle: string
  amount: string
  tax: string
  status: OrderStatus
  createdAt: string
}

/** Orders newest first; a paid one can be refunded after a confirmation. */
export function OrderTable({ orders }: { orders: OrderListRow[] }) {
  const { t, i18n } = useTranslation()
  const submit = useSubmit()
  const [refunding, setRefunding] = useState<OrderListRow | null>(null)
  if (!orders.length) return <p>{t('orders:empty')}</p>
  const cell = 'px-3 py-2 align-top'
  return (
    <>
      <ScrollRegion label={t('orders:title')}>
        <table className="w-full min-w-[48rem] text-start text-sm">
          <thead className="bg-slate-100 text-start dark:bg-slate-800">
            <tr>
              {(['number', 'learner', 'item', 'amount', 'tax', 'status', 'date'] as const).map((column) => (
                <th key={column} scope="col" className={`${cell} text-start font-semibold`}>
                  {t(`orders:columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={cell}>
                <span className="sr-only">{t('orders:refund.button')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} className="border-t border-slate-200 dark:border-slate-700">
                <td className={`${cell} font-mono whitespace-nowrap`} dir="ltr">
                  {order.number}
                </td>
                <td className={cell}>
                  {order.email ? (
                    <>
                      <span className="block">{order.name}</span>
                      <span className="block text-slate-600 dark:text-slate-400">{order.email}</span>
                    </>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">{t('orders:deletedAccount')}</span>
                  )}
                </td>
                <td className={cell}>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t(ORDER_KIND_LABEL[order.itemKind])}
                  </span>
                  {order.itemTitle}
                </td>
                <td className={`${cell} whitespace-nowrap`}>{order.amount}</td>
                <td className={`${cell} whitespace-nowrap`}>{order.tax}</td>
                <td className={cell}>
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[order.status]}`}
                  >
                    {t(ORDER_STATUS_LABEL[order.status])}
                  </span>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {formatDate(order.createdAt, i18n.language, { dateStyle: 'medium' })}
                </td>
                <td className={cell}>
                  {order.status === 'paid' ? (
                    <button type="button" className={dangerButtonClass} onClick={() => setRefunding(order)}>
                      {t('orders:refund.button')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <ConfirmDialog
        open={refunding !== null}
        title={t('orders:refund.button')}
        description={
          refunding ? t('orders:refund.confirm', { number: refunding.number, amount: refunding.amount }) : ''
        }
        confirmLabel={t('orders:refund.confirmButton')}
        danger
        onConfirm={() => {
          if (refunding) void submit({ intent: 'refund', number: refunding.number }, { method: 'post' })
          setRefunding(null)
        }}
        onCancel={() => setRefunding(null)}
      />
    </>
  )
}
