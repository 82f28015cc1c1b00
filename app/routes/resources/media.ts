import { data } from 'react-router'
import type { Route } from './+types/media'
import { db } from '#server/db/db.server.ts'
import { readMedia } from '#server/media/media.server.ts'
import { unavailableAs503 } from '#server/media/storage-errors.server.ts'

/**
 * Stored files by content-hashed name. SVG is served with a CSP that forbids scripts and outside
 * resources, so even a crafted SVG opened directly cannot run code on our origin.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await readMedia(db, params.file).catch(unavailableAs503)
  if (!file) throw data(null, { status: 404 })
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.length),
    'Cache-Control': file.cacheControl ?? 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    ETag: `"${file.md5Hash}"`,
  })
  return new Response(new Uint8Array(file.bytes), { headers })
}
