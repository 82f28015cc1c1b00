import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import type { LessonFileKind } from '../db/schema.server.ts'
import type { Storage } from '../media/storage.server.ts'

/** What a lesson file may be, told by its first bytes (never by its name or the browser's word). */
const SIGNATURES: Array<{ contentType: string; video: boolean; matches: (bytes: Uint8Array) => boolean }> = [
  { contentType: 'application/pdf', video: false, matches: (b) => ascii(b, 0, 5) === '%PDF-' },
  { contentType: 'video/mp4', video: true, matches: (b) => ascii(b, 4, 8) === 'ftyp' },
  {
    contentType: 'video/webm',
    video: true,
    matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
]

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

export const sniffLessonFile = (bytes: Uint8Array) =>
  SIGNATURES.find((signature) => signature.matches(bytes)) ?? null

/**
 * The file's own name as the download offers it: no folders, no control or quote characters,
 * at most 120 characters (keeping the end, where the extension is).
 */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim()
  return (clean.length > 120 ? clean.slice(-120) : clean) || 'archivo'
}

export type LessonFileRefusal = 'type' | 'videoType'

/**
 * Stores an uploaded file for a lesson. A lesson has one video: a new one replaces the old one
 * (row and bytes). PDFs are downloads only; MP4 and WebM can be either.
 */
export async function addLessonFile(
  db: Db,
  store: Storage,
  { lessonId, kind, name, bytes }: { lessonId: number; kind: LessonFileKind; name: string; bytes: Buffer },
): Promise<{ ok: true; id: number } | { ok: false; refusal: LessonFileRefusal }> {
  const type = sniffLessonFile(bytes)
  if (!type) return { ok: false, refusal: 'type' }
  if (kind === 'video' && !type.video) return { ok: false, refusal: 'videoType' }
  const storageKey = `lessons/${randomBytes(16).toString('hex')}`
  await store.put(storageKey, bytes, type.contentType)
  const previous = kind === 'video' ? await filesOf(db, lessonId, 'video') : []
  const row = await db
    .insertInto('lesson_file')
    .values({
      lessonId,
      kind,
      name: cleanFileName(name),
      storageKey,
      contentType: type.contentType,
      size: bytes.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const old of previous) await removeLessonFile(db, store, { lessonId, fileId: old.id })
  return { ok: true, id: Number(row.id) }
}

const filesOf = (db: Db, lessonId: number, kind?: LessonFileKind) => {
  let query = db
    .selectFrom('lesson_file')
    .select(['id', 'kind', 'name', 'contentType', 'size', 'storageKey', 'createdAt'])
    .where('lessonId', '=', lessonId)
  if (kind) query = query.where('kind', '=', kind)
  return query.orderBy('id').execute()
}

/** A lesson's uploaded files, video first, then downloads in upload order. */
export async function lessonFiles(db: Db, lessonId: number) {
  const rows = await filesOf(db, lessonId)
  return rows
    .map(({ storageKey: _key, ...row }) => ({ ...row, id: Number(row.id) }))
    .sort((a, b) => Number(b.kind === 'video') - Number(a.kind === 'video'))
}

export type LessonFile = Awaited<ReturnType<typeof lessonFiles>>[number]

/** Deletes a file of this lesson (row, then bytes); false when the lesson has no such file. */
export async function removeLessonFile(
  db: Db,
  store: Storage,
  { lessonId, fileId }: { lessonId: number; fileId: number },
) {
  const file = await findLessonFile(db, { lessonId, fileId })
  if (!file) return false
  await db.deleteFrom('lesson_file').where('id', '=', file.id).execute()
  await store.remove(file.storageKey)
  return true
}

export function findLessonFile(db: Db, { lessonId, fileId }: { lessonId: number; fileId: number }) {
  return db
    .selectFrom('lesson_file')
    .selectAll()
    .where('id', '=', fileId)
    .where('lessonId', '=', lessonId)
    .executeTakeFirst()
}
