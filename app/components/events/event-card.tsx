import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { ProgrammeBadge } from '#app/components/public/cards.tsx'
import type { EventKindValue } from '#app/schemas/event-values.ts'
import { eventKindLabel } from './event-labels.ts'

export interface EventCardData {
  id: number
  slug: string
  kind: EventKindValue
  title: string
  place: string
  programme: 'infantil' | 'juvenil' | 'elite' | null
  /** Formatted in the loader (site's zone, reader's language). */
  when: string
  placesLeft: number
  cancelled: boolean
  price?: string
}

/** The event's kind and programme, as small badges (lists and the event's page); "Cancelado" first. */
export function EventBadges({
  kind,
  programme,
  cancelled,
}: Pick<EventCardData, 'kind' | 'programme' | 'cancelled'>) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap gap-2">
      {cancelled ? (
        <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">
          {t('events:page.cancelled')}
        </span>
      ) : null}
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
        {t(eventKindLabel[kind])}
      </span>
      {programme ? <ProgrammeBadge programme={programme} /> : null}
    </div>
  )
}

/** An event in a list: kind, title (the link), when, where, places left and price. */
export function EventCard({ event, past = false }: { event: EventCardData; past?: boolean }) {
  const { t } = useTranslation()
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <EventBadges kind={event.kind} programme={event.programme} cancelled={event.cancelled} />
      <h3 lang="es" dir="auto" className="text-lg font-bold text-slate-900 dark:text-white">
        <Link to={`/eventos/${event.slug}`} className="after:absolute after:inset-0 hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">{event.when}</p>
      <p lang="es" dir="auto" className="text-sm text-slate-600 dark:text-slate-300">
        {event.place}
      </p>
      {past || event.cancelled ? null : (
        <p className="mt-auto text-sm text-slate-700 dark:text-slate-300">
          {event.placesLeft > 0
            ? t('events:page.placesLeft', { n: event.placesLeft })
            : t('events:page.full')}
          {' · '}
          {event.price ?? t('events:page.free')}
        </p>
      )}
    </li>
  )
}
