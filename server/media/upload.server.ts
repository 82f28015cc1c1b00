import type { TFunction } from 'i18next'
import { AltSchema, MediaFileNameSchema } from '#app/schemas/media.ts'
import type { Db } from '../db/connection.server.ts'
import { encodeImage } from './image.server.ts'
import { saveMedia } from './media.server.ts'
import { findObjectById } from './objects.server.ts'
import { StorageError } from './storage-errors.server.ts'
import type { Storage } from './storage.server.ts'

export interface UploadInput {
  /** The `name` parameter: the file name the coach picked. */
  name: string
  bytes: Buffer
  alt?: string
}

const problemKeys = {
  notAnImage: 'media:errors.notAnImage',
  tooManyPixels: 'media:errors.tooManyPixels',
} as const

/**
 * Checks and stores one uploaded picture: a plain file name, at most `maxBytes`, an image by its
 * content, re-encoded (see encodeImage). Refusals are StorageErrors with a message in `t`'s language.
 */
export async function ingestUpload(
  db: Db,
  store: Storage,
  input: UploadInput,
  { maxBytes, t }: { maxBytes: number; t: TFunction },
) {
  const name = MediaFileNameSchema.safeParse(input.name)
  if (!name.success)
    throw new StorageError('storage/invalid-argument', t(name.error.issues[0]?.message ?? ''))
  const alt = AltSchema.safeParse(input.alt)
  if (!alt.success) throw new StorageError('storage/invalid-argument', t(alt.error.issues[0]?.message ?? ''))
  if (input.bytes.length > maxBytes)
    throw new StorageError('storage/server-file-wrong-size', tooLarge(t, maxBytes))
  const image = await encodeImage(input.bytes)
  if (!image.ok) throw new StorageError('storage/invalid-format', t(problemKeys[image.problem]))
  const { main, variants } = image
  const saved = await saveMedia(
    db,
    {
      base: name.data.replace(/\.[^.]*$/, ''),
      extension: main.extension,
      contentType: main.contentType,
      bytes: main.bytes,
      width: main.width,
      height: main.height,
      alt: alt.data,
      variants,
      customMetadata: { originalName: name.data },
    },
    store,
  )
  const metadata = await findObjectById(db, saved.id)
  if (!metadata) throw new StorageError('storage/unknown', t('media:errors.unknown'))
  return metadata
}

export const tooLarge = (t: TFunction, maxBytes: number) =>
  t('media:errors.tooLarge', { size: Math.round((maxBytes / 1024 / 1024) * 10) / 10 })
