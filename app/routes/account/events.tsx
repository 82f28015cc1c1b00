import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/events'
import { registrationStatusLabel } from '#app/components/events/event-labels.ts'
import { buttonClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { listMyRegistrations, listPlayers } from '#server/events/players.server.ts'
import { checkoutToResume } from '#server/events/registration-action.server.ts'
import { cancelRegistration } from '#server/events/registrations.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['events', 'admin'] }

const DONE_STATES = ['confirmed', 'waiting', 'cancelled', 'accepted', 'paid'] as const

const RegistrationAction = z.object({
  intent: z.enum(['cancel', 'pay']),
  id: z.coerce.number().int().positive(),
})

/** /account/events: the person's registrations (with cancel and offers to take) and their players. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const language = getLocale(request)
  const done = new URL(request.url).searchParams.get('done')
  const registrations = await listMyRegistrations(db, user.id)
  return {
    title: getFixedT(request)('events:account.title'),
    done: DONE_STATES.find((state) => state === done) ?? null,
    registrations: registrations.map((row) => ({ ...row, when: formatSiteDateTime(row.startsAt, language) })),
    players: await listPlayers(db, user.id),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin', 'user')
  assertSameOrigin(request)
  const form = RegistrationAction.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) throw data(null, { status: 400 })
  if (form.data.intent === 'pay') {
    // A place held for its payment: back to its still-open Checkout.
    const url = await checkoutToResume(db, form.data.id, user.id)
    if (url) return redirect(url)
    return data({ error: 'events:errors.checkoutClosed' }, { status: 409 })
  }
  const outcome = await cancelRegistration(db, {
    registrationId: form.data.id,
    by: { kind: 'person', user },
    origin: publicOrigin(request),
  })
  if (outcome === 'notFound') throw data(null, { status: 404 })
  if (outcome === 'tooLate') return data({ error: 'events:errors.tooLate' }, { status: 409 })
  if (outcome === 'refundUnavailable')
    return data({ error: 'events:errors.refundUnavailable' }, { status: 503 })
  return redirect('/account/events?done=cancelled')
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

const DONE_TEXT = {
  confirmed: 'events:account.done.confirmed',
  waiting: 'events:account.done.waiting',
  cancelled: 'events:account.done.cancelled',
  accepted: 'events:account.done.accepted',
  paid: 'events:account.done.paid',
} as const

/** One registration's button: a small form posting its intent and id, named for its participant. */
function RowAction({
  intent,
  id,
  text,
  label,
  className,
}: {
  intent: z.infer<typeof RegistrationAction>['intent']
  id: number
  text: string
  label: string
  className: string
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label}>
        {text}
      </button>
    </Form>
  )
}

export default function MyEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { registrations, players, done } = loaderData
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <div role="status" className="font-semibold text-emerald-800 dark:text-emerald-300">
        {done ? t(DONE_TEXT[done]) : ''}
        {actionData?.error ? t(actionData.error) : ''}
      </div>
      {registrations.length ? (
        <ul className="space-y-3">
          {registrations.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <div>
                <Link to={`/eventos/${row.slug}`} className={linkClass} lang="es" dir="auto">
                  {row.title}
                </Link>
                <p className="text-sm">{row.when}</p>
                <p className="text-sm">
                  {t('events:account.participantStatus', {
                    participant: row.participant,
                    status: t(registrationStatusLabel[row.status]),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                {row.offerPath ? (
                  <Link to={row.offerPath} className={buttonClass}>
                    {t('events:offer.take')}
                  </Link>
                ) : null}
                {row.status === 'pending' ? (
                  <RowAction
                    intent="pay"
                    id={row.id}
                    text={t('events:account.pay')}
                    label={t('events:account.payFor', { participant: row.participant, title: row.title })}
                    className={buttonClass}
                  />
                ) : null}
                {row.canCancel ? (
                  <RowAction
                    intent="cancel"
                    id={row.id}
                    text={t('events:account.cancel')}
                    label={t('events:account.cancelFor', { participant: row.participant, title: row.title })}
                    className={secondaryButtonClass}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {t('events:account.empty')}{' '}
          <Link to="/eventos" className={linkClass}>
            {t('events:account.browse')}
          </Link>
        </p>
      )}
      <section aria-labelledby="my-players" className="space-y-2">
        <h2 id="my-players" className="text-xl font-bold">
          {t('events:account.players')}
        </h2>
        {players.length ? (
          <ul className="list-disc ps-6">
            {players.map((player) => (
              <li key={player.id}>
                {t('events:register.player', { name: player.name, year: player.birthYear })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('events:account.noPlayers')}</p>
        )}
        <Link to="/account/players" className={linkClass}>
          {t('events:account.managePlayers')}
        </Link>
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
