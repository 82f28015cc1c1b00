import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/team-invite'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { InviteAnswerSchema, PLAYER_CONSENT_VERSION } from '#app/schemas/teams.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { listPlayers } from '#server/events/players.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { acceptInvite, findInvite, refuseInvite } from '#server/teams/invites.server.ts'
import { siteSettings } from '#server/site.server.ts'

export const handle: I18nHandle = { i18n: ['teams', 'admin'] }

/** Static keys (the i18n check reads them). */
const OUTCOME = {
  refused: 'teams:invite.refused',
  full: 'teams:invite.full',
  notYours: 'teams:invite.notYours',
} as const

/**
 * /equipos/invitacion/:token: a guardian, signed in, reads what is kept and why, and consents (a new
 * player from the name the coach typed and the birth year they give, or one of their own players)
 * or refuses; a player of 14 or over invited to their own account reads the same about their own
 * data and consents (docs/decisions/049). An unknown, used or expired token, or a player's
 * invitation whose record already has an account, says so (404), without telling which.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = getFixedT(request)
  const invite = await findInvite(db, params.token)
  if (!invite)
    return data({ title: t('teams:invite.expiredTitle'), invite: null, players: [] }, { status: 404 })
  return {
    title: t('teams:invite.title', { team: invite.teamName }),
    invite: {
      name: invite.typedName,
      team: invite.teamName,
      season: invite.season,
      coach: siteSettings().coachName,
      needsBirthYear: invite.playerId === null,
      own: invite.kind === 'player',
    },
    players: invite.playerId === null ? await listPlayers(db, user.id) : [],
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: InviteAnswerSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), outcome: null }, { status: 400 })
  const answer = submission.value
  if (answer.intent === 'refuse') {
    if (!(await refuseInvite(db, params.token))) throw data(null, { status: 404 })
    return { result: submission.reply({ resetForm: true }), outcome: 'refused' as const }
  }
  const invite = await findInvite(db, params.token)
  if (!invite) throw data(null, { status: 404 })
  if (invite.playerId === null && answer.existingPlayerId === undefined && answer.birthYear === undefined)
    return data(
      { result: submission.reply({ fieldErrors: { birthYear: ['teams:errors.birthYear'] } }), outcome: null },
      { status: 400 },
    )
  const outcome = await acceptInvite(db, {
    token: params.token,
    user,
    birthYear: answer.birthYear ?? 0,
    existingPlayerId: answer.existingPlayerId,
    ip: context.clientIp,
  })
  if (outcome.kind === 'expired') throw data(null, { status: 404 })
  if (outcome.kind === 'accepted') return redirect(`/account/players?done=${outcome.own ? 'own' : 'joined'}`)
  return data({ result: submission.reply(), outcome: outcome.kind }, { status: 409 })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  { name: 'robots', content: 'noindex' },
]

export default function TeamInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { title, invite, players } = loaderData
  const [form, fields] = useForm<{ existingPlayerId: string; birthYear: string; consent: string }>({
    id: 'invite-answer',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(InviteAnswerSchema),
    shouldValidate: 'onSubmit',
  })
  const outcome = actionData?.outcome
  return (
    <main className="mx-auto max-w-2xl space-y-5 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {outcome ? (
        <p role="alert" className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          {t(OUTCOME[outcome])}
        </p>
      ) : null}
      {!invite || outcome === 'refused' ? (
        outcome === 'refused' ? null : (
          <p>{t('teams:invite.expired')}</p>
        )
      ) : (
        <>
          <p>{t(invite.own ? 'teams:own.intro' : 'teams:invite.intro', invite)}</p>
          <section
            aria-labelledby="consentimiento"
            className="space-y-2 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <h2 id="consentimiento" className="text-lg font-semibold">
              {t('teams:consent.title')}
            </h2>
            <p>{t('teams:consent.what')}</p>
            <p>{t(invite.own ? 'teams:own.who' : 'teams:consent.who')}</p>
            <p>{t(invite.own ? 'teams:own.rights' : 'teams:consent.rights')}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('teams:consent.version', { version: PLAYER_CONSENT_VERSION })}
            </p>
          </section>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            {invite.needsBirthYear && players.length ? (
              <AdminField field={fields.existingPlayerId} label={t('teams:invite.existing')}>
                <select {...getSelectProps(fields.existingPlayerId)} className={controlClass}>
                  <option value="">{t('teams:invite.existingNone', { name: invite.name })}</option>
                  {players.map((player) => (
                    <option key={player.id} value={player.id}>
                      {player.name} ({player.birthYear})
                    </option>
                  ))}
                </select>
              </AdminField>
            ) : null}
            {invite.needsBirthYear ? (
              <AdminField field={fields.birthYear} label={t('teams:invite.birthYear', { name: invite.name })}>
                <input
                  {...getInputProps(fields.birthYear, { type: 'number' })}
                  min={1950}
                  max={2100}
                  className={controlClass}
                />
              </AdminField>
            ) : null}
            <div className="space-y-1">
              <label className="flex items-start gap-2">
                <input {...getInputProps(fields.consent, { type: 'checkbox' })} className="mt-1 size-4" />
                <span>{t(invite.own ? 'teams:own.consentCheck' : 'teams:invite.consentCheck', invite)}</span>
              </label>
              {fields.consent.errors?.length ? (
                <p id={fields.consent.errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
                  {t(fields.consent.errors[0] ?? '')}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="accept" className={buttonClass}>
                {t('teams:invite.accept')}
              </button>
              <button
                type="submit"
                name="intent"
                value="refuse"
                formNoValidate
                className={secondaryButtonClass}
              >
                {t('teams:invite.refuse')}
              </button>
            </div>
          </Form>
        </>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
