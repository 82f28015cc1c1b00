import { data } from 'react-router'
import type { Route } from './+types/lesson-file'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { lessonFileFor } from '#server/courses/lesson-file-access.server.ts'
import { db } from '#server/db/db.server.ts'
import { byteRange } from '#server/http/byte-range.server.ts'
import { unavailableAs503 } from '#server/media/storage-errors.server.ts'
import { storage } from '#server/media/storage.server.ts'

/** `filename*` (RFC 6266) keeps accents; the plain `filename` is an ASCII stand-in for old clients. */
const disposition = (kind: string, name: string) =>
  `${kind === 'video' ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/**
 * A lesson's uploaded video or download, only for those who may read the lesson, in byte ranges
 * (video players seek with them). Never cached by shared caches.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const file = await lessonFileFor(db, {
    user,
    courseSlug: params.slug,
    lessonSlug: params.lesson,
    fileId: idParam(params.file) ?? 0,
  })
  if (!file) throw data(null, { status: 404 })
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': disposition(file.kind, file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
  const range = byteRange(request.headers.get('range'), file.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  const store = storage()
  const bytes = await (
    range ? store.getRange(file.storageKey, range.start, range.end) : store.get(file.storageKey)
  ).catch(unavailableAs503)
  if (!bytes) throw data(null, { status: 404 })
  headers.set('Content-Length', String(bytes.length))
  if (range)
    headers.set('Content-Range', `bytes ${range.start}-${range.start + bytes.length - 1}/${file.size}`)
  return new Response(new Uint8Array(bytes), { status: range ? 206 : 200, headers })
}
