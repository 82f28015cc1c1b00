import type { Db } from '../db/connection.server.ts'
import { reindex } from '../search/search-index.server.ts'

export type BulkIntent = 'publish' | 'unpublish' | 'delete'

/**
 * Bulk publish, unpublish (back to draft) or delete of rows with a draft/published status and a
 * version (concepts, drills, events); changes raise the version, and the site search follows in the
 * same transaction. Answers how many rows changed.
 */
export function bulkStatus(
  db: Db,
  table: 'concept' | 'drill' | 'event',
  { intent, ids, now = new Date().toISOString() }: { intent: BulkIntent; ids: number[]; now?: string },
) {
  return db.transaction().execute(async (trx) => {
    if (intent === 'delete') {
      const result = await trx.deleteFrom(table).where('id', 'in', ids).executeTakeFirst()
      await reindex(trx, table, ids)
      return Number(result.numDeletedRows)
    }
    const status = intent === 'publish' ? 'published' : 'draft'
    const result = await trx
      .updateTable(table)
      .set((eb) => ({ status, version: eb('version', '+', 1), updatedAt: now }))
      .where('id', 'in', ids)
      .where('status', '!=', status)
      .executeTakeFirst()
    await reindex(trx, table, ids)
    return Number(result.numUpdatedRows)
  })
}
