import type { Db } from '../db/connection.server.ts'
import { mediaUrl } from '../media/media.server.ts'

/** A media row as the editors' image fields show it (the media helper's `UploadedMedia`). */
export async function findMediaForField(db: Db, id: number | null) {
  if (id === null) return null
  const row = await db
    .selectFrom('media')
    .select(['id', 'name', 'width', 'height', 'alt', 'contentType'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? { ...row, url: mediaUrl(row.name) } : null
}

export type MediaForField = NonNullable<Awaited<ReturnType<typeof findMediaForField>>>

/**
 * Checks that the picked image exists and records its alt text (pages read the alt from the
 * media row). False when the id points nowhere: the caller answers with a field error.
 */
export async function attachMedia(db: Db, id: number | undefined, alt: string | undefined) {
  if (id === undefined) return true
  const row = await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()
  if (!row) return false
  if (alt !== undefined) await db.updateTable('media').set({ alt }).where('id', '=', id).execute()
  return true
}
