import { sql } from 'kysely'
import type { Db } from '../db/connection.server.ts'

/**
 * Counts failures per key in a fixed window, in the database so every instance sees the same
 * counts. Keys: "signin:ip:<address>", "signin:account:<email>", "password:user:<id>", ….
 */
export interface Limit {
  key: string
  max: number
  windowMs: number
}

export const limits = {
  signInIp: (ip: string): Limit => ({ key: `signin:ip:${ip}`, max: 30, windowMs: 15 * 60_000 }),
  signInAccount: (email: string): Limit => ({
    key: `signin:account:${email}`,
    max: 5,
    windowMs: 15 * 60_000,
  }),
  password: (userId: string): Limit => ({ key: `password:user:${userId}`, max: 5, windowMs: 15 * 60_000 }),
  // Per-address limits are generous (a club's parents share one Wi-Fi); per-account and
  // per-e-mail limits carry the protection.
  resetIp: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 100, windowMs: 60 * 60_000 }),
  resetEmail: (email: string): Limit => ({ key: `reset:email:${email}`, max: 3, windowMs: 60 * 60_000 }),
  signUpIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 100, windowMs: 60 * 60_000 }),
  signUpEmail: (email: string): Limit => ({ key: `signup:email:${email}`, max: 3, windowMs: 60 * 60_000 }),
}

/** Seconds until the first of these limits opens again, or 0 when none is reached. */
export async function blockedFor(db: Db, checks: Limit[], now = Date.now()): Promise<number> {
  if (!checks.length) return 0
  const rows = await db
    .selectFrom('auth_throttle')
    .select(['key', 'count', 'windowStart'])
    .where(
      'key',
      'in',
      checks.map((c) => c.key),
    )
    .execute()
  let wait = 0
  for (const row of rows) {
    const limit = checks.find((c) => c.key === row.key)
    if (!limit) continue
    const opensAt = Date.parse(row.windowStart) + limit.windowMs
    if (row.count >= limit.max && opensAt > now) wait = Math.max(wait, Math.ceil((opensAt - now) / 1000))
  }
  return wait
}

/** Adds one failure to each key, starting a new window where the old one has passed. */
export async function recordFailure(db: Db, checks: Limit[], now = Date.now()) {
  const at = new Date(now).toISOString()
  for (const limit of checks) {
    const cutoff = new Date(now - limit.windowMs).toISOString()
    const stale = sql<boolean>`${sql.ref('auth_throttle.windowStart')} < ${cutoff}`
    await db
      .insertInto('auth_throttle')
      .values({ key: limit.key, count: 1, windowStart: at })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when ${stale} then 1 else ${sql.ref('auth_throttle.count')} + 1 end`,
          windowStart: sql`case when ${stale} then ${at} else ${sql.ref('auth_throttle.windowStart')} end`,
        }),
      )
      .execute()
  }
}

export async function clearFailures(db: Db, checks: Limit[]) {
  if (checks.length)
    await db
      .deleteFrom('auth_throttle')
      .where(
        'key',
        'in',
        checks.map((c) => c.key),
      )
      .execute()
}

/** Thrown by flows; routes turn it into HTTP 429 with a translated message. */
export class TooManyAttempts extends Error {
  override name = 'TooManyAttempts'
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts; retry after ${retryAfterSeconds}s`)
  }
}
