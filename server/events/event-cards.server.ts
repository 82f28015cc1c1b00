import type { Language } from '#app/i18n/languages.ts'
import { env } from '../env.server.ts'
import type { EventCard } from './event-catalogue.server.ts'
import { formatInSite, formatPrice } from './event-format.server.ts'

/** What a card shows of an event, formatted for the reader. */
export const eventCardOf = (event: EventCard, language: Language) => ({
  id: event.id,
  slug: event.slug,
  kind: event.kind,
  title: event.title,
  place: event.place,
  programme: event.programme,
  when: formatInSite(event.startsAt, language, { dateStyle: 'full', timeStyle: 'short' }),
  placesLeft: Math.max(0, event.capacity - event.placesTaken),
  cancelled: event.cancelledAt !== null,
  price: formatPrice(event.priceCents, env().STRIPE_CURRENCY, language),
})
