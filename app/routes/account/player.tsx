import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/player'
import { linkClass } from '#app/components/admin/styles.ts'
import { PlayerFacts } from '#app/components/players/player-facts.tsx'
import { OwnAccountPanel } from '#app/components/players/own-account-panel.tsx'
import { PhotoPanel } from '#app/components/players/photo-panel.tsx'
import { PlayerProfileForm } from '#app/components/players/player-profile-form.tsx'
import { PlayerEvents, type AnswerActionData } from '#app/components/teams/player-events.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PlayerPageSchema } from '#app/schemas/player-profile.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { updatePlayer } from '#server/events/players.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { readUploadedForm } from '#server/http/request-body.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'
import { unavailableAs503 } from '#server/media/storage-errors.server.ts'
import { isGuardianOf } from '#server/players/guardianship.server.ts'
import { savePlayerPhoto, setPhotoConsent } from '#server/players/photo.server.ts'
import { playerPage } from '#server/players/profile.server.ts'
import { answerFromForm } from '#server/teams/answer-action.server.ts'
import { sendInviteMail } from '#server/teams/invite-mail.server.ts'
import { invitePlayer } from '#server/teams/invites.server.ts'

export const handle: I18nHandle = {
  i18n: ['playerProfile', 'events', 'admin', 'teamCalendar', 'playerReports', 'media'],
}

const DONE = {
  updated: 'playerProfile:done.updated',
  answered: 'teamCalendar:account.saved',
  photoConsent: 'playerProfile:done.photoConsent',
  photoWithdrawn: 'playerProfile:done.photoWithdrawn',
  photo: 'playerProfile:done.photo',
  invited: 'playerProfile:done.invited',
} as const
const isDone = (value: string | null): value is keyof typeof DONE => value !== null && value in DONE

/**
 * /account/players/:id: one child's page for their guardians and the player's own account (the
 * coach may read it too): the record, teams, coming events to answer, published reports, the data
 * download; a guardian corrects the record, gives or withdraws the photo consent, uploads the photo.
 * Anyone else, a missing id and a withdrawn player get the same 404 (docs/decisions/049).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = idParam(params.id)
  const player = id === undefined ? undefined : await playerPage(db, user, id)
  if (!player) throw data(null, { status: 404 })
  const done = new URL(request.url).searchParams.get('done')
  return {
    title: player.name,
    timeZone: env().SITE_TIME_ZONE,
    player,
    done: isDone(done) ? done : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  assertSameOrigin(request)
  const id = idParam(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  const page = `/account/players/${id}`
  // The body is streamed, counted on its way in: past the largest photo it is refused with 413.
  const formData = await readUploadedForm(request).catch(() => {
    throw data(null, { status: 400 })
  })
  if (formData.get('intent') === 'answer')
    return answerFromForm(db, formData, { user, ip: context.clientIp, doneTo: `${page}?done=answered` })
  // Corrections and the photo are a guardian's: the player's own account and the coach get the 404.
  if (!(await isGuardianOf(db, user.id, id))) throw data(null, { status: 404 })
  const submission = parseWithZod(formData, { schema: PlayerPageSchema })
  if (submission.status !== 'success')
    return data({ form: formOf(formData.get('intent')), result: submission.reply() }, { status: 400 })
  const input = submission.value
  const audit = (detail?: Record<string, string>) =>
    recordAudit(db, {
      action: 'player.update',
      user,
      target: { type: 'player', id },
      ...(detail ? { detail } : {}),
      ip: context.clientIp,
    })
  if (input.intent === 'update') {
    if (!(await updatePlayer(db, user.id, { ...input, id }))) throw data(null, { status: 404 })
    await audit()
    return redirect(`${page}?done=updated`)
  }
  if (input.intent === 'invitePlayer') {
    const invited = await invitePlayer(
      db,
      { playerId: id, email: input.email, keepAccess: input.keepAccess },
      { user, ip: context.clientIp },
    )
    if (invited.kind === 'notFound') throw data(null, { status: 404 })
    if (invited.kind !== 'ok')
      return data(
        { form: 'invite', result: submission.reply({ formErrors: [INVITE_REFUSAL[invited.kind]] }) },
        { status: 400 },
      )
    // In the guardian's language: the guardian and the player are one household.
    await sendInviteMail(db, {
      to: input.email,
      token: invited.token,
      name: invited.name,
      team: invited.team,
      season: invited.season,
      origin: publicOrigin(request),
      kind: 'player',
      language: getLocale(request),
    })
    return redirect(`${page}?done=invited#own-account`)
  }
  if (input.intent === 'photoConsent') {
    const given = input.consent === 'give'
    await setPhotoConsent(db, { userId: user.id, playerId: id, given }).catch(unavailableAs503)
    await audit({ photoConsent: given ? 'given' : 'withdrawn' })
    return redirect(`${page}?done=${given ? 'photoConsent' : 'photoWithdrawn'}#photo`)
  }
  const bytes = Buffer.from(await input.photo.arrayBuffer())
  const saved = await savePlayerPhoto(db, { userId: user.id, playerId: id, bytes }).catch(unavailableAs503)
  if (!saved.ok) {
    if (saved.refusal === 'notFound') throw data(null, { status: 404 })
    const problem = PHOTO_PROBLEM[saved.refusal]
    return data(
      { form: 'photo', result: submission.reply({ fieldErrors: { photo: [problem] } }) },
      { status: 400 },
    )
  }
  await audit({ photo: 'replaced' })
  return redirect(`${page}?done=photo#photo`)
}

/** Which of the page's forms a problem belongs under (the event answers name their own). */
const formOf = (intent: FormDataEntryValue | null) =>
  intent === 'update' ? 'profile' : intent === 'invitePlayer' ? 'invite' : 'photo'

