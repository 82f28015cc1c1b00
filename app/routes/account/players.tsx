import type { ReactNode } from 'react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/players'
import {
  buttonClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { PlayerEvents, type AnswerActionData } from '#app/components/teams/player-events.tsx'
import { PlayerIdentityFields } from '#app/components/players/player-identity-fields.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PlayerRemoveSchema, PlayerSchema } from '#app/schemas/event.ts'
import { ERASE_AFTER_DAYS, WithdrawSchema } from '#app/schemas/teams.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import {
  findPlayer,
  listPlayers,
  removePlayer,
  updatePlayer,
  upcomingOfPlayer,
} from '#server/events/players.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { ownRecords } from '#server/players/own-account.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { answerFromForm } from '#server/teams/answer-action.server.ts'
import { eventsOfPlayers } from '#server/teams/calendar.server.ts'
import { withdrawConsent } from '#server/teams/consent.server.ts'
import { teamsOfPlayers } from '#server/teams/teams.server.ts'

export const handle: I18nHandle = { i18n: ['events', 'admin', 'teams', 'playerReports', 'teamCalendar'] }

const DONE_STATES = ['updated', 'removed', 'joined', 'own', 'withdrawn', 'answered'] as const
const DONE = {
  updated: 'events:players.done.updated',
  removed: 'events:players.done.removed',
  joined: 'teams:players.joined',
  own: 'teams:players.ownJoined',
  withdrawn: 'teams:players.withdrawn',
  answered: 'teamCalendar:account.saved',
} as const
const selected = (url: URL, key: string) => Number(url.searchParams.get(key)) || 0

