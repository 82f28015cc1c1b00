import { sql } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { mediaUrl } from './media.server.ts'
import { mediaUses } from './media-uses.server.ts'

export const LIBRARY_PAGE_SIZE = 24

// LIKE wildcards in a search are literal characters.
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The library, newest first, searchable by file name or alt text, with where each file is used. */
export async function listMedia(
  db: Db,
  { q = '', page, perPage = LIBRARY_PAGE_SIZE }: { q?: string; page: number; perPage?: number },
) {
  const search = q.trim()
  const base = db
    .selectFrom('media')
    .$if(search !== '', (query) =>
      query.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref('name')}) like ${likePattern(search)} escape '\\'`,
          sql<boolean>`lower(${eb.ref('alt')}) like ${likePattern(search)} escape '\\'`,
          sql<boolean>`lower(${eb.ref('customMetadata')}) like ${likePattern(search)} escape '\\'`,
        ]),
      ),
    )
  const { total } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(total), Math.min(perPage, 100))
  const rows = await base
    .select(['id', 'name', 'contentType', 'size', 'width', 'height', 'alt', 'timeCreated'])
    .orderBy('id', 'desc')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  const uses = await mediaUses(db, rows)
  const items = rows.map((row) => ({
    ...row,
    timeCreated: new Date(row.timeCreated).toISOString(),
    url: mediaUrl(row.name),
    uses: uses.get(row.id) ?? [],
  }))
  return { ...info, q: search, items }
}

export type LibraryItem = Awaited<ReturnType<typeof listMedia>>['items'][number]

/** Sets a file's alt text (a metadata change: metageneration + 1); false when the file is gone. */
export async function updateAlt(db: Db, id: number, alt: string) {
  const result = await db
    .updateTable('media')
    .set((eb) => ({
      alt,
      updated: new Date().toISOString(),
      metageneration: sql<string>`cast(cast(${eb.ref('metageneration')} as integer) + 1 as text)`,
    }))
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
