import type { Db } from '../db/connection.server.ts'
import type { AnalyticsDimension } from '../db/schema.server.ts'
import { logger } from '../logger.server.ts'
import type { PageView } from './page-view.server.ts'
import { daySalt, visitorId } from './salt.server.ts'

const FLUSH_MS = 5000
/** Distinct (day, dimension, value) counted in memory between two flushes; others wait for the next. */
const MAX_PENDING = 5000
/** Visitor rows per INSERT, well under SQLite's bound parameters. */
const CHUNK = 200

interface Pending {
  day: string
  dimension: AnalyticsDimension
  value: string
  views: number
  visitorKeys: Set<string>
}

/** Writes one batch: new visitor ids per value, then views and new visitors added to the day's counts. */
export async function writeCounts(db: Db, batch: Pending[]) {
  if (!batch.length) return
  const salts = new Map<string, string>()
  for (const day of new Set(batch.map((row) => row.day))) salts.set(day, await daySalt(db, day))
  // A visitor counted for the site, a page and a referrer is hashed once.
  const ids = new Map<string, string>()
  const idOf = (day: string, key: string) => {
    const known = ids.get(`${day}\n${key}`)
    if (known) return known
    const id = visitorId(salts.get(day) ?? '', day, key)
    ids.set(`${day}\n${key}`, id)
    return id
  }
  await db.transaction().execute(async (trx) => {
    for (const { day, dimension, value, views, visitorKeys } of batch) {
      const rows = [...visitorKeys].map((key) => ({ day, dimension, value, visitor: idOf(day, key) }))
      let visitors = 0
      for (let i = 0; i < rows.length; i += CHUNK) {
        const inserted = await trx
          .insertInto('analytics_visitor')
          .values(rows.slice(i, i + CHUNK))
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
        visitors += Number(inserted.numInsertedOrUpdatedRows ?? 0)
      }
      await trx
        .insertInto('analytics_count')
        .values({ day, dimension, value, views, visitors })
        .onConflict((oc) =>
          oc.columns(['day', 'dimension', 'value']).doUpdateSet((eb) => ({
            views: eb('analytics_count.views', '+', eb.ref('excluded.views')),
            visitors: eb('analytics_count.visitors', '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute()
    }
  })
}

/**
 * Counts page views in memory and writes them every few seconds, so the cache-hit path pays a few
 * map updates per view, never a query or a hash (docs/decisions/046-analytics.md).
 */
export function createPageCounter(db: Db, { flushMs = FLUSH_MS } = {}) {
  /** day → dimension → value → its counts: no key is built per view. */
  let pending = new Map<string, Map<AnalyticsDimension, Map<string, Pending>>>()
  let size = 0
  let timer: NodeJS.Timeout | undefined
  async function flush() {
    if (timer) clearTimeout(timer)
    timer = undefined
    const batch = [...pending.values()].flatMap((byDimension) =>
      [...byDimension.values()].flatMap((byValue) => [...byValue.values()]),
    )
    pending = new Map()
    size = 0
    await writeCounts(db, batch)
  }
  function rowOf(day: string, dimension: AnalyticsDimension, value: string) {
    let byDimension = pending.get(day)
    if (!byDimension) pending.set(day, (byDimension = new Map()))
    let byValue = byDimension.get(dimension)
    if (!byValue) byDimension.set(dimension, (byValue = new Map()))
    let row = byValue.get(value)
    if (!row && size < MAX_PENDING) {
      row = { day, dimension, value, views: 0, visitorKeys: new Set() }
      byValue.set(value, row)
      size++
    }
    return row
  }
  return {
    record(view: PageView | undefined) {
      if (!view) return
      for (const [dimension, value] of view.counts) {
        const row = rowOf(view.day, dimension, value)
        if (!row) continue
        row.views++
        row.visitorKeys.add(view.visitorKey)
      }
      timer ??= setTimeout(() => {
        flush().catch((error: unknown) => logger.warn({ err: error }, 'page counts not written'))
      }, flushMs).unref()
    },
    /** Writes what is counted now (tests; a stopping server). */
    flush,
  }
}

export type PageCounter = ReturnType<typeof createPageCounter>
