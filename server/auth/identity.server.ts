import type { Connection, Db, Engine } from '../db/connection.server.ts'
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
}

export interface IdentityOptions {
  baseURL: string
  secret: string
  idleLockMinutes: number
  rateLimit?: boolean
}

export function createIdentity(
  connection: Pick<Connection, 'db' | 'raw' | 'engine'>,
  options: IdentityOptions,
): Identity {
  return {
    auth: createAuth(connection, options),
    db: connection.db,
    engine: connection.engine,
    baseURL: options.baseURL.replace(/\/+$/, ''),
    idleLockMinutes: options.idleLockMinutes,
  }
}

/**
 * What better-auth passes on to the e-mail callbacks: the URL and headers of the visitor's request
 * (its language), without the body the action has already read. A GET, so better-auth does not
 * repeat the origin check the route already made.
 */
export const forCallbacks = (request: Request) => new Request(request.url, { headers: request.headers })
