import type { TFunction } from 'i18next'
import type { Role } from '../db/schema.server.ts'
import type { Db } from '../db/connection.server.ts'
import { assertSameOrigin } from '../auth/csrf.server.ts'
import type { Identity } from '../auth/identity.server.ts'
import { isIdle, readSession } from '../auth/session.server.ts'
import { pageParam } from '../content/pagination.server.ts'
import { logger } from '../logger.server.ts'
import { listMedia } from './library.server.ts'
import { deleteMedia } from './media.server.ts'
import { findObject } from './objects.server.ts'
import { StorageError, StorageUnavailable } from './storage-errors.server.ts'
import type { Storage } from './storage.server.ts'
import { ingestUpload, tooLarge } from './upload.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'
import { awayFromTurn } from '../http/render-gate.server.ts'

/** What the storage API needs; the route passes the application's, tests pass their own. */
export interface StorageApiDeps {
  db: Db
  store: Storage
  maxBytes: number
  /** The signed-in, unlocked user's role, or null. */
  roleOf: (request: Request) => Promise<Role | null>
  t: TFunction
}

/** The role of the request's signed-in, unlocked session; a locked or idle one counts as signed out. */
export const sessionRole =
  (id: Identity) =>
  async (request: Request): Promise<Role | null> => {
    const session = await readSession(id, request)
    if (!session || session.lockedAt || isIdle(session, id.idleLockMinutes)) return null
    return session.user.role
  }

/** The bucket in a path: the configured one by name, or "default" (what the browser uses). */
export const DEFAULT_BUCKET = 'default'

// Room for the multipart envelope (boundaries, the name and alt fields) around the file itself.
const ENVELOPE_BYTES = 64 * 1024

/** Runs one storage call; expected failures become the spec's JSON error with its HTTP status. */
export async function storageCall(
  deps: StorageApiDeps,
  request: Request,
  call: (deps: StorageApiDeps) => Promise<Response>,
): Promise<Response> {
  try {
    await authorize(deps, request)
    return await call(deps)
  } catch (error) {
    if (error instanceof StorageError) return error.toResponse()
    if (error instanceof StorageUnavailable) {
      logger.warn({ err: error.message }, 'storage unavailable')
      return new StorageError('storage/retry-limit-exceeded', deps.t('media:errors.unavailable')).toResponse()
    }
    if (error instanceof TooManyAttempts)
      return Response.json(
        { error: { code: 'storage/quota-exceeded', message: deps.t('auth:signin.tooMany') } },
        { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
      )
    // The bucket or the disk failing is not the caller's fault: logged, answered in JSON (and retried).
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'storage call failed')
    return new StorageError('storage/unknown', deps.t('media:errors.unknown')).toResponse()
  }
}

async function authorize({ roleOf, t }: StorageApiDeps, request: Request) {
  const role = await roleOf(request)
  if (!role) throw new StorageError('storage/unauthenticated', t('media:errors.unauthenticated'))
  if (role !== 'admin') throw new StorageError('storage/unauthorized', t('media:errors.unauthorized'))
  if (request.method === 'GET' || request.method === 'HEAD') return
  try {
    assertSameOrigin(request)
  } catch {
    throw new StorageError('storage/unauthorized', t('media:errors.crossOrigin'))
  }
}

function checkBucket({ store, t }: StorageApiDeps, bucket: string) {
  if (bucket !== store.bucket && bucket !== DEFAULT_BUCKET)
    throw new StorageError('storage/bucket-not-found', t('media:errors.bucketNotFound'))
}

/** POST …/b/{bucket}/o?name=…: multipart with `file` (and optionally `name`, `alt`). */
export const uploadObject = (request: Request, bucket: string) => async (deps: StorageApiDeps) => {
  checkBucket(deps, bucket)
  const { t, maxBytes } = deps
  // The upload arrives without the request's render turn (server/http/render-gate.server.ts).
  const form = await awayFromTurn(() => readMultipart(request, maxBytes + ENVELOPE_BYTES))
  if (form === 'tooLarge') throw new StorageError('storage/server-file-wrong-size', tooLarge(t, maxBytes))
  const file = form?.get('file')
  if (!form || !(file instanceof File))
    throw new StorageError('storage/invalid-argument', t('media:errors.noFile'))
  const name = new URL(request.url).searchParams.get('name') ?? form.get('name') ?? file.name
  const alt = form.get('alt')
  const metadata = await ingestUpload(
    deps.db,
    deps.store,
    {
      name: typeof name === 'string' ? name : '',
      alt: typeof alt === 'string' ? alt : undefined,
      bytes: Buffer.from(await file.arrayBuffer()),
    },
    { maxBytes, t },
  )
  return Response.json(metadata)
}

/** GET …/b/{bucket}/o?q=&page=: one page of the library, newest first. */
export const listObjects = (request: Request, bucket: string) => async (deps: StorageApiDeps) => {
  checkBucket(deps, bucket)
  const url = new URL(request.url)
  const { items, page, pageCount } = await listMedia(deps.db, {
    q: url.searchParams.get('q') ?? '',
    page: pageParam(url),
  })
  const found = items.map(({ id, name, url, width, height, alt, contentType }) => ({
    id,
    name,
    url,
    width,
    height,
    alt,
    contentType,
  }))
  return Response.json(
    { items: found, page, pageCount },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

/** GET …/b/{bucket}/o/{object}: the object's metadata and download URL. */
export const getObject = (bucket: string, object: string) => async (deps: StorageApiDeps) => {
  checkBucket(deps, bucket)
  const metadata = await findObject(deps.db, object)
  if (!metadata) throw new StorageError('storage/object-not-found', deps.t('media:errors.notFound'))
  return Response.json(metadata, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** DELETE …/b/{bucket}/o/{object}: 204 once gone. */
export const deleteObject = (bucket: string, object: string) => async (deps: StorageApiDeps) => {
  checkBucket(deps, bucket)
  const metadata = await findObject(deps.db, object)
  if (!metadata || !(await deleteMedia(deps.db, metadata.id, deps.store)))
    throw new StorageError('storage/object-not-found', deps.t('media:errors.notFound'))
  return new Response(null, { status: 204 })
}

/**
 * Reads the body up to `limit` bytes (never more into memory), then parses it as multipart.
 * undefined: not a multipart body.
 */
async function readMultipart(request: Request, limit: number): Promise<FormData | 'tooLarge' | undefined> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return 'tooLarge'
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data') || !request.body) return undefined
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.length
    if (total > limit) {
      await reader.cancel()
      return 'tooLarge'
    }
    chunks.push(value)
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': type } }).formData()
  } catch {
    return undefined
  }
}
