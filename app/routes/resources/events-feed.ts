import type { Route } from './+types/events-feed'
import { icsResponse } from '#server/calendar/ics.server.ts'
import { db } from '#server/db/db.server.ts'
import { listFeedEvents } from '#server/events/event-catalogue.server.ts'
import { eventsFeedIcs } from '#server/events/event-ics.server.ts'
import { calendarLanguage, eventWordsIn } from '#server/events/event-languages.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { siteSettings } from '#server/site.server.ts'

/**
 * /eventos.ics: every published event, a calendar apps subscribe to (and fetch again); with
 * `?lang=en`, named in English and each event with its English title, place and page where it has
 * a published translation.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const language = calendarLanguage(request)
  const name = getFixedT(language)('events:feed.name', { brand: siteSettings().brand })
  const events = await eventWordsIn(db, await listFeedEvents(db), language)
  return icsResponse(eventsFeedIcs(events, publicOrigin(request), name), {
    filename: 'eventos.ics',
    disposition: 'inline',
    cacheControl: 'public, max-age=900',
  })
}
