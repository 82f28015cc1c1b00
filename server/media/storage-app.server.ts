import { identity } from '../auth/instance.server.ts'
import { db } from '../db/db.server.ts'
import { env } from '../env.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { sessionRole, type StorageApiDeps } from './storage-api.server.ts'
import { storage } from './storage.server.ts'

/** The storage API on the application's database, storage and sessions, in the request's language. */
export const appStorageDeps = (request: Request): StorageApiDeps => ({
  db,
  store: storage(),
  maxBytes: env().MEDIA_MAX_BYTES,
  t: getFixedT(request),
  roleOf: sessionRole(identity()),
})
