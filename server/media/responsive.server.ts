import type { PictureImage, PictureSource } from '#app/components/media/picture.tsx'
import type { Db } from '../db/connection.server.ts'
import { mediaUrl } from './media.server.ts'
import { parseVariants } from './variants.server.ts'

/** Offered as <source>s, best compression first; the original (any type) stays the <img> fallback. */
const SOURCE_TYPES = ['image/avif', 'image/webp'] as const

/** A media row as the pages read it (the columns `responsiveImage` needs). */
export interface PictureRow {
  name: string
  contentType: string
  width: number | null
  height: number | null
  alt: string | null
  variants: string | null
}

/** The longest start the addresses share. */
function sharedStart(urls: string[]) {
  let prefix = urls[0] ?? ''
  for (const url of urls) while (!url.startsWith(prefix)) prefix = prefix.slice(0, -1)
  return prefix
}

/**
 * One srcset per modern type from the original and its copies: each width once, narrowest first.
 * A WebP original (what uploads are) is the widest WebP entry; an SVG original has none.
 */
export function pictureSources(
  files: { name: string; contentType: string; width: number | null }[],
): PictureSource[] {
  return SOURCE_TYPES.flatMap((type) => {
    const byWidth = new Map<number, string>()
    for (const file of files)
      if (file.contentType === type && file.width && !byWidth.has(file.width))
        byWidth.set(file.width, mediaUrl(file.name))
    const entries = [...byWidth].sort(([a], [b]) => a - b)
    if (!entries.length) return []
    const prefix = sharedStart(entries.map(([, url]) => url))
    return [
      {
        type,
        prefix,
        files: entries.map(([width, url]): [string, number] => [url.slice(prefix.length), width]),
      },
    ]
  })
}

/** What <Picture> and the rich-text renderer need to show a stored picture. */
export function responsiveImage(row: PictureRow, fallback = { width: 1200, height: 630 }): PictureImage {
  return {
    src: mediaUrl(row.name),
    width: row.width ?? fallback.width,
    height: row.height ?? fallback.height,
    alt: row.alt ?? '',
    sources: pictureSources([row, ...parseVariants(row.variants)]),
  }
}

/** A cover's columns, for a query that left-joins `media` on its cover id. */
export const COVER_COLUMNS = [
  'media.name as coverName',
  'media.contentType as coverType',
  'media.width as coverWidth',
  'media.height as coverHeight',
  'media.alt as coverAlt',
  'media.variants as coverVariants',
] as const

export interface CoverColumns {
  coverName: string | null
  coverType: string | null
  coverWidth: number | null
  coverHeight: number | null
  coverAlt: string | null
  coverVariants: string | null
}

/** The cover read through COVER_COLUMNS as a picture, or null when there is none. */
const coverPicture = (row: CoverColumns) =>
  row.coverName
    ? responsiveImage({
        name: row.coverName,
        contentType: row.coverType ?? '',
        width: row.coverWidth,
        height: row.coverHeight,
        alt: row.coverAlt,
        variants: row.coverVariants,
      })
    : null

/** A row read with COVER_COLUMNS as its other columns and its cover picture. */
export function splitCover<R extends CoverColumns>(row: R) {
  const {
    coverName: _name,
    coverType: _type,
    coverWidth: _width,
    coverHeight: _height,
    coverAlt: _alt,
    coverVariants: _variants,
    ...rest
  } = row
  return { rest, cover: coverPicture(row) }
}

/** The stored pictures behind these /media/ addresses, keyed by address; unknown ones are left out. */
export async function findPictures(db: Db, urls: string[]) {
  const names = [...new Set(urls)].flatMap((url) => {
    try {
      return [decodeURIComponent(url.replace(/^\/media\//, ''))]
    } catch {
      return []
    }
  })
  const rows = names.length
    ? await db
        .selectFrom('media')
        .select(['name', 'contentType', 'width', 'height', 'alt', 'variants'])
        .where('name', 'in', names)
        .execute()
    : []
  return new Map(rows.map((row) => [mediaUrl(row.name), responsiveImage(row)]))
}
