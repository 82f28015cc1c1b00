import { data } from 'react-router'
import type { Route } from './+types/event-ics'
import { icsResponse } from '#server/calendar/ics.server.ts'
import { db } from '#server/db/db.server.ts'
import { findPublicEvent } from '#server/events/event-catalogue.server.ts'
import { eventIcs } from '#server/events/event-ics.server.ts'
import { calendarLanguage, eventWordsIn } from '#server/events/event-languages.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'

/**
 * /eventos/:slug/evento.ics: the event's days as a file a calendar app adds; with `?lang=en` (the
 * link on the English page), its English title, place and page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await findPublicEvent(db, params.slug)
  if (!event) throw data(null, { status: 404 })
  const [shown = event] = await eventWordsIn(db, [event], calendarLanguage(request))
  return icsResponse(eventIcs(shown, publicOrigin(request)), {
    filename: `${event.slug}.ics`,
    disposition: 'attachment',
    cacheControl: 'public, max-age=300',
  })
}
