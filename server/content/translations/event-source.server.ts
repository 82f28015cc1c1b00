import type { Db } from '../../db/connection.server.ts'
import type { SourceItem } from './sources.server.ts'

/**
 * An event as the source of its translations (docs/decisions/048-content-translations.md): its
 * title, the place's name (the `summary` of the shared fields: the coach's words about where) and
 * its description. Dates, price, places, address and registration stay the Spanish event's.
 */
export async function eventSources(db: Db, ids?: readonly number[]): Promise<SourceItem[]> {
  const rows = await db
    .selectFrom('event')
    .select(['id', 'slug', 'title', 'place', 'description', 'descriptionHtml', 'status', 'updatedAt'])
    .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
    .execute()
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.place,
    body: row.description,
    html: row.descriptionHtml,
    isPublic: row.status === 'published',
    updatedAt: row.updatedAt,
  }))
}
