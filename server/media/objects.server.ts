import type { Db } from '../db/connection.server.ts'
import { mediaUrl } from './media.server.ts'
import { parseVariants } from './variants.server.ts'

const METADATA_COLUMNS = [
  'id',
  'bucket',
  'generation',
  'metageneration',
  'fullPath',
  'name',
  'size',
  'timeCreated',
  'updated',
  'md5Hash',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'contentType',
  'customMetadata',
  'width',
  'height',
  'alt',
  'variants',
] as const

// PostgreSQL hands timestamps back as Date objects, SQLite as ISO text.
const iso = (value: string | Date) => new Date(value).toISOString()

const parseCustom = (json: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {}
  } catch {
    return {}
  }
}

const selectMetadata = (db: Db) => db.selectFrom('media').select(METADATA_COLUMNS)
type MetadataRow = Awaited<ReturnType<ReturnType<typeof selectMetadata>['executeTakeFirstOrThrow']>>

/** One stored object by its full path (media/x.webp) or its name (x.webp). */
export async function findObject(db: Db, object: string) {
  const row = await selectMetadata(db)
    .where((eb) => eb.or([eb('fullPath', '=', object), eb('name', '=', object)]))
    .executeTakeFirst()
  return row && objectMetadata(row)
}

export async function findObjectById(db: Db, id: number) {
  const row = await selectMetadata(db).where('id', '=', id).executeTakeFirst()
  return row && objectMetadata(row)
}

/** The spec's storage object metadata (section 3), plus the download URL and the picture's size. */
export function objectMetadata(row: MetadataRow) {
  return {
    bucket: row.bucket,
    generation: row.generation,
    metageneration: row.metageneration,
    fullPath: row.fullPath,
    name: row.name,
    size: row.size,
    timeCreated: iso(row.timeCreated),
    updated: iso(row.updated),
    md5Hash: row.md5Hash,
    cacheControl: row.cacheControl,
    contentDisposition: row.contentDisposition,
    contentEncoding: row.contentEncoding,
    contentLanguage: row.contentLanguage,
    contentType: row.contentType,
    customMetadata: parseCustom(row.customMetadata),
    id: row.id,
    downloadUrl: mediaUrl(row.name),
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants: parseVariants(row.variants).map((v) => ({ ...v, url: mediaUrl(v.name) })),
  }
}

export type ObjectMetadata = ReturnType<typeof objectMetadata>
