import { data } from 'react-router'
import type { Route } from './+types/assignment-file'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { playsInline } from '#server/courses/assignment-types.server.ts'
import { submissionFileFor } from '#server/courses/assignment-review.server.ts'
import { db } from '#server/db/db.server.ts'
import { serveStoredFile } from '#server/http/stored-file.server.ts'

/** A submitted assignment's file: for its learner and the coach only; anyone else gets 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const file = await submissionFileFor(db, { id: idParam(params.id) ?? 0, user })
  if (!file) throw data(null, { status: 404 })
  return serveStoredFile(request, { ...file, name: file.fileName, inline: playsInline(file.contentType) })
}
