import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/teams'
import { programmeLabel } from '#app/components/public/labels.ts'
import { colourLabel, colourSwatch, TeamForm } from '#app/components/admin/teams/team-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { TeamSchema } from '#app/schemas/teams.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { createTeam, listTeams } from '#server/teams/teams.server.ts'

export const handle: I18nHandle = { i18n: ['teams', 'admin', 'public', 'curriculum'] }

/** The season a team made today belongs to: from July on, the one that starts this year. */
function currentSeason(now = new Date()) {
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** /admin/teams: the coach's teams by season, and the form that makes a new one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const teams = await listTeams(db)
  return {
    title: getFixedT(request)('teams:list.title'),
    season: currentSeason(),
    teams: teams.map((team) => ({ ...team, players: Number(team.players) })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: TeamSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const id = await createTeam(db, submission.value, { user: admin, ip: context.clientIp })
  return redirect(`/admin/teams/${id}?done=created`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminTeams({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, season, teams } = loaderData
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('teams:list.intro')}</p>
      </div>
      <section aria-labelledby="equipos" className="space-y-3">
        <h2 id="equipos" className="sr-only">
          {title}
        </h2>
        {teams.length ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {teams.map((team) => (
              <li key={team.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="flex items-center gap-2 font-semibold">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-3 rounded-full ${colourSwatch[team.colour]}`}
                  />
                  <Link to={`/admin/teams/${team.id}`} className="hover:underline">
                    {team.name}
                  </Link>
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {team.season} · {t(programmeLabel[team.programme])} · U{team.ageBand} ·{' '}
                  {t(colourLabel[team.colour])} · {t('teams:list.players', { count: team.players })}
                  {team.archivedAt ? ` · ${t('teams:list.archived')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('teams:list.empty')}</p>
        )}
      </section>
      <section
        aria-labelledby="nuevo-equipo"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="nuevo-equipo" className="text-lg font-semibold">
          {t('teams:form.newTitle')}
        </h2>
        <TeamForm
          id="team-new"
          defaults={{ season, programme: 'infantil', ageBand: 10, colour: 'blue' }}
          submitLabel={t('teams:form.create')}
          lastResult={actionData?.result}
        />
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
