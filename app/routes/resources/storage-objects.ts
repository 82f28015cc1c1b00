import type { Route } from './+types/storage-objects'
import { listObjects, storageCall, uploadObject } from '#server/media/storage-api.server.ts'
import { appStorageDeps } from '#server/media/storage-app.server.ts'
import { getOptionalUser } from '#server/auth/guards.server.ts'
import { limitUpload } from '#server/rate-limit/shared.server.ts'

/** GET /api/storage/v0/b/{bucket}/o?q=: the library's objects (the media picker reads it). */
export function loader({ request, params }: Route.LoaderArgs) {
  return storageCall(appStorageDeps(request), request, listObjects(request, params.bucket))
}

/** POST /api/storage/v0/b/{bucket}/o?name=…: multipart upload (SPEC.md section 7). */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
  // storageCall has checked the admin role and the origin before this runs; uploads are counted per admin.
  return storageCall(appStorageDeps(request), request, async (deps) => {
    const admin = await getOptionalUser(request)
    if (admin) await limitUpload(admin.id)
    return uploadObject(request, params.bucket)(deps)
  })
}
