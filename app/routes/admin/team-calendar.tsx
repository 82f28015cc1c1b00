import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/team-calendar'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { sessionWhen } from '#app/calendar/session-time.ts'
import { KIND_LABEL } from '#app/components/teams/calendar-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CALENDAR_LIMITS, CancelEventSchema, ScheduleEventSchema } from '#app/schemas/team-calendar.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { listOwnSessions } from '#server/sessions/sessions.server.ts'
import { cancelEvent, scheduleEvent, upcomingEvents } from '#server/teams/calendar.server.ts'
import { teamOfParams } from '#server/teams/team-route.server.ts'

export const handle: I18nHandle = { i18n: ['teamCalendar', 'teams', 'admin'] }

const DONE = ['scheduled', 'cancelled'] as const
type Done = (typeof DONE)[number]
/** Static keys (the i18n check reads them). */
const DONE_LABEL = {
  scheduled: 'teamCalendar:calendar.scheduled',
  cancelled: 'teamCalendar:calendar.cancelledDone',
} as const satisfies Record<Done, string>

/** /admin/teams/:id/calendar: the team's coming trainings and matches, the schedule form, cancelling. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireRole(request, 'admin')
  const team = await teamOfParams(params)
  const done = new URL(request.url).searchParams.get('done')
  return {
    title: getFixedT(request)('teamCalendar:calendar.title', { name: team.name }),
    teamId: team.id,
    timeZone: env().SITE_TIME_ZONE,
    events: await upcomingEvents(db, team.id),
    sessions: (await listOwnSessions(db, admin.id)).map(({ id, title }) => ({ id, title })),
    done: DONE.find((state) => state === done) ?? null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const team = await teamOfParams(params)
  const by = { user: admin, ip: context.clientIp }
  const formData = await request.formData()
  const back = (done: Done) => redirect(`/admin/teams/${team.id}/calendar?done=${done}`)
  if (formData.get('intent') === 'cancel') {
    const form = CancelEventSchema.safeParse(Object.fromEntries(formData))
    if (!form.success) throw data(null, { status: 400 })
    const cancelled = await cancelEvent(db, { teamId: team.id, ...form.data }, by)
    if (cancelled === false) throw data(null, { status: 404 })
    return back('cancelled')
  }
  const submission = parseWithZod(formData, { schema: ScheduleEventSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await scheduleEvent(db, team.id, submission.value, by)
  switch (outcome.kind) {
    case 'scheduled':
      return back('scheduled')
    case 'noTeam':
      throw data(null, { status: 404 })
    case 'noSession':
      return data(
        { result: submission.reply({ fieldErrors: { sessionId: ['teamCalendar:errors.noSession'] } }) },
        { status: 400 },
      )
    case 'badTime':
      return data(
        { result: submission.reply({ fieldErrors: { start: ['teamCalendar:errors.badTime'] } }) },
        { status: 400 },
      )
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function TeamCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { title, teamId, timeZone, events, sessions, done } = loaderData
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to={`/admin/teams/${teamId}`} className={`${linkClass} text-sm`}>
          {t('teamCalendar:calendar.back')}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>
          <Link to={`/admin/teams/${teamId}/attendance`} className={linkClass}>
            {t('teamCalendar:calendar.attendanceLink')}
          </Link>
        </p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {done ? t(DONE_LABEL[done]) : ''}
        </p>
      </div>

      <section
        aria-labelledby="proximas"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="proximas" className="text-lg font-semibold">
          {t('teamCalendar:calendar.upcoming')}
        </h2>
        {events.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {events.map((event) => {
              const when = sessionWhen(event.startsAt, i18n.language, timeZone)
              return (
                <li key={event.id} className="space-y-2 py-3">
                  <p className="font-semibold">
                    {when} · {t(KIND_LABEL[event.kind])}
                    {event.opponent
                      ? ` ${t('teamCalendar:calendar.against', { opponent: event.opponent })}`
                      : ''}
                    {event.cancelledAt ? (
                      <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                        {t('teamCalendar:calendar.cancelled')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {event.place}
                    {event.sessionTitle
                      ? ` · ${t('teamCalendar:calendar.session', { title: event.sessionTitle })}`
                      : ''}
                    {event.seriesId ? ` · ${t('teamCalendar:calendar.weekly')}` : ''}
                  </p>
                  <p className="text-sm">{t('teamCalendar:calendar.counts', event.counts)}</p>
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={`/admin/teams/${teamId}/sessions/${event.id}`} className={secondaryButtonClass}>
                      {t('teamCalendar:calendar.open')}
                      <span className="sr-only"> {when}</span>
                    </Link>
                    {event.cancelledAt ? null : (
                      <>
                        <CancelButton eventId={event.id} scope="one" when={when} />
                        {event.seriesId ? <CancelButton eventId={event.id} scope="rest" when={when} /> : null}
                      </>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('teamCalendar:calendar.empty')}</p>
        )}
      </section>

      <section
        aria-labelledby="programar"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="programar" className="text-lg font-semibold">
          {t('teamCalendar:calendar.scheduleTitle')}
        </h2>
        <ScheduleForm sessions={sessions} lastResult={actionData?.result} />
      </section>
    </main>
  )
}

function CancelButton({ eventId, scope, when }: { eventId: number; scope: 'one' | 'rest'; when: string }) {
  const { t } = useTranslation()
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="scope" value={scope} />
      <button type="submit" className={dangerButtonClass}>
        {scope === 'one' ? t('teamCalendar:calendar.cancelOne') : t('teamCalendar:calendar.cancelRest')}
        <span className="sr-only"> {when}</span>
      </button>
    </Form>
  )
}

function ScheduleForm({
  sessions,
  lastResult,
}: {
  sessions: Array<{ id: number; title: string }>
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'schedule',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { kind: 'training', start: '18:00', end: '19:30' },
    constraint: getZodConstraint(ScheduleEventSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ScheduleEventSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="schedule" />
      <AdminField field={fields.kind} label={t('teamCalendar:calendar.kind')}>
        <select {...getSelectProps(fields.kind)} className={controlClass}>
          <option value="training">{t('teamCalendar:kinds.training')}</option>
          <option value="match">{t('teamCalendar:kinds.match')}</option>
        </select>
      </AdminField>
      <AdminField field={fields.sessionId} label={t('teamCalendar:calendar.sessionId')}>
        <select {...getSelectProps(fields.sessionId)} className={controlClass}>
          <option value="">{t('teamCalendar:calendar.noSession')}</option>
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {session.title}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField field={fields.opponent} label={t('teamCalendar:calendar.opponent')}>
        <input
          {...getInputProps(fields.opponent, { type: 'text' })}
          maxLength={CALENDAR_LIMITS.opponent}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.place} label={t('teamCalendar:calendar.place')}>
        <input
          {...getInputProps(fields.place, { type: 'text' })}
          maxLength={CALENDAR_LIMITS.place}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.date} label={t('teamCalendar:calendar.date')}>
        <input {...getInputProps(fields.date, { type: 'date' })} className={controlClass} />
      </AdminField>
      <AdminField
        field={fields.repeatUntil}
        label={t('teamCalendar:calendar.repeatUntil')}
        hint={t('teamCalendar:calendar.repeatHint')}
      >
        <input {...getInputProps(fields.repeatUntil, { type: 'date' })} className={controlClass} />
      </AdminField>
      <AdminField field={fields.start} label={t('teamCalendar:calendar.start')}>
        <input {...getInputProps(fields.start, { type: 'time' })} className={controlClass} />
      </AdminField>
      <AdminField field={fields.end} label={t('teamCalendar:calendar.end')}>
        <input {...getInputProps(fields.end, { type: 'time' })} className={controlClass} />
      </AdminField>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t('teamCalendar:calendar.submit')}
        </button>
      </div>
    </Form>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
