import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/booking-kind'
import { KindFacts } from '#app/components/bookings/kind-facts.tsx'
import { SlotPicker } from '#app/components/bookings/slot-picker.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import { sessionWhen } from '#app/calendar/session-time.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { BookSlotSchema } from '#app/schemas/bookings.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { getOptionalUser, requireUser } from '#server/auth/guards.server.ts'
import { bookForPerson, rescheduleForPerson } from '#server/bookings/booking-actions.server.ts'
import { bookingToMove, firstDate, kindView, slotPage } from '#server/bookings/booking-pages.server.ts'
import { findActiveKind } from '#server/bookings/kinds.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'bookings'] }

/** Refusals of a chosen slot, by outcome: each a translated message above the slots, never a 500. */
const REFUSED = {
  taken: { status: 409, error: 'bookings:errors.taken' },
  unavailable: { status: 409, error: 'bookings:errors.unavailable' },
  tooLate: { status: 409, error: 'bookings:errors.tooLate' },
  missing: { status: 404, error: 'bookings:errors.missing' },
  paymentUnavailable: { status: 503, error: 'bookings:errors.paymentUnavailable' },
} as const

export async function loader({ request, params }: Route.LoaderArgs) {
  const kind = await findActiveKind(db, params.kind)
  if (!kind) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const now = new Date()
  const user = await getOptionalUser(request)
  const moving = await bookingToMove(db, url.searchParams.get('cambiar'), user?.id, now)
  const from = firstDate(url.searchParams.get('desde'), now)
  const t = getFixedT(request)
  return {
    seo: {
      title: kind.name,
      description: kind.description || t('bookings:public.intro'),
      canonical: canonicalUrl(request),
    },
    kind: kindView(kind, getLocale(request)),
    from,
    signedIn: Boolean(user),
    moving: moving && moving.kindSlug === kind.slug ? moving : undefined,
    ...(await slotPage(db, kind, from, now, moving?.id)),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const form = BookSlotSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success) return data({ error: 'bookings:errors.slot' }, { status: 400 })
  const kind = await findActiveKind(db, params.kind)
  if (!kind) throw data(null, { status: 404 })
  const origin = publicOrigin(request)
  const start = new Date(form.data.start)
  const outcome =
    form.data.intent === 'reschedule' && form.data.bookingId
      ? await rescheduleForPerson(db, { id: form.data.bookingId, user, start, origin })
      : await bookForPerson(db, { kind, user, start, locale: getLocale(request), origin })
  if (outcome.kind === 'booked') return redirect(`/account/bookings?reservada=${outcome.id}`)
  if (outcome.kind === 'checkout') return redirect(outcome.url)
  if (outcome.kind === 'done') return redirect(`/account/bookings?cambiada=${outcome.id}`)
  const refused = REFUSED[outcome.kind]
  return data({ error: refused.error }, { status: refused.status })
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function BookingKindPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('bookings')
  const { kind, moving, timeZone } = loaderData
  const page = (from: string) =>
    `?${new URLSearchParams({ desde: from, ...(moving ? { cambiar: String(moving.id) } : {}) })}`
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <p>
          <Link
            to="/reservas"
            className="text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
          >
            {t('public.back')}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">{kind.name}</h1>
        {kind.description ? <p className="text-slate-600 dark:text-slate-300">{kind.description}</p> : null}
        <KindFacts kind={kind} />
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('public.rules', { hours: kind.changeHours })}
        </p>
      </header>
      {moving ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('slots.moving', { when: sessionWhen(moving.startsAt, i18n.language, timeZone) })}
        </p>
      ) : null}
      {!loaderData.signedIn ? <p className="text-sm">{t('slots.signInFirst')}</p> : null}
      <p role="alert" className="min-h-6 font-semibold text-red-700 dark:text-red-400">
        {actionData?.error ? t(actionData.error) : ''}
      </p>
      <SlotPicker days={loaderData.days} timeZone={timeZone} moving={moving?.id} />
      <nav aria-label={t('slots.pages')} className="flex justify-between gap-4">
        {loaderData.previous ? <Link to={page(loaderData.previous)}>{t('slots.previous')}</Link> : <span />}
        {loaderData.next ? <Link to={page(loaderData.next)}>{t('slots.next')}</Link> : null}
      </nav>
    </main>
  )
}
