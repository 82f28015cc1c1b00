import { createHash } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import { storage, type Storage } from './storage.server.ts'

/** Public address of a stored file; names are content-hashed, so they can be cached forever. */
export const mediaUrl = (name: string) => `/media/${encodeURIComponent(name)}`

export const MEDIA_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.(svg|webp|png|jpg|avif)$/

export interface NewMedia {
  /** Readable base of the file name, e.g. the post's slug. */
  base: string
  extension: 'svg' | 'webp' | 'png' | 'jpg' | 'avif'
  contentType: string
  bytes: Buffer
  width: number
  height: number
  alt: string
}

/** Stores the bytes, then the row (same content → same name → the existing row). */
export async function saveMedia(db: Db, file: NewMedia, store: Storage = storage()) {
  const md5 = createHash('md5').update(file.bytes).digest('base64')
  const short = createHash('sha256').update(file.bytes).digest('hex').slice(0, 10)
  const base =
    file.base
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .slice(0, 80)
      .replace(/^-+|-+$/g, '') || 'media'
  const name = `${base}-${short}.${file.extension}`
  const existing = await db
    .selectFrom('media')
    .select(['id', 'name'])
    .where('name', '=', name)
    .executeTakeFirst()
  if (existing) return existing
  const fullPath = `media/${name}`
  await store.put(fullPath, file.bytes)
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
      cacheControl: 'public, max-age=31536000, immutable',
      width: file.width,
      height: file.height,
      alt: file.alt,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow()
}

/** The file behind /media/{name}, or undefined (404). */
export async function readMedia(db: Db, name: string, store: Storage = storage()) {
  if (!MEDIA_NAME.test(name)) return undefined
  const row = await db
    .selectFrom('media')
    .select(['fullPath', 'contentType', 'cacheControl', 'md5Hash'])
    .where('name', '=', name)
    .executeTakeFirst()
  if (!row) return undefined
  const bytes = await store.get(row.fullPath)
  return bytes ? { ...row, bytes } : undefined
}
