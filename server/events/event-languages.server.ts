import { languageOfPrefix, languagePrefix, type Language } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'

/**
 * What an event is called where a person reads it in their language (docs/decisions/048): the
 * title and place of its published translation and the address of that version, else the Spanish
 * ones. Mails, the event's .ics and the calendar feed show it so.
 */
export interface EventWords {
  title: string
  place: string
  /** `/en/eventos/autumn-camp`, or the Spanish `/eventos/campus-de-otono`. */
  path: string
}

/** The language a calendar file is asked in (`?lang=en`, the address prefix's spelling), else Spanish. */
export const calendarLanguage = (request: Request): Language =>
  languageOfPrefix(new URL(request.url).searchParams.get('lang') ?? undefined) ?? 'es'

/** Each event's words in `language`, by id (Spanish when it has no published version). */
export async function eventWordsIn<E extends { id: number; slug: string; title: string; place: string }>(
  db: Db,
  events: readonly E[],
  language: Language,
): Promise<Array<E & EventWords>> {
  const spanish = (event: E) => ({ ...event, path: `/eventos/${event.slug}` })
  if (language === 'es' || !events.length) return events.map(spanish)
  const rows = await db
    .selectFrom('content_translation')
    .select(['itemId', 'slug', 'fields'])
    .where('kind', '=', 'event')
    .where('language', '=', language)
    .where('status', '=', 'published')
    .where(
      'itemId',
      'in',
      events.map((event) => event.id),
    )
    .execute()
  const byId = new Map(rows.map((row) => [row.itemId, row]))
  return events.map((event) => {
    const row = byId.get(event.id)
    if (!row) return spanish(event)
    const fields = JSON.parse(row.fields) as { title: string; summary: string }
    return {
      ...event,
      title: fields.title,
      place: fields.summary || event.place,
      path: `/${languagePrefix(language)}/eventos/${row.slug}`,
    }
  })
}
