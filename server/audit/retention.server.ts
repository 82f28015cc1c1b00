import type { Db } from '../db/connection.server.ts'

/**
 * How long the audit log keeps an event (who, which address, what): a year covers the questions a
 * security incident or a dispute raises; after it the event, and the address in it, is deleted.
 * The privacy page states this number.
 */
export const AUDIT_RETENTION_DAYS = 365

const DAY_MS = 86_400_000

/** Deletes the events older than the retention period; the number deleted. */
export async function pruneAuditLog(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString()
  const result = await db.deleteFrom('audit_event').where('at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Prunes now and once a day while the process runs (each instance; the delete is idempotent). */
export function keepAuditLogPruned(db: Db, onError: (error: unknown) => void) {
  const run = () => void pruneAuditLog(db).catch(onError)
  run()
  setInterval(run, DAY_MS).unref()
}
