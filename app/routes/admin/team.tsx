import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/team'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { TeamForm } from '#app/components/admin/teams/team-form.tsx'
import { playerPhotoUrl } from '#app/components/players/player-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { RosterLineSchema, TEAM_LIMITS, TeamPageActionSchema, TeamSchema } from '#app/schemas/teams.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { sendInviteMail } from '#server/teams/invite-mail.server.ts'
import { inviteGuardian } from '#server/teams/invites.server.ts'
import { renewCalendarToken } from '#server/teams/team-feed.server.ts'
import { teamOfParams } from '#server/teams/team-route.server.ts'
import {
  addRosterLine,
  archiveTeam,
  removeRosterLine,
  rosterOf,
  updateTeam,
} from '#server/teams/teams.server.ts'

export const handle: I18nHandle = {
  i18n: ['teams', 'admin', 'public', 'curriculum', 'auth', 'playerReports', 'teamCalendar', 'playerProfile'],
}

const DONE = ['created', 'saved', 'added', 'removed', 'invited', 'archived', 'restored', 'feed'] as const
type Done = (typeof DONE)[number]
/** Static keys (the i18n check reads them). */
const DONE_LABEL = {
  created: 'teams:done.created',
  saved: 'teams:done.saved',
  added: 'teams:done.added',
  removed: 'teams:done.removed',
  invited: 'teams:done.invited',
  archived: 'teams:done.archived',
  restored: 'teams:done.restored',
  feed: 'teamCalendar:feed.renewed',
} as const satisfies Record<Done, string>
const STATE_LABEL = {
  named: 'teams:states.named',
  invited: 'teams:states.invited',
  consented: 'teams:states.consented',
  withdrawn: 'teams:states.withdrawn',
} as const
const ROLE_LABEL = { player: 'teams:roles.player', staff: 'teams:roles.staff' } as const

