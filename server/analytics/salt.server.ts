import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'

/** How long the daily counts are kept: two years, enough to compare a season with the last. */
export const ANALYTICS_RETENTION_DAYS = 730

const DAY_MS = 86_400_000
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The day's salt, the same on every instance: the first to ask creates it. Once the day is over it
 * is deleted (`pruneAnalytics`), and nobody can tell again whose visits made that day's ids.
 */
export async function daySalt(db: Db, day: string) {
  await db
    .insertInto('analytics_salt')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute()
  const { salt } = await db
    .selectFrom('analytics_salt')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow()
  return salt
}

/** The visitor id written: a one-way hash of the day's salt, the day and the visitor key (page-view.server.ts). */
export const visitorId = (salt: string, day: string, visitorKey: string) =>
  createHash('sha256').update(`${salt}\n${day}\n${visitorKey}`).digest('base64url').slice(0, 22)

/** Deletes past days' salts and visitor ids, and counts older than the retention period. */
export async function pruneAnalytics(db: Db, now = Date.now()) {
  const today = dayOf(now)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_salt').where('day', '<', today).execute()
    await trx.deleteFrom('analytics_visitor').where('day', '<', today).execute()
    await trx
      .deleteFrom('analytics_count')
      .where('day', '<', dayOf(now - ANALYTICS_RETENTION_DAYS * DAY_MS))
      .execute()
  })
}

/** Prunes now and every hour while the process runs, so a salt outlives its day by an hour at most. */
export function keepAnalyticsPruned(db: Db, onError: (error: unknown) => void) {
  const run = () => void pruneAnalytics(db).catch(onError)
  run()
  setInterval(run, DAY_MS / 24).unref()
}