/**
 * /account/players: the guardian's players. `?edit=<id>` opens the form that corrects one;
 * `?remove=<id>` asks before removing one, naming the registrations that removing cancels.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const url = new URL(request.url)
  const editing = await findPlayer(db, user.id, selected(url, 'edit'))
  const removing = await findPlayer(db, user.id, selected(url, 'remove'))
  const upcoming = removing ? await upcomingOfPlayer(db, user.id, removing.id) : []
  const withdrawing = await findPlayer(db, user.id, selected(url, 'withdraw'))
  const done = url.searchParams.get('done')
  const guarded = await listPlayers(db, user.id)
  // The account's own record (a player of 14 or over) is listed apart: it has no guardian's forms.
  const own = await ownRecords(db, user.id)
  const ids = [...guarded, ...own].map((player) => player.id)
  const teams = await teamsOfPlayers(db, ids)
  const events = await eventsOfPlayers(db, ids)
  const withTeams = (player: { id: number; name: string; birthYear: number }) => ({
    ...player,
    teams: teams.get(player.id) ?? [],
    events: events.filter((event) => event.playerId === player.id),
  })
  return {
    title: getFixedT(request)('events:players.title'),
    timeZone: env().SITE_TIME_ZONE,
    players: guarded.map(withTeams),
    own: own.map(withTeams),
    editing: editing ?? null,
    withdrawing: withdrawing ?? null,
    removing: removing
      ? {
          ...removing,
          upcoming: upcoming.map((row) => ({
            id: row.id,
            title: row.title,
            when: formatSiteDateTime(row.startsAt, getLocale(request)),
          })),
        }
      : null,
    done: DONE_STATES.find((state) => state === done) ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin', 'user')
  assertSameOrigin(request)
  const formData = await request.formData()
  /** The change is done: audited (the player's id, never the child's name), back to the list. */
  const done = async (change: 'update' | 'remove', id: number) => {
    await recordAudit(db, {
      action: `player.${change}`,
      user,
      target: { type: 'player', id },
      ip: context.clientIp,
    })
    return redirect(`/account/players?done=${change === 'update' ? 'updated' : 'removed'}`)
  }
  if (formData.get('intent') === 'answer')
    return answerFromForm(db, formData, {
      user,
      ip: context.clientIp,
      doneTo: '/account/players?done=answered',
    })
  if (formData.get('intent') === 'withdraw') {
    const form = WithdrawSchema.safeParse(Object.fromEntries(formData))
    if (!form.success) throw data(null, { status: 400 })
    const withdrawn = await withdrawConsent(db, {
      playerId: form.data.id,
      guardian: user,
      ip: context.clientIp,
    })
    if (!withdrawn) throw data(null, { status: 404 })
    return redirect('/account/players?done=withdrawn')
  }
  if (formData.get('intent') === 'remove') {
    const form = PlayerRemoveSchema.safeParse(Object.fromEntries(formData))
    if (!form.success) throw data(null, { status: 400 })
    const origin = publicOrigin(request)
    if (!(await removePlayer(db, { guardian: user, id: form.data.id, origin })))
      throw data(null, { status: 404 })
    return done('remove', form.data.id)
  }
  const submission = parseWithZod(formData, { schema: PlayerSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  if (!(await updatePlayer(db, user.id, submission.value))) throw data(null, { status: 404 })
  return done('update', submission.value.id)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function MyPlayers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { players, own, editing, removing, withdrawing, done, timeZone } = loaderData
  const answered = actionData as AnswerActionData
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p role="status" className="font-semibold text-emerald-800 dark:text-emerald-300">
        {done ? t(DONE[done]) : ''}
      </p>
      {own.length ? (
        <section aria-labelledby="own-record" className="space-y-3">
          <h2 id="own-record" className="text-xl font-bold">
            {t('teams:players.ownTitle')}
          </h2>
          <ul className="space-y-3">
            {own.map((player) => (
              <li
                key={player.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <PlayerName player={player} />
                {player.teams.length ? <ReportLink player={player} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {players.length ? (
        <ul className="space-y-3">
          {players.map((player) => (
            <li
              key={player.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <PlayerName player={player} />
              <span className="flex flex-wrap gap-4">
                {player.teams.length ? <ReportLink player={player} /> : null}
                <Link
                  to={`?edit=${player.id}#player-edit`}
                  className={linkClass}
                  aria-label={t('events:players.editOf', { name: player.name })}
                >
                  {t('events:players.edit')}
                </Link>
                <Link
                  to={`?remove=${player.id}#player-remove`}
                  className={linkClass}
                  aria-label={t('events:players.removeOf', { name: player.name })}
                >
                  {t('events:players.remove')}
                </Link>
                <Link
                  to={`?withdraw=${player.id}#player-withdraw`}
                  className={linkClass}
                  aria-label={t('teams:players.withdrawOf', { name: player.name })}
                >
                  {t('teams:players.withdraw')}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : own.length ? null : (
        <p>{t('events:account.noPlayers')}</p>
      )}
      {[...own, ...players].some((player) => player.events.length) ? (
        <section aria-labelledby="team-events" className="space-y-4">
          <h2 id="team-events" className="text-xl font-bold">
            {t('teamCalendar:account.title')}
          </h2>
          {[...own, ...players]
            .filter((player) => player.events.length)
            .map((player) => (
              <PlayerEvents
                key={player.id}
                name={player.name}
                events={player.events}
                timeZone={timeZone}
                answered={answered}
              />
            ))}
        </section>
      ) : null}
      {editing ? (
        <PlayerEditor
          key={editing.id}
          player={editing}
          result={answered?.form ? undefined : answered?.result}
        />
      ) : null}
      {removing ? <PlayerRemoval player={removing} /> : null}
      {withdrawing ? <ConsentWithdrawal player={withdrawing} /> : null}
      <p>
        <Link to="/account/events" className={linkClass}>
          {t('events:players.toRegistrations')}
        </Link>
      </p>
    </main>
  )
}

type Player = Pick<Route.ComponentProps['loaderData']['players'][number], 'id' | 'name' | 'birthYear'>

/** A player's name linking to their page, with their teams. */
function PlayerName({ player }: { player: Player & { teams: string[] } }) {
  const { t } = useTranslation()
  return (
    <span>
      <Link to={`/account/players/${player.id}`} className={`${linkClass} text-lg`}>
        {t('events:register.player', { name: player.name, year: player.birthYear })}
      </Link>
      {player.teams.length ? (
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {t('teams:players.teams', { teams: player.teams.join(', ') })}
        </span>
      ) : null}
    </span>
  )
}

function ReportLink({ player }: { player: Player }) {
  const { t } = useTranslation()
  return (
    <Link
      to={`/account/players/${player.id}/report`}
      className={linkClass}
      aria-label={t('playerReports:report.linkOf', { name: player.name })}
    >
      {t('playerReports:report.link')}
    </Link>
  )
}

function PlayerEditor({
  player,
  result,
}: {
  player: Player
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'player-edit-form',
    lastResult: result,
    defaultValue: { name: player.name, birthYear: String(player.birthYear) },
    constraint: getZodConstraint(PlayerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlayerSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <section id="player-edit" aria-labelledby="player-edit-title" className="max-w-xl space-y-3">
      <h2 id="player-edit-title" className="text-xl font-bold">
        {t('events:players.editTitle', { name: player.name })}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={player.id} />
        <PlayerIdentityFields name={fields.name} birthYear={fields.birthYear} />
        <div className="flex gap-3">
          <button type="submit" className={buttonClass}>
            {t('events:players.save')}
          </button>
          <Link to="/account/players" className={secondaryButtonClass}>
            {t('events:players.back')}
          </Link>
        </div>
      </Form>
    </section>
  )
}

/** A change to a player that asks first: what it does, then the confirming button or the way back. */
function ConfirmPanel({
  intent,
  playerId,
  title,
  confirm,
  children,
}: {
  intent: 'remove' | 'withdraw'
  playerId: number
  title: string
  confirm: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section
      id={`player-${intent}`}
      aria-labelledby={`player-${intent}-title`}
      className="max-w-xl space-y-3 rounded-xl border border-red-300 p-4 dark:border-red-800"
    >
      <h2 id={`player-${intent}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={playerId} />
        <button type="submit" className={dangerButtonClass}>
          {confirm}
        </button>
        <Link to="/account/players" className={secondaryButtonClass}>
          {t('events:players.back')}
        </Link>
      </Form>
    </section>
  )
}

function PlayerRemoval({ player }: { player: NonNullable<Route.ComponentProps['loaderData']['removing']> }) {
  const { t } = useTranslation()
  return (
    <ConfirmPanel
      intent="remove"
      playerId={player.id}
      title={t('events:players.removeTitle', { name: player.name })}
      confirm={t('events:players.removeConfirm', { name: player.name })}
    >
      <p>{t('events:players.removeErases')}</p>
      {player.upcoming.length ? (
        <>
          <p className="font-semibold">{t('events:players.removeCancels', { n: player.upcoming.length })}</p>
          <ul className="list-disc ps-6">
            {player.upcoming.map((row) => (
              <li key={row.id}>
                <span lang="es" dir="auto">
                  {row.title}
                </span>{' '}
                · {row.when}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConfirmPanel>
  )
}

function ConsentWithdrawal({ player }: { player: { id: number; name: string } }) {
  const { t } = useTranslation()
  return (
    <ConfirmPanel
      intent="withdraw"
      playerId={player.id}
      title={t('teams:players.withdrawTitle', { name: player.name })}
      confirm={t('teams:players.withdrawConfirm', { name: player.name })}
    >
      <p>{t('teams:players.withdrawExplains', { days: ERASE_AFTER_DAYS })}</p>
    </ConfirmPanel>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
