import type { Db } from '../db/connection.server.ts'

export type BulkIntent = 'publish' | 'unpublish' | 'delete'

/**
 * Bulk publish, unpublish (back to draft) or delete of rows with a draft/published status and a
 * version (concepts, drills, events); changes raise the version. Answers how many rows changed.
 */
export async function bulkStatus(
  db: Db,
  table: 'concept' | 'drill' | 'event',
  { intent, ids, now = new Date().toISOString() }: { intent: BulkIntent; ids: number[]; now?: string },
) {
  if (intent === 'delete') {
    const result = await db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
  const status = intent === 'publish' ? 'published' : 'draft'
  const result = await db
    .updateTable(table)
    .set((eb) => ({ status, version: eb('version', '+', 1), updatedAt: now }))
    .where('id', 'in', ids)
    .where('status', '!=', status)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
