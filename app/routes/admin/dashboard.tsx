import type { Route } from './+types/dashboard'
import { ChartCard } from '#app/components/dashboard/chart-card.tsx'
import { PendingList } from '#app/components/dashboard/pending-list.tsx'
import { PeriodLinks } from '#app/components/dashboard/period-links.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { periodOf, rangeOf } from '#server/analytics/reports.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { loadCharts } from '#server/dashboard/charts.server.ts'
import { pendingItems } from '#server/dashboard/pending.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['dashboard'] }

/** The coach's dashboard (docs/decisions/046-analytics.md): what waits, then the period's charts. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const period = periodOf(new URL(request.url).searchParams.get('period'))
  const [charts, pending] = await Promise.all([loadCharts(db, rangeOf(period)), pendingItems(db)])
  return { title: getFixedT(request)('dashboard:title'), period, charts, pending }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, period, charts, pending } = loaderData
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <PendingList items={pending} />
      <section aria-labelledby="dashboard-charts" className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="dashboard-charts" className="text-xl font-semibold">
            {t('dashboard:charts.heading', { period: t(`dashboard:period.d${period}`) })}
          </h2>
          <PeriodLinks current={period} />
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('dashboard:charts.note')}</p>
        <div className="grid gap-6 lg:grid-cols-2">
          {charts.map((chart) => (
            <ChartCard key={chart.id} chart={chart} />
          ))}
        </div>
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
