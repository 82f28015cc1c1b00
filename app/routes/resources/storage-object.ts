import type { Route } from './+types/storage-object'
import { deleteObject, getObject, storageCall } from '#server/media/storage-api.server.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { getOptionalUser } from '#server/auth/guards.server.ts'
import { appStorageDeps } from '#server/media/storage-app.server.ts'

/** GET /api/storage/v0/b/{bucket}/o/{object}: metadata and download URL (SPEC.md section 7). */
export function loader({ request, params }: Route.LoaderArgs) {
  return storageCall(appStorageDeps(request), request, getObject(params.bucket, params.object))
}

/** DELETE /api/storage/v0/b/{bucket}/o/{object}: 204 once deleted (and written to the audit log). */
export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE')
    return new Response(null, { status: 405, headers: { Allow: 'GET, DELETE' } })
  return storageCall(appStorageDeps(request), request, async (deps) => {
    const existing = await getOptionalUser(request)
    const response = await deleteObject(params.bucket, params.object)(deps)
    if (existing)
      await recordAudit(deps.db, {
        action: 'media.delete',
        user: existing,
        target: { type: 'media', id: params.object },
        ip: context.clientIp,
      })
    return response
  })
}
