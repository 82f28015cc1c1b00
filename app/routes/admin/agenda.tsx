import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/agenda'
import { dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { sessionDay, sessionTime } from '#app/calendar/session-time.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CancelBookingSchema } from '#app/schemas/bookings.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { cancelByCoach } from '#server/bookings/booking-actions.server.ts'
import { agendaWeek } from '#server/bookings/agenda.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'bookings'] }

/** The coach's week of one-to-one sessions (`?semana=` any date of it), with the way to cancel one. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const week = await agendaWeek(db, new URL(request.url).searchParams.get('semana'), new Date())
  return { title: getFixedT(request)('bookings:agenda.title'), ...week }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const admin = await requireRole(request, 'admin')
  const form = CancelBookingSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return data({ error: 'bookings:errors.missing' }, { status: 400 })
  const outcome = await cancelByCoach(db, {
    id: form.data.id,
    coach: admin,
    ip: context.clientIp,
    origin: publicOrigin(request),
  })
  if (outcome.kind === 'refundUnavailable')
    return data({ error: 'bookings:errors.refundUnavailable' }, { status: 503 })
  if (outcome.kind !== 'done') return data({ error: 'bookings:errors.missing' }, { status: 404 })
  const url = new URL(request.url)
  return redirect(`${url.pathname}${url.search}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function Agenda({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('bookings')
  const { timeZone, days, previous, next } = loaderData
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('agenda.lead', { zone: timeZone })}</p>
      </div>
      <nav aria-label={t('agenda.weeks')} className="flex flex-wrap justify-between gap-3">
        <Link to={`?semana=${previous}`} className={linkClass}>
          {t('agenda.previous')}
        </Link>
        <Link to="/admin/agenda" className={linkClass}>
          {t('agenda.thisWeek')}
        </Link>
        <Link to={`?semana=${next}`} className={linkClass}>
          {t('agenda.next')}
        </Link>
      </nav>
      {actionData?.error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {t(actionData.error)}
        </p>
      ) : null}
      <ol className="space-y-4">
        {days.map((day) => (
          <li key={day.date} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h2 className="font-semibold first-letter:uppercase">
              {sessionDay(day.noon, i18n.language, timeZone)}
            </h2>
            {day.bookings.length ? (
              <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
                {day.bookings.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {sessionTime(booking.startsAt, i18n.language, timeZone)}–
                        {sessionTime(booking.endsAt, i18n.language, timeZone)} · {booking.kindName}
                      </p>
                      <p className="break-words text-sm text-slate-600 dark:text-slate-400">
                        {booking.person ?? t('agenda.deletedPerson')}
                        {booking.email ? ` · ${booking.email}` : ''}
                        {booking.phone ? ` · ${booking.phone}` : ''}
                      </p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="id" value={booking.id} />
                      <button type="submit" className={dangerButtonClass}>
                        {t('agenda.cancel', {
                          person: booking.person ?? '',
                          time: sessionTime(booking.startsAt, i18n.language, timeZone),
                        })}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('agenda.free')}</p>
            )}
          </li>
        ))}
      </ol>
    </main>
  )
}
