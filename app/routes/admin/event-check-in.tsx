import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/event-check-in'
import { DayNav } from '#app/components/events/day-header.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ArrivalSchema } from '#app/schemas/event.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { confirmedOf, listRegistrations, setArrival } from '#server/events/event-day.server.ts'
import { coachEventOf } from '#server/events/event-day-route.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'events'] }

/**
 * Check-in at the pitch, on a phone: one large button per confirmed participant. Each is a plain
 * form (no script needed, one small request on a slow connection); the answer is the same page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await coachEventOf(request, params)
  const people = confirmedOf(await listRegistrations(db, event.id)).map((row) => ({
    id: row.id,
    participant: row.participant,
    arrived: row.checkedInAt !== null,
  }))
  return { title: getFixedT(request)('events:day.checkInTitle', { title: event.title }), event, people }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = await coachEventOf(request, params)
  assertSameOrigin(request)
  const form = ArrivalSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) throw data(null, { status: 400 })
  const arrived = form.data.arrived === '1'
  if (!(await setArrival(db, { eventId: event.id, registrationId: form.data.registrationId, arrived })))
    throw data(null, { status: 404 })
  await recordAudit(db, {
    action: 'event.checkIn',
    user,
    target: { type: 'event', id: event.id },
    detail: { registration: form.data.registrationId, arrived },
    ip: context.clientIp,
  })
  return { ok: true }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function EventCheckIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { event, people } = loaderData
  const arrived = people.filter((person) => person.arrived).length
  return (
    <main className="mx-auto max-w-xl space-y-4 px-3 py-4">
      <h1 className="text-xl font-bold">{loaderData.title}</h1>
      <DayNav id={event.id} />
      <p role="status" className="text-lg font-semibold">
        {t('events:day.arrivedCount', { arrived, total: people.length })}
      </p>
      <ul className="space-y-2">
        {people.map((person) => (
          <li key={person.id}>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="registrationId" value={person.id} />
              <input type="hidden" name="arrived" value={person.arrived ? '0' : '1'} />
              <button
                type="submit"
                disabled={navigation.state !== 'idle'}
                aria-pressed={person.arrived}
                className={`flex min-h-16 w-full items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3 text-start text-lg font-semibold ${
                  person.arrived
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-400 bg-white text-slate-900 dark:bg-slate-900 dark:text-white'
                }`}
              >
                <span>{person.participant}</span>
                <span className="text-base">
                  {person.arrived ? t('events:day.arrived') : t('events:day.markArrived')}
                </span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {people.length ? null : <p>{t('events:day.none')}</p>}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