/** /admin/teams/:id: the team's details, its roster with where each line stands, invitations. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const team = await teamOfParams(params)
  const done = new URL(request.url).searchParams.get('done')
  const { calendarToken, ...shown } = team
  return {
    title: getFixedT(request)('teams:detail.title', { name: team.name }),
    team: shown,
    feedUrl: calendarToken
      ? `${publicOrigin(request)}/equipos/${team.id}/calendario.ics?token=${calendarToken}`
      : null,
    roster: await rosterOf(db, team.id),
    done: DONE.find((state) => state === done) ?? null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const team = await teamOfParams(params)
  const by = { user: admin, ip: context.clientIp }
  const formData = await request.formData()
  const back = (done: Done) => redirect(`/admin/teams/${team.id}?done=${done}`)
  if (formData.get('intent') === 'calendarToken') {
    await renewCalendarToken(db, team.id, by)
    return back('feed')
  }
  if (formData.get('intent') === 'team') {
    const submission = parseWithZod(formData, { schema: TeamSchema })
    if (submission.status !== 'success')
      return data({ form: 'team', result: submission.reply() }, { status: 400 })
    await updateTeam(db, team.id, submission.value, by)
    return back('saved')
  }
  const submission = parseWithZod(formData, { schema: TeamPageActionSchema })
  if (submission.status !== 'success') {
    const memberId = formData.get('memberId')
    return data(
      { form: `${formData.get('intent')}-${memberId ?? ''}`, result: submission.reply() },
      { status: 400 },
    )
  }
  const input = submission.value
  switch (input.intent) {
    case 'add': {
      const { role, typedName, shirtNumber } = input
      await addRosterLine(db, team.id, { role, typedName, shirtNumber }, by)
      return back('added')
    }
    case 'remove':
      if (!(await removeRosterLine(db, team.id, input.memberId, by))) throw data(null, { status: 404 })
      return back('removed')
    case 'invite': {
      const token = await inviteGuardian(
        db,
        { teamId: team.id, memberId: input.memberId, email: input.email },
        by,
      )
      if (!token) throw data(null, { status: 404 })
      const line = (await rosterOf(db, team.id)).find((row) => row.id === input.memberId)
      await sendInviteMail(db, {
        to: input.email,
        token,
        name: line?.name ?? '',
        team: team.name,
        season: team.season,
        origin: publicOrigin(request),
      })
      return back('invited')
    }
    case 'archive':
      await archiveTeam(db, team.id, input.archived, by)
      return back(input.archived ? 'archived' : 'restored')
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

type ActionData = { form: string; result: SubmissionResult<string[]> } | undefined

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { title, team, roster, done, feedUrl } = loaderData
  const result = (form: string) =>
    (actionData as ActionData)?.form === form ? (actionData as ActionData)?.result : undefined
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to="/admin/teams" className={`${linkClass} text-sm`}>
          {t('teams:detail.back')}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="flex flex-wrap gap-4">
          <Link to={`/admin/teams/${team.id}/calendar`} className={linkClass}>
            {t('teamCalendar:calendar.link')}
          </Link>
          <Link to={`/admin/teams/${team.id}/attendance`} className={linkClass}>
            {t('teamCalendar:calendar.attendanceLink')}
          </Link>
        </p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {done ? t(DONE_LABEL[done]) : ''}
        </p>
      </div>

      <section
        aria-labelledby="plantilla"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="plantilla" className="text-lg font-semibold">
          {t('teams:detail.rosterTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('teams:detail.rosterIntro')}</p>
        {roster.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {roster.map((line) => (
              <li key={line.id} className="space-y-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p>
                    {line.hasPhoto && line.playerId ? (
                      <img
                        src={playerPhotoUrl(line.playerId)}
                        alt={t('playerProfile:photo.alt', { name: line.name })}
                        className="me-2 inline-block size-10 rounded-full object-cover align-middle"
                      />
                    ) : null}
                    <span className="font-semibold">
                      {line.shirtNumber ? `${line.shirtNumber} · ` : ''}
                      {line.name}
                    </span>{' '}
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {t(ROLE_LABEL[line.role])}
                      {line.role === 'player' ? ` · ${t(STATE_LABEL[line.state])}` : ''}
                      {line.birthYear ? ` · ${line.birthYear}` : ''}
                    </span>
                    {line.playerId ? (
                      <Link
                        to={`/admin/teams/${team.id}/players/${line.playerId}`}
                        className={`${linkClass} ms-2 text-sm`}
                      >
                        {t('playerReports:coach.open')}
                        <span className="sr-only"> {line.name}</span>
                      </Link>
                    ) : null}
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="memberId" value={line.id} />
                    <button type="submit" className={dangerButtonClass}>
                      {t('teams:detail.remove')}
                      <span className="sr-only"> {line.name}</span>
                    </button>
                  </Form>
                </div>
                {line.role === 'player' && line.state !== 'consented' ? (
                  <InviteForm memberId={line.id} name={line.name} lastResult={result(`invite-${line.id}`)} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('teams:detail.emptyRoster')}</p>
        )}
        <RosterLineForm lastResult={result('add-')} />
      </section>

      <section
        aria-labelledby="datos"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="datos" className="text-lg font-semibold">
          {t('teams:detail.teamTitle')}
        </h2>
        <TeamForm
          id={`team-${team.id}-${team.updatedAt}`}
          defaults={team}
          submitLabel={t('teams:form.save')}
          lastResult={result('team')}
        />
        <Form method="post">
          <input type="hidden" name="intent" value="archive" />
          <input type="hidden" name="archived" value={team.archivedAt ? '0' : '1'} />
          <button type="submit" className={secondaryButtonClass}>
            {team.archivedAt ? t('teams:detail.restore') : t('teams:detail.archive')}
          </button>
        </Form>
      </section>
      <section
        aria-labelledby="calendario-ics"
        className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <h2 id="calendario-ics" className="text-lg font-semibold">
          {t('teamCalendar:feed.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('teamCalendar:feed.intro')}</p>
        {feedUrl ? (
          <div className="space-y-1">
            <label htmlFor="team-feed-url" className="block text-sm font-semibold">
              {t('teamCalendar:feed.url')}
            </label>
            <input id="team-feed-url" readOnly value={feedUrl} dir="ltr" className={controlClass} />
          </div>
        ) : (
          <p className="text-sm">{t('teamCalendar:feed.none')}</p>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="calendarToken" />
          <button type="submit" className={secondaryButtonClass}>
            {feedUrl ? t('teamCalendar:feed.renew') : t('teamCalendar:feed.create')}
          </button>
        </Form>
      </section>
    </main>
  )
}

function RosterLineForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'roster-add',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { role: 'player' },
    constraint: getZodConstraint(RosterLineSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RosterLineSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start dark:border-slate-800"
    >
      <input type="hidden" name="intent" value="add" />
      <AdminField
        field={fields.typedName}
        label={t('teams:detail.typedName')}
        hint={t('teams:detail.typedNameHint')}
      >
        <input
          {...getInputProps(fields.typedName, { type: 'text' })}
          maxLength={TEAM_LIMITS.typedName}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.role} label={t('teams:detail.role')}>
        <select {...getSelectProps(fields.role)} className={controlClass}>
          <option value="player">{t('teams:roles.player')}</option>
          <option value="staff">{t('teams:roles.staff')}</option>
        </select>
      </AdminField>
      <AdminField field={fields.shirtNumber} label={t('teams:detail.shirtNumber')}>
        <input
          {...getInputProps(fields.shirtNumber, { type: 'number' })}
          min={1}
          max={TEAM_LIMITS.shirtNumber}
          className={controlClass}
        />
      </AdminField>
      <button type="submit" className={`${buttonClass} sm:mt-6`}>
        {t('teams:detail.add')}
      </button>
    </Form>
  )
}

function InviteForm({
  memberId,
  name,
  lastResult,
}: {
  memberId: number
  name: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm<{ email: string }>({
    id: `invite-${memberId}`,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="memberId" value={memberId} />
      <div className="min-w-64 flex-1">
        <AdminField field={fields.email} label={t('teams:detail.inviteEmail', { name })}>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            autoComplete="off"
            dir="ltr"
            className={controlClass}
          />
        </AdminField>
      </div>
      <button type="submit" className={secondaryButtonClass}>
        {t('teams:detail.invite')}
      </button>
    </Form>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
