import { data } from 'react-router'
import { idParam } from '../content/admin-editor.server.ts'
import { db } from '../db/db.server.ts'
import { findTeamEvent } from './calendar.server.ts'
import { findTeam } from './teams.server.ts'

/** The team of a coach's URL (`:id`), or the 404 a missing or malformed id gets. */
export async function teamOfParams(params: { id: string }) {
  const id = idParam(params.id)
  const team = id === undefined ? undefined : await findTeam(db, id)
  if (!team) throw data(null, { status: 404 })
  return team
}

/** The team's event of a coach's URL (`:eventId`): another team's event is a 404 too. */
export async function teamEventOfParams(teamId: number, params: { eventId: string }) {
  const id = idParam(params.eventId)
  const event = id === undefined ? undefined : await findTeamEvent(db, teamId, id)
  if (!event) throw data(null, { status: 404 })
  return event
}
