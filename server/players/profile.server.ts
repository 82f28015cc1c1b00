import { parsePositions } from '#app/schemas/player-profile.ts'
import type { Db } from '../db/connection.server.ts'
import { playerForViewer, reportsOf } from '../teams/assessments.server.ts'
import { eventsOfPlayers } from '../teams/calendar.server.ts'
import { teamsOfPlayers } from '../teams/teams.server.ts'
import { OWN_CONSENT_AGE } from '#app/schemas/teams.ts'
import { isGuardianOf } from './guardianship.server.ts'
import { ageIn } from './own-account.server.ts'

/**
 * A child's page (/account/players/:id) for whoever `playerForViewer` lets see the player (a
 * guardian, the player's own account, the coach): the record, teams, coming events and published
 * reports. Undefined for anyone else, a missing id or a withdrawn player alike. Only a guardian may
 * correct it (`mayCorrect`); a guardian and the player answer the events (`mayAnswer`).
 */
export async function playerPage(db: Db, viewer: { id: string; role?: string | null }, playerId: number) {
  const player = await playerForViewer(db, viewer, playerId)
  if (!player) return undefined
  const record = await db
    .selectFrom('player')
    .select(['positions', 'foot', 'photoKey', 'photoConsentAt', 'userId'])
    .where('id', '=', player.id)
    .executeTakeFirstOrThrow()
  const mayCorrect = await isGuardianOf(db, viewer.id, player.id)
  const reports = await reportsOf(db, player.id, { publishedOnly: true })
  return {
    ...player,
    positions: parsePositions(record.positions),
    foot: record.foot,
    photoConsent: record.photoConsentAt !== null,
    hasPhoto: record.photoConsentAt !== null && record.photoKey !== null,
    mayCorrect,
    mayAnswer: mayCorrect || record.userId === viewer.id,
    ownAccount: record.userId !== null,
    oldEnough: ageIn(player.birthYear) >= OWN_CONSENT_AGE,
    teams: (await teamsOfPlayers(db, [player.id])).get(player.id) ?? [],
    events: await eventsOfPlayers(db, [player.id]),
    reports: reports.map(({ id, period, teamName, season }) => ({ id, period, teamName, season })),
  }
}
