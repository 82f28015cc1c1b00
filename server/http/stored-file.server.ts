import { data } from 'react-router'
import { unavailableAs503 } from '../media/storage-errors.server.ts'
import { storage } from '../media/storage.server.ts'
import { byteRange } from './byte-range.server.ts'

/** `filename*` (RFC 6266) keeps accents; the plain `filename` is an ASCII stand-in for old clients. */
const disposition = (inline: boolean, name: string) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

export interface StoredFile {
  storageKey: string
  contentType: string
  /** The object's size, for byte ranges; without it (a player's photo) the whole file is sent. */
  size?: number
  /** The name the download offers. */
  name: string
  /** Played in the page (a video) rather than saved. */
  inline: boolean
}

/**
 * A private file from the storage, in byte ranges (video players seek with them), never cached by
 * shared caches nor run as a page (sandboxed, no sniffing).
 */
export async function serveStoredFile(request: Request, file: StoredFile) {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'Content-Disposition': disposition(file.inline, file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
  const size = file.size ?? 0
  const range = file.size === undefined ? null : byteRange(request.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const store = storage()
  const bytes = await (
    range ? store.getRange(file.storageKey, range.start, range.end) : store.get(file.storageKey)
  ).catch(unavailableAs503)
  if (!bytes) throw data(null, { status: 404 })
  headers.set('Content-Length', String(bytes.length))
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.start + bytes.length - 1}/${size}`)
  return new Response(new Uint8Array(bytes), { status: range ? 206 : 200, headers })
}
