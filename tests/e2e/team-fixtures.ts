import { withDatabase } from './event-fixtures.ts'

/** Teams straight in the e2e database for the specs of issue 33 (slice 2's flow has its own spec). */

/** A team whose roster holds a child with a player record the guardian consented to; its id. */
export function teamWithConsentedChild(teamName: string, child: string, guardianEmail: string) {
  return withDatabase((db) => {
    const now = new Date().toISOString()
    const { id: guardianId } = db.prepare('select id from user where email = ?').get(guardianEmail) as {
      id: string
    }
    const team = db
      .prepare(
        "insert into team (name, season, programme, ageBand, colour) values (?, '2026-27', 'infantil', 12, 'green') returning id",
      )
      .get(teamName) as { id: number }
    const player = db
      .prepare(
        "insert into player (guardianId, name, birthYear, consentVersion, consentAt) values (?, ?, 2014, 'e2e', ?) returning id",
      )
      .get(guardianId, child, now) as { id: number }
    db.prepare(
      "insert into player_guardian (playerId, userId, consentVersion, consentAt) values (?, ?, 'e2e', ?)",
    ).run(player.id, guardianId, now)
    db.prepare("insert into team_member (teamId, role, typedName, playerId) values (?, 'player', ?, ?)").run(
      team.id,
      child,
      player.id,
    )
    return team.id
  })
}
