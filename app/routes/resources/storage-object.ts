import type { Route } from './+types/storage-object'
import { deleteObject, getObject, storageCall } from '#server/media/storage-api.server.ts'
import { appStorageDeps } from '#server/media/storage-app.server.ts'

/** GET /api/storage/v0/b/{bucket}/o/{object}: metadata and download URL (SPEC.md section 7). */
export function loader({ request, params }: Route.LoaderArgs) {
  return storageCall(appStorageDeps(request), request, getObject(params.bucket, params.object))
}

/** DELETE /api/storage/v0/b/{bucket}/o/{object}: 204 once deleted. */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method !== 'DELETE')
    return new Response(null, { status: 405, headers: { Allow: 'GET, DELETE' } })
  return storageCall(appStorageDeps(request), request, deleteObject(params.bucket, params.object))
}
