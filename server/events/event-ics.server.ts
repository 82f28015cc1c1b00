import { icsCalendar, type CalendarEvent } from '../calendar/ics.server.ts'
import type { EventDay } from './event-fields.server.ts'

interface IcsSource {
  id: number
  slug: string
  title: string
  place: string
  address: string
  days: EventDay[]
  version: number
  updatedAt: string
  /** A cancelled event stays in the files as CANCELLED, so calendars that hold it take it away. */
  cancelledAt?: string | null
  /** Its page in the reader's language (`/en/eventos/…`); the Spanish page when absent. */
  path?: string
}

/** One calendar entry per day of the event; the UID stays the same when the event changes. */
export function calendarEventsOf(event: IcsSource, origin: string): CalendarEvent[] {
  const host = new URL(origin).host
  return event.days.map((day, index) => ({
    uid: `event-${event.id}-${index + 1}@${host}`,
    start: day.start,
    end: day.end,
    summary: event.title,
    location: [event.place, event.address].filter(Boolean).join(', '),
    url: `${origin}${event.path ?? `/eventos/${event.slug}`}`,
    status: event.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
    sequence: event.version,
    updatedAt: event.updatedAt,
  }))
}

/** The .ics of one event (a file to add, and the attachment of the confirmation e-mail). */
export const eventIcs = (event: IcsSource, origin: string) =>
  icsCalendar({ events: calendarEventsOf(event, origin) })

/** The feed calendar apps subscribe to: every published event. */
export const eventsFeedIcs = (events: IcsSource[], origin: string, name: string) =>
  icsCalendar({ name, events: events.flatMap((event) => calendarEventsOf(event, origin)) })

/** An OpenStreetMap search for the address (a plain link: the page calls no map service). */
export const mapLink = (place: string, address: string) =>
  `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address || place })}`
