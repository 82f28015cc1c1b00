import { connection } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { sharedStore } from '../rate-limit/shared.server.ts'
import { sessionSecret } from '../secrets.server.ts'
import { createIdentity, type Identity } from './identity.server.ts'

let instance: Identity | undefined

/** The application's identity layer, on the application's database. */
export function identity(): Identity {
  const { BASE_URL, PORT, ADMIN_IDLE_LOCK_MINUTES } = env()
  instance ??= createIdentity(connection, {
    baseURL: BASE_URL ?? `http://localhost:${PORT}`,
    secret: sessionSecret(),
    idleLockMinutes: ADMIN_IDLE_LOCK_MINUTES,
    counters: sharedStore(connection.db),
  })
  return instance
}
