import type { RequestHandler } from 'express'
import { sql } from 'kysely'
import type { Connection } from '../db/connection.server.ts'
import type { RedisStatus as DependencyState } from '../redis/connection.server.ts'

/** How long /readyz waits for each dependency: a balancer's check must not hang on a cut network. */
const CHECK_TIMEOUT_MS = 1_000

const within = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([
    promise,
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref()),
  ])

/** The database answers a query now (and is not in the middle of an outage). */
export async function databaseState(connection: Connection): Promise<DependencyState> {
  if (connection.availability.isDown()) return 'unreachable'
  const answered = sql`select 1`.execute(connection.raw).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  )
  return within(answered, 'unreachable')
}

/** GET /healthz: the process is alive and serving (a balancer restarts it when this fails). Never cached. */
export const alive: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  res.json({ status: 'ok' })
}

/**
 * GET /readyz: 200 when every dependency this instance needs answers, else 503 with each one's state,
 * so a balancer sends no traffic to an instance that would answer 503 and takes it back when its
 * dependencies return. Never cached.
 */
export function ready(connection: Connection, redis: () => Promise<DependencyState>): RequestHandler {
  return async (_req, res) => {
    const [database, redisState] = await Promise.all([
      databaseState(connection),
      within(redis(), 'unreachable' as const),
    ])
    const isReady = database === 'ok' && redisState !== 'unreachable'
    res.setHeader('Cache-Control', 'no-store')
    res.status(isReady ? 200 : 503).json({
      status: isReady ? 'ok' : 'unavailable',
      database,
      redis: redisState,
      engine: connection.engine,
    })
  }
}
