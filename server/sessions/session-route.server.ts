import { data } from 'react-router'
import { requireRole } from '../auth/guards.server.ts'
import { idParam } from '../content/admin-editor.server.ts'
import { db } from '../db/db.server.ts'
import { readsMembersContent } from '../memberships/content-access.server.ts'
import { findOwnSession } from './sessions.server.ts'

/** The signed-in user's own session of `/account/sessions/:id…`; anyone else's is a 404, as if absent. */
export async function ownSessionOf(request: Request, params: { id: string }) {
  const user = await requireRole(request, 'admin', 'user')
  const session = await findOwnSession(
    db,
    user.id,
    idParam(params.id) ?? 0,
    await readsMembersContent(db, request),
  )
  if (!session) throw data(null, { status: 404 })
  return { user, session }
}
