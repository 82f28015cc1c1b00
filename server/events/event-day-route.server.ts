import { data } from 'react-router'
import { requireRole } from '../auth/guards.server.ts'
import { idParam } from '../content/admin-editor.server.ts'
import { db } from '../db/db.server.ts'
import { findEventForDay } from './event-day.server.ts'

/** The coach's day screens: admin only, the event of `:id` or a 404. */
export async function coachEventOf(request: Request, params: { id?: string }) {
  const user = await requireRole(request, 'admin')
  const id = idParam(params.id)
  const event = id === undefined ? undefined : await findEventForDay(db, id)
  if (!event) throw data(null, { status: 404 })
  return { user, event }
}
