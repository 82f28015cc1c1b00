import { createHash } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'
import { detachMedia } from './media-detach.server.ts'
import { StorageUnavailable } from './storage-errors.server.ts'
import { storage, type Storage } from './storage.server.ts'
import { parseVariants, type Variant } from './variants.server.ts'

/** Public address of a stored file; names are content-hashed, so they can be cached forever. */
export const mediaUrl = (name: string) => `/media/${encodeURIComponent(name)}`

export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,120}\.(svg|webp|png|jpg|avif)$/

const IMMUTABLE = 'public, max-age=31536000, immutable'

type Extension = 'svg' | 'webp' | 'png' | 'jpg' | 'avif'

export interface NewMedia {
  /** Readable base of the file name, e.g. the post's slug or the uploaded file's name. */
  base: string
  extension: Extension
  contentType: string
  bytes: Buffer
  width: number
  height: number
  alt: string
  /** Other encodings and sizes of the same picture, stored beside it and listed in `variants`. */
  variants?: { extension: Extension; contentType: string; bytes: Buffer; width: number; height: number }[]
  customMetadata?: Record<string, string>
}

/** "Foto del Campo (1).JPG" → "foto-del-campo-1"; accents and symbols fold to ASCII. */
export const slugifyBase = (base: string) =>
  base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '') || 'media'

/** Stores the bytes, then the row (same content → same name → the existing row). */
export async function saveMedia(db: Db, file: NewMedia, store: Storage = storage()) {
  const md5 = createHash('md5').update(file.bytes).digest('base64')
  const short = createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)
  const stem = `${slugifyBase(file.base)}-${short}`
  const name = `${stem}.${file.extension}`
  const existing = await db
    .selectFrom('media')
    .select(['id', 'name'])
    .where('name', '=', name)
    .executeTakeFirst()
  if (existing) return existing
  const variants: Variant[] = []
  for (const variant of file.variants ?? []) {
    const variantName = `${stem}-w${variant.width}.${variant.extension}`
    await store.put(`media/${variantName}`, variant.bytes, variant.contentType)
    variants.push({
      name: variantName,
      contentType: variant.contentType,
      width: variant.width,
      height: variant.height,
    })
  }
  const fullPath = `media/${name}`
  await store.put(fullPath, file.bytes, file.contentType)
  return db
    .insertInto('media')
    .values({
      bucket: store.bucket,
      fullPath,
      name,
      size: file.bytes.length,
      contentType: file.contentType,
      md5Hash: md5,
      generation: String(Date.now()),
      cacheControl: IMMUTABLE,
      width: file.width,
      height: file.height,
      alt: file.alt,
      variants: JSON.stringify(variants),
      customMetadata: JSON.stringify(file.customMetadata ?? {}),
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow()
}

/** Where a served name lives: its own row, or a variant listed in another row. */
async function locate(db: Db, name: string) {
  const row = await db
    .selectFrom('media')
    .select(['fullPath', 'contentType', 'cacheControl', 'md5Hash'])
    .where('name', '=', name)
    .executeTakeFirst()
  if (row) return row
  // MEDIA_NAME allows no quote, % or _, so the name is safe inside this LIKE pattern.
  const owner = await db
    .selectFrom('media')
    .select(['variants'])
    .where('variants', 'like', `%"name":"${name}"%`)
    .executeTakeFirst()
  const variant = parseVariants(owner?.variants).find((v) => v.name === name)
  if (!variant) return undefined
  return {
    fullPath: `media/${name}`,
    contentType: variant.contentType,
    cacheControl: IMMUTABLE,
    md5Hash: null,
  }
}

/** The file behind /media/{name}, or undefined (404). */
export async function readMedia(db: Db, name: string, store: Storage = storage()) {
  if (!MEDIA_NAME.test(name)) return undefined
  const row = await locate(db, name)
  if (!row) return undefined
  const bytes = await store.get(row.fullPath)
  if (!bytes) return undefined
  return { ...row, bytes, md5Hash: row.md5Hash ?? createHash('md5').update(bytes).digest('base64') }
}

/**
 * Removes the row and the covers pointing at it (one transaction), then the file and its variants:
 * a file left behind is harmless, a page pointing at a missing row is not. So once the row is gone
 * the media is deleted, even when the bucket does not answer: the files it could not remove are
 * logged with their keys for the operator, and the coach is not told of a failure that is not theirs.
 */
export async function deleteMedia(db: Db, id: number, store: Storage = storage()) {
  const row = await db.transaction().execute(async (tx) => {
    await detachMedia(tx, id)
    return tx.deleteFrom('media').where('id', '=', id).returning(['fullPath', 'variants']).executeTakeFirst()
  })
  if (!row) return false
  const keys = [row.fullPath, ...parseVariants(row.variants).map((variant) => `media/${variant.name}`)]
  const left: string[] = []
  for (const key of keys)
    await store.remove(key).catch((error: unknown) => {
      if (!(error instanceof StorageUnavailable)) throw error
      left.push(key)
    })
  if (left.length)
    logger.warn({ media: id, left }, 'media deleted; the bucket did not answer: its files are left behind')
  return true
}
