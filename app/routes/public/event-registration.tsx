import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/event-registration'
import { RegistrationForm } from '#app/components/events/registration-form.tsx'
import { closedPhaseLabel } from '#app/components/events/event-labels.ts'
import { BackIcon } from '#app/components/public/icons.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { findPublicEvent, registrationState } from '#server/events/event-catalogue.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { listPlayers } from '#server/events/players.server.ts'
import { submitRegistration } from '#server/events/registration-action.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'events', 'validation'] }

async function eventOr404(slug: string) {
  const event = await findPublicEvent(db, slug)
  if (!event) throw data(null, { status: 404 })
  return event
}

/** /eventos/:slug/inscripcion: signed-in people register themselves or a player they hold. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const event = await eventOr404(params.slug)
  const t = getFixedT(request)
  const { placesLeft, phase } = registrationState(event)
  return {
    title: t('events:register.title', { title: event.title }),
    event: {
      slug: event.slug,
      title: event.title,
      when: formatSiteDateTime(event.startsAt, getLocale(request)),
      questions: event.questions,
    },
    placesLeft,
    phase,
    players: await listPlayers(db, user.id),
    selfName: [user.name, user.lastName].filter(Boolean).join(' '),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const event = await eventOr404(params.slug)
  return submitRegistration(db, { request, context, user, event })
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
]

export default function EventRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { event, placesLeft, phase, players, selfName } = loaderData
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 pt-10 pb-16 sm:px-6">
      <Link
        to={`/eventos/${event.slug}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400"
      >
        <BackIcon />
        {t('events:register.back')}
      </Link>
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.title}</h1>
      <p>{event.when}</p>
      {phase !== 'open' ? (
        <p role="status" className="font-semibold">
          {t(closedPhaseLabel[phase])}
        </p>
      ) : (
        <>
          <p role="status" className="font-semibold">
            {placesLeft > 0
              ? t('events:page.placesLeft', { n: placesLeft })
              : t('events:register.waitingNotice')}
          </p>
          <RegistrationForm
            questions={event.questions}
            players={players}
            selfName={selfName}
            waiting={placesLeft === 0}
            result={actionData?.result}
          />
        </>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
