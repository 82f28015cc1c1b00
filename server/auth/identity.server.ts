import { createHmac } from 'node:crypto'
import type { Connection, Db, Engine } from '../db/connection.server.ts'
import { databaseStore } from '../rate-limit/database-store.server.ts'
import { createRateLimiter, type CounterStore, type RateLimiter } from '../rate-limit/rate-limiter.server.ts'
import { createAuth, type Auth } from './auth.server.ts'

/**
 * Everything the identity flows need, built once per database: better-auth, the ISO-dates view of
 * the database for our own queries, and the lock-screen settings. Routes use the instance bound to
 * the application's connection (instance.server.ts); tests build one on their own database.
 */
export interface Identity {
  auth: Auth
  db: Db
  engine: Engine
  baseURL: string
  idleLockMinutes: number
  /** Sign-in, sign-up, reset, password-check and confirmation-mail limits. */
  limiter: RateLimiter
  /** Signs device cookies (derived from the session secret, never the secret itself). */
  deviceKey: Buffer
  /** Encrypts TOTP secrets and signs trusted-browser cookies (derived from the session secret). */
  twoFactorKey: Buffer
}

export interface IdentityOptions {
  baseURL: string
  secret: string
  idleLockMinutes: number
  rateLimit?: boolean
  /** Where the limits count: Redis when configured, else the database (shared on PostgreSQL). */
  counters?: CounterStore
}

export function createIdentity(
  connection: Pick<Connection, 'db' | 'raw' | 'engine'>,
  options: IdentityOptions,
): Identity {
  const limiter = createRateLimiter(options.counters ?? databaseStore(connection.db))
  return {
    auth: createAuth(connection, { ...options, limiter }),
    db: connection.db,
    engine: connection.engine,
    baseURL: options.baseURL.replace(/\/+$/, ''),
    idleLockMinutes: options.idleLockMinutes,
    limiter,
    deviceKey: createHmac('sha256', options.secret).update('device-cookie').digest(),
    twoFactorKey: createHmac('sha256', options.secret).update('two-factor').digest(),
  }
}

/**
 * What better-auth passes on to the e-mail callbacks: the URL and headers of the visitor's request
 * (its language), without the body the action has already read. A GET, so better-auth does not
 * repeat the origin check the route already made.
 */
export const forCallbacks = (request: Request) => new Request(request.url, { headers: request.headers })
