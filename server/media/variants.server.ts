import { createHash } from 'node:crypto'
import type Sharp from 'sharp'
import type { Db } from '../db/connection.server.ts'
import { loadOnUse } from '../load-on-use.server.ts'
import { logger } from '../logger.server.ts'
import { storage, type Storage } from './storage.server.ts'

/** Another encoding or size of a stored picture, served at /media/{name} like the original. */
export interface Variant {
  name: string
  contentType: string
  width: number
  height: number
}

/** Parses the `variants` column; anything unreadable is no variants. */
export function parseVariants(json: string | null | undefined): Variant[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is Variant => typeof v?.name === 'string') : []
  } catch {
    return []
  }
}

/**
 * Social networks do not show SVG previews: a JPEG copy of a drawn cover serves as the Open Graph
 * image. Best effort: without it the page still works and shares show no picture.
 */
export async function addSocialVariant(
  db: Db,
  media: { id: number; name: string },
  svg: Buffer,
  size: { width: number; height: number },
  store: Storage = storage(),
) {
  try {
    const sharp = loadOnUse('sharp') as typeof Sharp
    const bytes = await sharp(svg)
      .resize(size.width, size.height)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
    const name = `${media.name.replace(/-[0-9a-f]{10}\.[a-z]+$/, '')}-social-${hash}.jpg`
    await store.put(`media/${name}`, bytes, 'image/jpeg')
    const row = await db.selectFrom('media').select('variants').where('id', '=', media.id).executeTakeFirst()
    const variants: Variant[] = [
      ...parseVariants(row?.variants),
      { name, contentType: 'image/jpeg', ...size },
    ]
    await db
      .updateTable('media')
      .set({ variants: JSON.stringify(variants) })
      .where('id', '=', media.id)
      .execute()
  } catch (error) {
    logger.warn(
      { media: media.name, err: error instanceof Error ? error.message : String(error) },
      'no social image variant',
    )
  }
}
