import { sql } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import type { CounterStore } from './rate-limiter.server.ts'

/**
 * Counts in the `auth_throttle` table: shared by every instance on PostgreSQL and kept across
 * restarts, for the identity limits when no Redis is configured.
 */
export function databaseStore(db: Db): CounterStore {
  return {
    async increment(limit, now) {
      const at = new Date(now).toISOString()
      const cutoff = new Date(now - limit.windowMs).toISOString()
      const stale = sql<boolean>`${sql.ref('auth_throttle.windowStart')} <= ${cutoff}`
      const row = await db
        .insertInto('auth_throttle')
        .values({ key: limit.key, count: 1, windowStart: at })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${stale} then 1 else ${sql.ref('auth_throttle.count')} + 1 end`,
            windowStart: sql`case when ${stale} then ${at} else ${sql.ref('auth_throttle.windowStart')} end`,
          }),
        )
        .returning(['count', 'windowStart'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Date.parse(row.windowStart) + limit.windowMs }
    },
    async read(limits, now) {
      if (!limits.length) return []
      const rows = await db
        .selectFrom('auth_throttle')
        .select(['key', 'count', 'windowStart'])
        .where(
          'key',
          'in',
          limits.map((l) => l.key),
        )
        .execute()
      return limits.map((limit) => {
        const row = rows.find((r) => r.key === limit.key)
        const resetAt = row ? Date.parse(row.windowStart) + limit.windowMs : 0
        return row && resetAt > now ? { count: Number(row.count), resetAt } : undefined
      })
    },
    async delete(keys) {
      if (keys.length) await db.deleteFrom('auth_throttle').where('key', 'in', keys).execute()
    },
  }
}
