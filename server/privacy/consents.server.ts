import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import type { Db } from '../db/connection.server.ts'
import type { ConsentKind } from '../db/schema.server.ts'

export interface ConsentInput {
  userId: string
  kind: ConsentKind
  /** The address the agreement came from. */
  ip: string | null
  version?: string
}

/** Records that the person agreed to a text, in its current version unless told otherwise. */
export async function recordConsent(
  db: Db,
  { userId, kind, ip, version = PRIVACY_TEXT_VERSION }: ConsentInput,
) {
  await db.insertInto('consent').values({ userId, kind, version, ip }).execute()
}

/** Everything the person agreed to, oldest first. */
export const listConsents = (db: Db, userId: string) =>
  db
    .selectFrom('consent')
    .select(['kind', 'version', 'ip', 'at'])
    .where('userId', '=', userId)
    .orderBy('at')
    .orderBy('id')
    .execute()
