import { sql } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { mediaUrl } from './media.server.ts'

export const LIBRARY_PAGE_SIZE = 24

export interface MediaUse {
  kind: 'postCover' | 'postContent' | 'conceptImage' | 'conceptContent'
  id: number
  title: string
}

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

/**
 * Where each file appears: post covers, concept images, and /media/{name} inside the rich text of
 * posts and concepts (images placed in the editor).
 */
export async function mediaUses(db: Db, media: { id: number; name: string }[]) {
  const found = new Map<number, MediaUse[]>()
  if (media.length === 0) return found
  const ids = media.map((m) => m.id)
  const urls = media.map((m) => ({ id: m.id, url: mediaUrl(m.name) }))
  const posts = db
    .selectFrom('post')
    .select(['id', 'title', 'coverMediaId as imageId', 'content as text'])
    .where((eb) =>
      eb.or([eb('coverMediaId', 'in', ids), ...urls.map(({ url }) => eb('content', 'like', `%${url}%`))]),
    )
  const concepts = db
    .selectFrom('concept')
    .select(['id', 'term as title', 'mediaId as imageId', 'body as text'])
    .where((eb) =>
      eb.or([eb('mediaId', 'in', ids), ...urls.map(({ url }) => eb('body', 'like', `%${url}%`))]),
    )
  const sources = [
    { rows: await posts.execute(), image: 'postCover', inText: 'postContent' },
    { rows: await concepts.execute(), image: 'conceptImage', inText: 'conceptContent' },
  ] as const
  const add = (mediaId: number, use: MediaUse) => found.set(mediaId, [...(found.get(mediaId) ?? []), use])
  for (const { rows, image, inText } of sources)
    for (const { id, title, imageId, text } of rows) {
      if (imageId !== null && ids.includes(imageId)) add(imageId, { kind: image, id, title })
      for (const { id: mediaId, url } of urls)
        if (text.includes(url)) add(mediaId, { kind: inText, id, title })
    }
  return found
}

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
