import { Link } from 'react-router'
import type { Route } from './+types/team-attendance'
import { linkClass } from '#app/components/admin/styles.ts'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { attendanceByMonth, type MonthCounts } from '#server/teams/calendar.server.ts'
import { teamOfParams } from '#server/teams/team-route.server.ts'

export const handle: I18nHandle = { i18n: ['teamCalendar', 'admin'] }

const attended = (counts: MonthCounts | undefined) => (counts ? counts.present + counts.late : 0)
const markedIn = (counts: MonthCounts | undefined) =>
  counts ? counts.present + counts.late + counts.absent + counts.excused : 0

/** /admin/teams/:id/attendance: per player and month, and the team's share present per month. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const team = await teamOfParams(params)
  const { months, players } = await attendanceByMonth(db, team.id)
  const teamMonths = months.map((month) => {
    const counts = players.map((player) => player.months[month])
    const marked = counts.reduce((sum, one) => sum + markedIn(one), 0)
    const present = counts.reduce((sum, one) => sum + attended(one), 0)
    return { month, percent: marked ? Math.round((present / marked) * 100) : 0 }
  })
  return {
    title: getFixedT(request)('teamCalendar:attendance.title', { name: team.name }),
    teamId: team.id,
    months: teamMonths,
    players: players.map((player) => ({
      name: player.name,
      detached: player.detached,
      cells: months.map((month) => ({
        attended: attended(player.months[month]),
        marked: markedIn(player.months[month]),
      })),
    })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

const monthLabel = (month: string, language: string) =>
  formatDate(`${month}-01T00:00:00.000Z`, language, { month: 'short', year: 'numeric' })

export default function TeamAttendance({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { title, teamId, months, players } = loaderData
  const cell = 'border border-slate-300 px-2 py-1 text-start dark:border-slate-700'
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to={`/admin/teams/${teamId}/calendar`} className={`${linkClass} text-sm`}>
          {t('teamCalendar:attendance.back')}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {months.length ? (
        <>
          <section aria-labelledby="grafico" className="space-y-2">
            <h2 id="grafico" className="text-lg font-semibold">
              {t('teamCalendar:attendance.chartTitle')}
            </h2>
            <MonthChart months={months} language={i18n.language} />
          </section>
          <section aria-labelledby="tabla" className="space-y-2 overflow-x-auto">
            <h2 id="tabla" className="text-lg font-semibold">
              {t('teamCalendar:attendance.tableTitle')}
            </h2>
            <table className="w-full border-collapse text-sm">
              <caption className="text-start text-sm text-slate-600 dark:text-slate-400">
                {t('teamCalendar:attendance.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={cell}>
                    {t('teamCalendar:attendance.player')}
                  </th>
                  {months.map(({ month }) => (
                    <th key={month} scope="col" className={cell}>
                      {monthLabel(month, i18n.language)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((player, index) => (
                  <tr key={`${player.name}-${index}`}>
                    <th scope="row" className={`${cell} font-medium`}>
                      {player.name}
                      {player.detached ? ` ${t('teamCalendar:attendance.detached')}` : ''}
                    </th>
                    {player.cells.map((one, column) => (
                      <td key={months[column]?.month} className={cell}>
                        {one.marked ? t('teamCalendar:attendance.cell', one) : '–'}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {t('teamCalendar:attendance.team')}
                  </th>
                  {months.map(({ month, percent }) => (
                    <td key={month} className={`${cell} font-semibold`}>
                      {formatNumber(percent / 100, i18n.language, { style: 'percent' })}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('teamCalendar:attendance.empty')}</p>
      )}
    </main>
  )
}

/**
 * Bars of the team's share present per month. The table below says the same in text, so the picture
 * is one image with a summary for screen readers.
 */
function MonthChart({
  months,
  language,
}: {
  months: Array<{ month: string; percent: number }>
  language: string
}) {
  const { t } = useTranslation()
  const barWidth = 48
  const gap = 16
  const height = 160
  const width = months.length * (barWidth + gap) + gap
  const summary = months
    .map(({ month, percent }) =>
      t('teamCalendar:attendance.chartItem', {
        month: monthLabel(month, language),
        percent: formatNumber(percent / 100, language, { style: 'percent' }),
      }),
    )
    .join('; ')
  return (
    <svg
      role="img"
      aria-label={`${t('teamCalendar:attendance.chartTitle')}: ${summary}`}
      viewBox={`0 0 ${width} ${height + 40}`}
      className="h-auto w-full max-w-2xl text-emerald-700 dark:text-emerald-400"
    >
      {months.map(({ month, percent }, index) => {
        const bar = Math.max(2, (percent / 100) * height)
        const x = gap + index * (barWidth + gap)
        return (
          <g key={month}>
            <rect x={x} y={height - bar} width={barWidth} height={bar} rx={4} className="fill-current" />
            <text
              x={x + barWidth / 2}
              y={height + 16}
              textAnchor="middle"
              className="fill-slate-700 text-[11px] dark:fill-slate-300"
            >
              {monthLabel(month, language)}
            </text>
            <text
              x={x + barWidth / 2}
              y={height + 32}
              textAnchor="middle"
              className="fill-slate-900 text-[11px] font-semibold dark:fill-slate-100"
            >
              {formatNumber(percent / 100, language, { style: 'percent' })}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
