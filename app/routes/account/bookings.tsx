import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/bookings'
import { secondaryButtonClass, dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { sessionWhen } from '#app/calendar/session-time.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CancelBookingSchema } from '#app/schemas/bookings.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { cancelForPerson } from '#server/bookings/booking-actions.server.ts'
import { bookingsOf } from '#server/bookings/booking-lists.server.ts'
import { changeable } from '#server/bookings/booking-store.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['account', 'bookings'] }

const NOTICES = {
  reservada: 'bookings:mine.booked',
  cambiada: 'bookings:mine.moved',
  cancelada: 'bookings:mine.cancelled',
  pagada: 'bookings:mine.paid',
} as const

/** "Mis reservas": the person's own sessions; move, cancel (within the kind's rule) and add to a calendar. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const now = new Date()
  const { upcoming, past } = await bookingsOf(db, user.id, now)
  const params = new URL(request.url).searchParams
  const notice = (Object.keys(NOTICES) as (keyof typeof NOTICES)[]).find((key) => params.has(key))
  return {
    title: getFixedT(request)('bookings:mine.title'),
    timeZone: env().SITE_TIME_ZONE,
    notice: notice ? NOTICES[notice] : null,
    upcoming: upcoming.map(({ changeHours, ...row }) => ({
      ...row,
      changeable: changeable({ ...row, changeHours }, now),
    })),
    past,
  }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireRole(request, 'admin', 'user')
  const form = CancelBookingSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return data({ error: 'bookings:errors.missing' }, { status: 400 })
  const outcome = await cancelForPerson(db, { id: form.data.id, user, origin: publicOrigin(request) })
  if (outcome.kind === 'done') return redirect('/account/bookings?cancelada=1')
  if (outcome.kind === 'tooLate') return data({ error: 'bookings:errors.tooLate' }, { status: 409 })
  if (outcome.kind === 'refundUnavailable')
    return data({ error: 'bookings:errors.refundUnavailable' }, { status: 503 })
  return data({ error: 'bookings:errors.missing' }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function MyBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('bookings')
  const { upcoming, past, timeZone } = loaderData
  const when = (iso: string) => sessionWhen(iso, i18n.language, timeZone)
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('mine.lead', { zone: timeZone })}</p>
      </div>
      <p role="status" className="min-h-5 font-semibold text-emerald-800 dark:text-emerald-300">
        {loaderData.notice ? t(loaderData.notice) : ''}
      </p>
      {actionData?.error ? (
        <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
          {t(actionData.error)}
        </p>
      ) : null}
      <section aria-labelledby="upcoming" className="space-y-3">
        <h2 id="upcoming" className="text-lg font-semibold">
          {t('mine.upcoming')}
        </h2>
        {upcoming.length ? (
          <ul className="space-y-3">
            {upcoming.map((booking) => (
              <li
                key={booking.id}
                className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <p className="font-semibold">{booking.kindName}</p>
                <p>{when(booking.startsAt)}</p>
                {booking.status === 'cancelled' ? (
                  <p className="text-red-700 dark:text-red-400">
                    {t(booking.unpaid ? 'mine.statusUnpaid' : 'mine.statusCancelled')}
                  </p>
                ) : booking.status === 'held' ? (
                  <p>{t('mine.statusHeld')}</p>
                ) : (
                  <div className="flex flex-wrap items-center gap-3">
                    <a href={`/account/bookings/${booking.id}/sesion.ics`} className={linkClass} download>
                      {t('mine.ics')}
                    </a>
                    {booking.changeable ? (
                      <>
                        <Link
                          to={`/reservas/${booking.kindSlug}?cambiar=${booking.id}`}
                          className={secondaryButtonClass}
                        >
                          {t('mine.move')}
                        </Link>
                        <Form method="post">
                          <input type="hidden" name="intent" value="cancel" />
                          <input type="hidden" name="id" value={booking.id} />
                          <button type="submit" className={dangerButtonClass}>
                            {t('mine.cancel', { when: when(booking.startsAt) })}
                          </button>
                        </Form>
                      </>
                    ) : (
                      <p className="text-sm text-slate-600 dark:text-slate-400">{t('mine.locked')}</p>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {t('mine.none')}{' '}
            <Link to="/reservas" className={linkClass}>
              {t('mine.bookOne')}
            </Link>
          </p>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past" className="space-y-3">
          <h2 id="past" className="text-lg font-semibold">
            {t('mine.past')}
          </h2>
          <ul className="space-y-1 text-slate-700 dark:text-slate-300">
            {past.map((booking) => (
              <li key={booking.id}>
                {booking.kindName} · {when(booking.startsAt)}
                {booking.status === 'cancelled'
                  ? ` · ${t(booking.unpaid ? 'mine.statusUnpaid' : 'mine.statusCancelled')}`
                  : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}
