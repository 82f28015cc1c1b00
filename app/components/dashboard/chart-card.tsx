import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { formatNumber } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Chart } from '#server/dashboard/charts.server.ts'

/** The chart library is loaded on the dashboard only, in the browser, after the page is shown. */
const DashboardChart = lazy(() => import('./dashboard-chart.tsx'))

/**
 * One chart with its numbers as a table (in a disclosure): the table is what screen readers and
 * keyboards read, the drawing an image of it.
 */
export function ChartCard({ chart }: { chart: Chart }) {
  const { t, i18n } = useTranslation()
  const hydrated = useHydrated()
  const title = t(`dashboard:charts.${chart.id}`)
  const headingId = `chart-${chart.id}`
  const empty = chart.rows.every((row) => row.values.every((value) => value === 0))
  const cell = 'px-3 py-2'
  return (
    // Not a landmark of its own: the table's scroller below is the region named after the chart.
    <div
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid={headingId}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {empty ? (
        <p>{t('dashboard:charts.empty')}</p>
      ) : (
        <>
          <div className="h-64 w-full" role="img" aria-label={t('dashboard:charts.image', { title })}>
            {hydrated ? (
              <Suspense fallback={null}>
                <DashboardChart chart={chart} />
              </Suspense>
            ) : null}
          </div>
          <details>
            <summary className="focus-ring cursor-pointer rounded text-sm underline">
              {t('dashboard:charts.table')}
            </summary>
            <ScrollRegion label={title} className="mt-2">
              <table className="w-full text-sm">
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className={`${cell} text-start font-semibold`}>
                      {t(chart.kind === 'daily' ? 'dashboard:series.day' : 'dashboard:series.item')}
                    </th>
                    {chart.series.map((series) => (
                      <th key={series} scope="col" className={`${cell} text-end font-semibold`}>
                        {t(`dashboard:series.${series}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row.label} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className={`${cell} text-start font-normal`}>
                        {row.href ? (
                          <Link to={row.href} className="focus-ring underline">
                            {row.label}
                          </Link>
                        ) : (
                          <bdi>{row.label}</bdi>
                        )}
                      </th>
                      {row.values.map((value, i) => (
                        <td key={chart.series[i]} className={`${cell} text-end`}>
                          {formatNumber(value, i18n.language)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </details>
        </>
      )}
    </div>
  )
}
