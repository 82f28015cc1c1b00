import type { Db } from '../db/connection.server.ts'
import { storage, type Storage } from '../media/storage.server.ts'

/**
 * Deletes a player's photo, the stored bytes first (removing a missing object is no error): when
 * the photo consent is withdrawn, and before the player's record goes or is hidden for erasure.
 */
export async function dropPlayerPhoto(db: Db, playerId: number, store: Storage = storage()) {
  const row = await db.selectFrom('player').select('photoKey').where('id', '=', playerId).executeTakeFirst()
  if (!row?.photoKey) return
  await store.remove(row.photoKey)
  await db.updateTable('player').set({ photoKey: null }).where('id', '=', playerId).execute()
}
