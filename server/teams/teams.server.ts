import type { AuditAction } from '#app/schemas/audit.ts'
import type { RosterLineInput, TeamInput } from '#app/schemas/teams.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'

/**
 * The coach's teams and their rosters (docs/decisions/049-teams-players-guardians.md). A roster
 * line holds the name the coach typed; what it says about consent is read from its player and its
 * open invitation, never stored twice.
 */

export interface Actor {
  user: { id: string; email: string }
  ip?: string | undefined
}

/** The audit record of a change to a team (no child's name in it: ids only). */
export const auditTeam = (
  db: Db,
  action: AuditAction,
  by: Actor,
  teamId: number,
  detail?: Record<string, string | number | boolean | null>,
) =>
  recordAudit(db, {
    action,
    user: by.user,
    target: { type: 'team', id: teamId },
    ...(detail ? { detail } : {}),
    ...(by.ip ? { ip: by.ip } : {}),
  })

export async function createTeam(db: Db, input: TeamInput, by: Actor) {
  const { id } = await db.insertInto('team').values(input).returning('id').executeTakeFirstOrThrow()
  await auditTeam(db, 'team.create', by, id)
  return id
}

/** False when there is no such team. */
export async function updateTeam(db: Db, id: number, input: TeamInput, by: Actor) {
  const done = await db
    .updateTable('team')
    .set({ ...input, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) return false
  await auditTeam(db, 'team.update', by, id)
  return true
}

/** Archives a team at the end of its season (or brings it back); its history stays. */
export async function archiveTeam(db: Db, id: number, archived: boolean, by: Actor) {
  const now = new Date().toISOString()
  const done = await db
    .updateTable('team')
    .set({ archivedAt: archived ? now : null, updatedAt: now })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(done.numUpdatedRows) !== 1) return false
  await auditTeam(db, 'team.archive', by, id, { archived })
  return true
}

/** The teams, current ones first, newest season first, with how many players each has. */
export const listTeams = (db: Db) =>
  db
    .selectFrom('team')
    .select((eb) => [
      'team.id',
      'team.name',
      'team.season',
      'team.programme',
      'team.ageBand',
      'team.colour',
      'team.archivedAt',
      eb
        .selectFrom('team_member')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('team_member.teamId', '=', 'team.id')
        .where('team_member.role', '=', 'player')
        .as('players'),
    ])
    .orderBy((eb) => eb.case().when('team.archivedAt', 'is', null).then(0).else(1).end())
    .orderBy('team.season', 'desc')
    .orderBy('team.name')
    .limit(200)
    .execute()

export const findTeam = (db: Db, id: number) =>
  db.selectFrom('team').selectAll().where('id', '=', id).executeTakeFirst()

/**
 * Where a roster line stands: `named` (only the typed name), `invited` (an invitation is open),
 * `consented` (a player record exists), `withdrawn` (consent withdrawn: hidden, erased soon).
 */
export type ConsentState = 'named' | 'invited' | 'consented' | 'withdrawn'

/**
 * A team's roster for the coach. Before consent a line shows the typed name only; after it, the
 * player's record. A withdrawn player shows as such, with nothing but the typed name.
 */
export async function rosterOf(db: Db, teamId: number, now = new Date()) {
  const rows = await db
    .selectFrom('team_member')
    .leftJoin('player', 'player.id', 'team_member.playerId')
    .select([
      'team_member.id',
      'team_member.role',
      'team_member.typedName',
      'team_member.shirtNumber',
      'team_member.playerId',
      'player.name',
      'player.birthYear',
      'player.withdrawnAt',
      'player.photoKey',
      'player.photoConsentAt',
      (eb) =>
        eb
          .selectFrom('team_invite')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .whereRef('team_invite.memberId', '=', 'team_member.id')
          .where('team_invite.expiresAt', '>', now.toISOString())
          .as('openInvites'),
    ])
    .where('team_member.teamId', '=', teamId)
    .orderBy('team_member.role')
    .orderBy('team_member.id')
    .execute()
  return rows.map((row) => {
    const state: ConsentState =
      row.playerId === null
        ? Number(row.openInvites) > 0
          ? 'invited'
          : 'named'
        : row.withdrawnAt
          ? 'withdrawn'
          : 'consented'
    const shown = state === 'consented'
    return {
      id: row.id,
      role: row.role,
      shirtNumber: row.shirtNumber,
      state,
      name: shown && row.name ? row.name : row.typedName,
      birthYear: shown ? row.birthYear : null,
      /** Set only while consent stands: the link to the player's assessments and reports. */
      playerId: shown ? row.playerId : null,
      /** A photo to show (served by /account/players/:id/photo) while both consents stand. */
      hasPhoto: shown && row.photoKey !== null && row.photoConsentAt !== null,
    }
  })
}

export async function addRosterLine(db: Db, teamId: number, input: RosterLineInput, by: Actor) {
  const { id } = await db
    .insertInto('team_member')
    .values({ teamId, role: input.role, typedName: input.typedName, shirtNumber: input.shirtNumber })
    .returning('id')
    .executeTakeFirstOrThrow()
  await auditTeam(db, 'team.member', by, teamId, { added: id, role: input.role })
  return id
}

/**
 * Takes a line off the roster (the player's record stays theirs and their guardians'; only the
 * link to this team goes). False when the line is not this team's.
 */
export async function removeRosterLine(db: Db, teamId: number, memberId: number, by: Actor) {
  const done = await db
    .deleteFrom('team_member')
    .where('id', '=', memberId)
    .where('teamId', '=', teamId)
    .executeTakeFirst()
  if (Number(done.numDeletedRows) !== 1) return false
  await auditTeam(db, 'team.member', by, teamId, { removed: memberId })
  return true
}

/** The teams each of a guardian's players is on (current ones), for /account/players. */
export async function teamsOfPlayers(db: Db, playerIds: readonly number[]) {
  if (!playerIds.length) return new Map<number, string[]>()
  const rows = await db
    .selectFrom('team_member')
    .innerJoin('team', 'team.id', 'team_member.teamId')
    .select(['team_member.playerId', 'team.name', 'team.season'])
    .where('team_member.playerId', 'in', playerIds)
    .where('team.archivedAt', 'is', null)
    .orderBy('team.season', 'desc')
    .orderBy('team.name')
    .execute()
  const teams = new Map<number, string[]>()
  for (const row of rows)
    if (row.playerId !== null)
      teams.set(row.playerId, [...(teams.get(row.playerId) ?? []), `${row.name} (${row.season})`])
  return teams
}
