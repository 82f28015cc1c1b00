import { data } from 'react-router'
import type { Route } from './+types/lesson-file'
import { getOptionalUser, requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { lessonFileFor } from '#server/courses/lesson-file-access.server.ts'
import { db } from '#server/db/db.server.ts'
import { serveStoredFile } from '#server/http/stored-file.server.ts'

/**
 * A lesson's uploaded video or download, only for those who may read the lesson, in byte ranges
 * (video players seek with them). Never cached by shared caches.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const file = await lessonFileFor(db, {
    user,
    courseSlug: params.slug,
    lessonSlug: params.lesson,
    fileId: idParam(params.file) ?? 0,
  })
  if (!file) {
    // A visitor is sent to sign in (and back): the lesson may open to them once signed in.
    if (!user || user.locked) await requireUser(request)
    throw data(null, { status: 404 })
  }
  return serveStoredFile(request, { ...file, inline: file.kind === 'video' })
}
