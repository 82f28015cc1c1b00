import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, redirect } from 'react-router'
import type { Route } from './+types/event-offer'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireUser } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { payForPlace } from '#server/events/registration-action.server.ts'
import { acceptOffer, findOffer } from '#server/events/waiting-list.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'events'] }

/** /eventos/:slug/plaza/:token: the first on the waiting list takes the freed place (a button, no script). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const offer = await findOffer(db, params.token, user.id)
  if (!offer) throw data(null, { status: 404 })
  const t = getFixedT(request)
  return {
    title: t('events:offer.title'),
    state: offer.state,
    offer:
      offer.state === 'open'
        ? {
            title: offer.title,
            participant: offer.participant,
            until: formatSiteDateTime(offer.until, getLocale(request)),
          }
        : null,
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  assertSameOrigin(request)
  const taken = await acceptOffer(db, params.token, user.id)
  if (!taken) return { error: 'events:offer.gone' }
  if (taken.status === 'confirmed') return redirect('/account/events?done=accepted')
  // A paid event's place: held for its Checkout, as a new registration's.
  const buyer = { id: user.id, email: user.email, name: user.name }
  const url = await payForPlace(db, { registrationId: taken.registrationId, buyer, request })
  return url ? redirect(url) : { error: 'events:errors.paymentUnavailable' }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
]

export default function EventOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { offer, state } = loaderData
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">{loaderData.title}</h1>
      {offer && !actionData ? (
        <>
          <p>
            {t('events:offer.lead', {
              participant: offer.participant,
              title: offer.title,
              until: offer.until,
            })}
          </p>
          <Form method="post">
            <button
              type="submit"
              className="min-h-12 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
            >
              {t('events:offer.take')}
            </button>
          </Form>
        </>
      ) : (
        <p role="status">{state === 'notYours' ? t('events:offer.notYours') : t('events:offer.gone')}</p>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
