import type { PublicEvent } from './event-catalogue.server.ts'

/** schema.org Event for an event's page (search engines show dates, place and availability). */
export function eventJsonLd(
  event: PublicEvent,
  {
    url,
    origin,
    currency,
    description,
  }: { url: string; origin: string; currency: string; description: string },
) {
  const placesLeft = Math.max(0, event.capacity - event.placesTaken)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: event.cancelledAt
      ? 'https://schema.org/EventCancelled'
      : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    location: {
      '@type': 'Place',
      name: event.place,
      address: event.address || event.place,
    },
    ...(event.cover ? { image: [new URL(event.cover.src, `${origin}/`).toString()] } : {}),
    organizer: { '@id': `${origin}/#organization` },
    offers: {
      '@type': 'Offer',
      url,
      price: (event.priceCents / 100).toFixed(2),
      priceCurrency: currency.toUpperCase(),
      availability: placesLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(event.opensAt ? { validFrom: event.opensAt } : {}),
    },
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: placesLeft,
  }
}
