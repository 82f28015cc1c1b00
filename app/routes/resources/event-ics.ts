import { data } from 'react-router'
import type { Route } from './+types/event-ics'
import { icsResponse } from '#server/calendar/ics.server.ts'
import { db } from '#server/db/db.server.ts'
import { findPublicEvent } from '#server/events/event-catalogue.server.ts'
import { eventIcs } from '#server/events/event-ics.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'

/** /eventos/:slug/evento.ics: the event's days as a file a calendar app adds. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const event = await findPublicEvent(db, params.slug)
  if (!event) throw data(null, { status: 404 })
  return icsResponse(eventIcs(event, publicOrigin(request)), {
    filename: `${event.slug}.ics`,
    disposition: 'attachment',
    cacheControl: 'public, max-age=300',
  })
}
