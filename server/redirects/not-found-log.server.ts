import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'

/** Paths the log keeps: the most recently seen ones. */
export const NOT_FOUND_LOG_SIZE = 1000
/** Distinct paths counted in memory between two flushes; a flood of others is not counted. */
const MAX_PENDING = 500
const FLUSH_MS = 5000
const MAX_PATH = 300

/** Scanners' probes for other software (WordPress, PHP, dot-files): never stored. */
const JUNK = /\.(php\d?|aspx?|jsp|cgi|env|ini|bak|sql|ya?ml|git)(\/|$)|\/\.|\/wp-|xmlrpc|\/cgi-bin\//i

/** Only the public site's 404s: the admin and APIs have their own ways to report. */
const PRIVATE = /^\/(admin|api|account)(\/|$)/

interface Pending {
  path: string
  hits: number
  firstSeenAt: string
  lastSeenAt: string
  lastReferrer: string | null
}

/** The referrer's origin and path, without its query or fragment (which may carry someone's data). */
export function referrerOf(header: string | undefined) {
  if (!header) return null
  try {
    const url = new URL(header)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return `${url.origin}${url.pathname}`.slice(0, MAX_PATH)
  } catch {
    return null
  }
}

/** Adds a batch of counts and drops all but the NOT_FOUND_LOG_SIZE most recent paths, in one transaction. */
export async function writeNotFoundBatch(db: Db, batch: Pending[], size = NOT_FOUND_LOG_SIZE) {
  if (!batch.length) return
  await db.transaction().execute(async (trx) => {
    for (const row of batch)
      await trx
        .insertInto('not_found_path')
        .values(row)
        .onConflict((oc) =>
          oc.column('path').doUpdateSet((eb) => ({
            hits: eb('not_found_path.hits', '+', eb.ref('excluded.hits')),
            lastSeenAt: eb.ref('excluded.lastSeenAt'),
            lastReferrer: eb.fn.coalesce('excluded.lastReferrer', 'not_found_path.lastReferrer'),
          })),
        )
        .execute()
    const beyond = trx
      .selectFrom('not_found_path')
      .select('path')
      .orderBy('lastSeenAt', 'desc')
      .orderBy('path')
      .limit(1_000_000)
      .offset(size)
    await trx.deleteFrom('not_found_path').where('path', 'in', beyond).execute()
  })
}

/**
 * Counts 404s in memory and writes them every few seconds, so a flood of made-up addresses costs
 * one small transaction per interval, never a write per request.
 */
export function createNotFoundLog(db: Db, { flushMs = FLUSH_MS, now = () => new Date().toISOString() } = {}) {
  const pending = new Map<string, Pending>()
  let timer: NodeJS.Timeout | undefined
  async function flush() {
    timer = undefined
    const batch = [...pending.values()]
    pending.clear()
    await writeNotFoundBatch(db, batch)
  }
  return {
    record(rawPath: string, referrer: string | undefined) {
      if (JUNK.test(rawPath) || PRIVATE.test(rawPath) || rawPath.endsWith('.data')) return
      const path = rawPath.slice(0, MAX_PATH)
      const at = now()
      let row = pending.get(path)
      if (!row) {
        if (pending.size >= MAX_PENDING) return
        row = { path, hits: 0, firstSeenAt: at, lastSeenAt: at, lastReferrer: null }
        pending.set(path, row)
      }
      row.hits++
      row.lastSeenAt = at
      row.lastReferrer = referrerOf(referrer) ?? row.lastReferrer
      timer ??= setTimeout(() => {
        flush().catch((error: unknown) => logger.warn({ err: error }, '404 log not written'))
      }, flushMs).unref()
    },
    /** Writes what is counted now (tests; a stopping server). */
    flush: () => {
      if (timer) clearTimeout(timer)
      return flush()
    },
  }
}

/** The log's most recent paths, for /admin/redirects. */
export function listNotFound(db: Db, { limit = 50 } = {}) {
  return db
    .selectFrom('not_found_path')
    .select(['path', 'hits', 'firstSeenAt', 'lastSeenAt', 'lastReferrer'])
    .orderBy('lastSeenAt', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute()
}

export const forgetNotFound = (db: Db, path: string) =>
  db.deleteFrom('not_found_path').where('path', '=', path).execute()
