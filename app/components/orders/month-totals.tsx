import { lazy, Suspense, useSyncExternalStore } from 'react'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { useTranslation } from '#app/i18n/react.tsx'

export interface MonthRow {
  month: string
  currency: string
  paid: number
  /** In the currency's main unit, for the chart; the texts are formatted by the server. */
  revenue: number
  revenueText: string
  taxText: string
  refundedText: string
}

/** The chart library is loaded on this screen only, in the browser, after the table is shown. */
const RevenueChart = lazy(() => import('./revenue-chart.tsx'))

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/** Totals per month of the filtered orders: a table everyone can read, and the revenue chart. */
export function MonthTotals({ months }: { months: MonthRow[] }) {
  const { t } = useTranslation()
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer)
  const cell = 'px-3 py-2'
  return (
    <section aria-labelledby="orders-months" className="space-y-4">
      <h2 id="orders-months" className="text-lg font-semibold">
        {t('orders:months.title')}
      </h2>
      {months.length ? (
        <>
          <div
            className="h-64 w-full"
            role="img"
            aria-label={t('orders:months.chart')}
            data-testid="revenue-chart"
          >
            {mounted ? (
              <Suspense fallback={null}>
                <RevenueChart months={months} />
              </Suspense>
            ) : null}
          </div>
          <ScrollRegion label={t('orders:months.title')}>
            <table className="w-full min-w-[32rem] text-sm">
              <thead className="bg-slate-100 dark:bg-slate-800">
                <tr>
                  {(['month', 'paid', 'revenue', 'tax', 'refunded'] as const).map((column) => (
                    <th key={column} scope="col" className={`${cell} text-start font-semibold`}>
                      {t(`orders:months.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {months.map((row) => (
                  <tr
                    key={`${row.month}-${row.currency}`}
                    className="border-t border-slate-200 dark:border-slate-700"
                  >
                    <td className={cell} dir="ltr">
                      {row.month}
                    </td>
                    <td className={cell}>{row.paid}</td>
                    <td className={cell}>{row.revenueText}</td>
                    <td className={cell}>{row.taxText}</td>
                    <td className={cell}>{row.refundedText}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : (
        <p>{t('orders:months.empty')}</p>
      )}
    </section>
  )
}
