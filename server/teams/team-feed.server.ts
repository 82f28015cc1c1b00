import { randomBytes, timingSafeEqual } from 'node:crypto'
import { icsCalendar } from '../calendar/ics.server.ts'
import type { Db } from '../db/connection.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { auditTeam, type Actor } from './teams.server.ts'

/**
 * A team's calendar feed, `/equipos/:id/calendario.ics?token=…` (docs/decisions/049): a team's times
 * and places are not public, so the feed answers only with the team's secret, which the coach makes
 * and renews on the team page (renewing cuts off every calendar subscribed with the old one).
 */

/** How far back the feed reaches: calendar apps keep what they already fetched. */
const FEED_DAYS_BACK = 60

/** Makes (or replaces) the team's feed secret: 144 random bits. False when there is no such team. */
export async function renewCalendarToken(db: Db, teamId: number, by: Actor) {
  const token = randomBytes(18).toString('base64url')
  const done = await db
    .updateTable('team')
    .set({ calendarToken: token })
    .where('id', '=', teamId)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) return false
  await auditTeam(db, 'team.update', by, teamId, { calendarToken: 'renewed' })
  return true
}

const sameSecret = (given: string, stored: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The team's feed as an iCalendar text, or undefined when the id or the token is wrong (the same
 * answer for both: no oracle of which teams exist). Cancelled dates stay, as CANCELLED.
 */
export async function teamFeedIcs(
  db: Db,
  input: { teamId: number; token: string; origin: string },
  now = new Date(),
) {
  const team = await db
    .selectFrom('team')
    .select(['id', 'name', 'calendarToken'])
    .where('id', '=', input.teamId)
    .executeTakeFirst()
  if (!team?.calendarToken || !sameSecret(input.token, team.calendarToken)) return undefined
  const events = await db
    .selectFrom('team_event')
    .select(['id', 'kind', 'opponent', 'place', 'startsAt', 'endsAt', 'cancelledAt', 'createdAt'])
    .where('teamId', '=', team.id)
    .where('endsAt', '>', new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000).toISOString())
    .orderBy('startsAt')
    .limit(500)
    .execute()
  const t = getFixedT('es')
  const host = new URL(input.origin).host
  return icsCalendar(
    {
      name: t('teamCalendar:feed.name', { team: team.name }),
      events: events.map((event) => ({
        uid: `team-event-${event.id}@${host}`,
        start: event.startsAt,
        end: event.endsAt,
        summary:
          event.kind === 'match'
            ? t('teamCalendar:feed.match', { team: team.name, opponent: event.opponent ?? '' })
            : t('teamCalendar:feed.training', { team: team.name }),
        location: event.place,
        status: event.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
        sequence: event.cancelledAt ? 1 : 0,
        updatedAt: event.cancelledAt ?? event.createdAt,
      })),
    },
    now,
  )
}
