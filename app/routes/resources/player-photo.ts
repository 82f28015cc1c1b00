import { data } from 'react-router'
import type { Route } from './+types/player-photo'
import { requireUser } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { serveStoredFile } from '#server/http/stored-file.server.ts'
import { playerForViewer } from '#server/teams/assessments.server.ts'
import { photoOf } from '#server/players/photo.server.ts'

/**
 * A player's photo: for those who may see the player (their guardians, their own account, the
 * coach), while the photo consent stands; never stored by a shared cache. Anyone else gets 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = idParam(params.id)
  const player = id === undefined ? undefined : await playerForViewer(db, user, id)
  const photo = player ? await photoOf(db, player.id) : undefined
  if (!photo) throw data(null, { status: 404 })
  return serveStoredFile(request, { ...photo, inline: true })
}
