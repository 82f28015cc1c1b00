import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/team-session'
import { linkClass } from '#app/components/admin/styles.ts'
import { sessionWhen } from '#app/calendar/session-time.ts'
import { ANSWER_LABEL, KIND_LABEL, STATUS_LABEL } from '#app/components/teams/calendar-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { attendanceStatuses, AttendanceSchema } from '#app/schemas/team-calendar.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { eventSheet, markAttendance } from '#server/teams/calendar.server.ts'
import { teamEventOfParams, teamOfParams } from '#server/teams/team-route.server.ts'

export const handle: I18nHandle = { i18n: ['teamCalendar', 'admin'] }

/**
 * /admin/teams/:id/sessions/:eventId: who answered what (with reasons) and, at the pitch on a
 * phone, one big tap per player to mark attendance.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const team = await teamOfParams(params)
  const event = await teamEventOfParams(team.id, params)
  const sheet = await eventSheet(db, team.id, event.id)
  const timeZone = env().SITE_TIME_ZONE
  const t = getFixedT(request)
  return {
    title: t('teamCalendar:sheet.title', {
      kind: t(KIND_LABEL[event.kind]),
      when: sessionWhen(event.startsAt, getLocale(request), timeZone),
    }),
    teamId: team.id,
    teamName: team.name,
    event: { opponent: event.opponent, place: event.place, cancelled: event.cancelledAt !== null },
    players: sheet?.players ?? [],
    marked: new URL(request.url).searchParams.get('done') === 'marked',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const team = await teamOfParams(params)
  const event = await teamEventOfParams(team.id, params)
  const form = AttendanceSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) throw data(null, { status: 400 })
  const marked = await markAttendance(
    db,
    { teamId: team.id, eventId: event.id, ...form.data },
    { user: admin, ip: context.clientIp },
  )
  if (!marked) throw data(null, { status: event.cancelledAt ? 409 : 404 })
  return redirect(`/admin/teams/${team.id}/sessions/${event.id}?done=marked#jugador-${form.data.playerId}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

const STATUS_STYLE = {
  present: 'aria-pressed:bg-emerald-700 aria-pressed:text-white aria-pressed:border-emerald-700',
  late: 'aria-pressed:bg-amber-700 aria-pressed:text-white aria-pressed:border-amber-700',
  absent: 'aria-pressed:bg-red-700 aria-pressed:text-white aria-pressed:border-red-700',
  excused: 'aria-pressed:bg-slate-700 aria-pressed:text-white aria-pressed:border-slate-700',
} as const

export default function TeamSession({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, teamId, teamName, event, players, marked } = loaderData
  return (
    <main className="mx-auto max-w-xl space-y-5 px-3 py-6">
      <div className="space-y-1">
        <Link to={`/admin/teams/${teamId}/calendar`} className={`${linkClass} text-sm`}>
          {t('teamCalendar:sheet.back', { name: teamName })}
        </Link>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {event.place}
          {event.opponent ? ` · ${t('teamCalendar:calendar.against', { opponent: event.opponent })}` : ''}
        </p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {marked ? t('teamCalendar:sheet.marked') : ''}
        </p>
        {event.cancelled ? (
          <p className="rounded bg-red-100 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('teamCalendar:sheet.cancelled')}
          </p>
        ) : null}
      </div>
      {players.length ? (
        <ul className="space-y-3">
          {players.map((player) => (
            <li
              key={player.playerId}
              id={`jugador-${player.playerId}`}
              className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <h2 className="text-lg font-semibold">
                {player.shirtNumber ? `${player.shirtNumber} · ` : ''}
                {player.name}
              </h2>
              <p className="text-sm">
                <span className="font-semibold">{t('teamCalendar:sheet.answer')}</span>{' '}
                {player.answer ? t(ANSWER_LABEL[player.answer]) : t('teamCalendar:sheet.noAnswer')}
                {player.reason ? ` · ${player.reason}` : ''}
              </p>
              {event.cancelled ? (
                player.status ? (
                  <p className="text-sm">{t(STATUS_LABEL[player.status])}</p>
                ) : null
              ) : (
                <Form method="post" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <input type="hidden" name="playerId" value={player.playerId} />
                  {attendanceStatuses.map((status) => (
                    <button
                      key={status}
                      type="submit"
                      name="status"
                      value={status}
                      aria-pressed={player.status === status}
                      className={`min-h-12 rounded-lg border-2 border-slate-300 px-2 text-base font-semibold text-slate-900 dark:border-slate-600 dark:text-slate-100 ${STATUS_STYLE[status]}`}
                    >
                      {t(STATUS_LABEL[status])}
                      <span className="sr-only"> {player.name}</span>
                    </button>
                  ))}
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('teamCalendar:sheet.empty')}</p>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
