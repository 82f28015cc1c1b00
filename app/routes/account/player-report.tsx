import { data, Link } from 'react-router'
import type { Route } from './+types/player-report'
import { linkClass } from '#app/components/admin/styles.ts'
import { AREA_LABEL } from '#app/components/admin/teams/assessment-chart.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { assessmentAreas } from '#app/schemas/player-reports.ts'
import { titleMeta } from '#app/site.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { playerForViewer, reportsOf } from '#server/teams/assessments.server.ts'

export const handle: I18nHandle = { i18n: ['playerReports'] }

/**
 * /account/players/:id/report: a player's latest published report (or `?report=<id>`), for the
 * player's guardians, the player's own account and the coach; anyone else gets the 404 of a missing
 * id. Labels in the reader's language, the coach's summary as written.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = idParam(params.id)
  const player = id === undefined ? undefined : await playerForViewer(db, user, id)
  if (!player) throw data(null, { status: 404 })
  const reports = await reportsOf(db, player.id, { publishedOnly: true })
  const asked = new URL(request.url).searchParams.get('report')
  const report = asked === null ? reports[0] : reports.find((row) => String(row.id) === asked)
  if (asked !== null && !report) throw data(null, { status: 404 })
  return {
    title: getFixedT(request)('playerReports:report.heading', { name: player.name }),
    player,
    report: report ?? null,
    others: reports.filter((row) => row.id !== report?.id).map(({ id, period }) => ({ id, period })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function PlayerReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, player, report, others } = loaderData
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to="/account/players" className={`${linkClass} text-sm`}>
          {t('playerReports:report.back')}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {report ? (
        <article aria-labelledby="periodo" className="space-y-4">
          <div className="space-y-1">
            <h2 id="periodo" className="text-lg font-semibold">
              {t('playerReports:report.period', { period: report.period })}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('playerReports:report.team', { team: report.teamName, season: report.season })}
            </p>
          </div>
          <table className="w-full max-w-md text-sm">
            <caption className="text-start font-semibold">{t('playerReports:report.averages')}</caption>
            <tbody>
              {assessmentAreas.map((area) => (
                <tr key={area} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1 text-start font-normal">
                    {t(AREA_LABEL[area])}
                  </th>
                  <td className="py-1">
                    {report.averages[area] === undefined
                      ? t('playerReports:report.none')
                      : t('playerReports:coach.scoreOf', { score: report.averages[area] })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <section aria-labelledby="resumen" className="space-y-2">
            <h3 id="resumen" className="font-semibold">
              {t('playerReports:report.summary')}
            </h3>
            <p className="whitespace-pre-line">{report.summary}</p>
          </section>
          <a
            href={`/account/players/${player.id}/report.pdf?report=${report.id}`}
            className={linkClass}
            download
          >
            {t('playerReports:report.pdf')}
          </a>
        </article>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t('playerReports:report.empty')}</p>
      )}
      {others.length ? (
        <nav aria-labelledby="otros" className="space-y-2">
          <h2 id="otros" className="text-lg font-semibold">
            {t('playerReports:report.others')}
          </h2>
          <ul className="list-disc ps-5">
            {others.map((other) => (
              <li key={other.id}>
                <Link to={`?report=${other.id}`} className={linkClass}>
                  {other.period}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
