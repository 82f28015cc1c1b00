import { data } from 'react-router'
import type { Route } from './+types/team-feed'
import { icsResponse } from '#server/calendar/ics.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { teamFeedIcs } from '#server/teams/team-feed.server.ts'

/**
 * /equipos/:id/calendario.ics?token=…: a team's calendar for the apps its players and guardians
 * subscribe with. The token is the only key (calendar apps send no session); a wrong one is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const ics =
    Number.isInteger(id) && id > 0 && token
      ? await teamFeedIcs(db, { teamId: id, token, origin: publicOrigin(request) })
      : undefined
  if (!ics) throw data(null, { status: 404 })
  return icsResponse(ics, {
    filename: 'calendario.ics',
    disposition: 'inline',
    cacheControl: 'private, no-store',
  })
}