const INVITE_REFUSAL = {
  tooYoung: 'playerProfile:own.errors.tooYoung',
  noTeam: 'playerProfile:own.errors.noTeam',
  linked: 'playerProfile:own.errors.linked',
} as const

const PHOTO_PROBLEM = {
  noConsent: 'playerProfile:photo.errors.noConsent',
  notAnImage: 'media:errors.notAnImage',
  tooManyPixels: 'media:errors.tooManyPixels',
} as const

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function PlayerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { player, done, timeZone } = loaderData
  const replied = actionData as AnswerActionData
  const resultOf = (form: ReturnType<typeof formOf>) => (replied?.form === form ? replied.result : undefined)
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-6 py-8">
      <div className="space-y-1">
        <Link to="/account/players" className={`${linkClass} text-sm`}>
          {t('playerProfile:back')}
        </Link>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      </div>
      <p role="status" className="font-semibold text-emerald-800 dark:text-emerald-300">
        {done ? t(DONE[done]) : ''}
      </p>
      <PlayerFacts player={player} />
      {player.events.length ? (
        <section aria-labelledby="proximos" className="space-y-4">
          <h2 id="proximos" className="text-xl font-bold">
            {t('teamCalendar:account.title')}
          </h2>
          {player.mayAnswer ? (
            <PlayerEvents name={player.name} events={player.events} timeZone={timeZone} answered={replied} />
          ) : (
            <p>{t('playerProfile:events.readOnly', { n: player.events.length })}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="informes" className="space-y-2">
        <h2 id="informes" className="text-xl font-bold">
          {t('playerProfile:reports.title')}
        </h2>
        {player.reports.length ? (
          <ul className="list-disc ps-5">
            {player.reports.map((report) => (
              <li key={report.id}>
                <Link to={`/account/players/${player.id}/report?report=${report.id}`} className={linkClass}>
                  {t('playerProfile:reports.item', {
                    period: report.period,
                    team: report.teamName,
                    season: report.season,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{t('playerProfile:reports.none')}</p>
        )}
      </section>
      {player.mayCorrect ? (
        <>
          <PlayerProfileForm key={`profile-${player.id}`} player={player} result={resultOf('profile')} />
          <PhotoPanel player={player} result={resultOf('photo')} />
          <OwnAccountPanel player={player} result={resultOf('invite')} />
        </>
      ) : null}
      {player.mayAnswer ? (
        <section aria-labelledby="descarga" className="space-y-2">
          <h2 id="descarga" className="text-xl font-bold">
            {t('playerProfile:download.title')}
          </h2>
          <p>{t('playerProfile:download.explains')}</p>
          <a href="/account/my-data.json" className={linkClass} download>
            {t('playerProfile:download.link')}
          </a>
        </section>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
