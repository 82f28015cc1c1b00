import sharp from 'sharp'
import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'
import { saveMedia } from './media.server.ts'
import type { Storage } from './storage.server.ts'

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
  store?: Storage,
) {
  try {
    const bytes = await sharp(svg)
      .resize(size.width, size.height)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
    const base = `${media.name.replace(/\.[a-z]+$/, '')}-social`
    const saved = await saveMedia(
      db,
      { base, extension: 'jpg', contentType: 'image/jpeg', bytes, alt: '', ...size },
      store,
    )
    const variants: Variant[] = [{ name: saved.name, contentType: 'image/jpeg', ...size }]
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
