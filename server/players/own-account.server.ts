import { wallTimeOf } from '#app/calendar/zoned-time.ts'
import { OWN_CONSENT_AGE, PLAYER_CONSENT_VERSION } from '#app/schemas/teams.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { recordConsent } from '../privacy/consents.server.ts'
import { isGuardianOf } from './guardianship.server.ts'

/**
 * A player's own account (docs/decisions/049): a player of OWN_CONSENT_AGE or over, by birth year
 * in the site's current year, may be invited by a guardian; accepting links `player.userId` and
 * records the player's own consent. A guardian who chose not to keep access loses it then; one who
 * kept it (`accessUntil18`) loses it in the year the player turns 18 (the hourly job).
 */

/** The player's age as the site counts it: the current year at SITE_TIME_ZONE minus the birth year. */
export const ageIn = (birthYear: number, now = new Date(), timeZone = env().SITE_TIME_ZONE) =>
  Number(wallTimeOf(now, timeZone).date.slice(0, 4)) - birthYear

export type PlayerInviteTarget =
  | { kind: 'ok'; memberId: number; teamId: number; name: string; team: string; season: string }
  | { kind: 'notFound' }
  | { kind: 'tooYoung' }
  | { kind: 'noTeam' }
  | { kind: 'linked' }

/**
 * Whether a guardian may invite the player's own account, and the roster line the invitation
 * hangs on (an invitation is always to a roster line: the player's first team). The guardian's
 * choice to keep access until 18 is recorded on their own link now, so it holds at acceptance.
 */
export async function playerInviteTarget(
  db: Db,
  input: { playerId: number; guardianId: string },
  now = new Date(),
): Promise<PlayerInviteTarget> {
  if (!(await isGuardianOf(db, input.guardianId, input.playerId))) return { kind: 'notFound' }
  const player = await db
    .selectFrom('player')
    .select(['name', 'birthYear', 'userId'])
    .where('id', '=', input.playerId)
    .executeTakeFirstOrThrow()
  if (player.userId !== null) return { kind: 'linked' }
  if (ageIn(player.birthYear, now) < OWN_CONSENT_AGE) return { kind: 'tooYoung' }
  const line = await db
    .selectFrom('team_member')
    .innerJoin('team', 'team.id', 'team_member.teamId')
    .select(['team_member.id', 'team_member.teamId', 'team.name', 'team.season'])
    .where('team_member.playerId', '=', input.playerId)
    .orderBy('team_member.id')
    .executeTakeFirst()
  if (!line) return { kind: 'noTeam' }
  return {
    kind: 'ok',
    memberId: line.id,
    teamId: line.teamId,
    name: player.name,
    team: line.name,
    season: line.season,
  }
}

/** The inviting guardian's choice: keep access until the player is 18, or end it at acceptance. */
export const setAccessUntil18 = (db: Db, input: { playerId: number; guardianId: string; keep: boolean }) =>
  db
    .updateTable('player_guardian')
    .set({ accessUntil18: input.keep })
    .where('playerId', '=', input.playerId)
    .where('userId', '=', input.guardianId)
    .execute()

/**
 * The player accepts, in the caller's transaction: false when the record is gone, withdrawn or
 * already has an account (the page answers 404 as for a used token). The player's consent is a
 * `consent` row of their own account; guardians who did not keep access lose their link.
 */
export async function linkOwnAccount(
  trx: Db,
  input: { playerId: number; user: { id: string }; ip?: string | undefined },
) {
  const linked = await trx
    .updateTable('player')
    .set({ userId: input.user.id })
    .where('id', '=', input.playerId)
    .where('userId', 'is', null)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst()
  if (Number(linked.numUpdatedRows) !== 1) return false
  await recordConsent(trx, {
    userId: input.user.id,
    kind: 'playerData',
    ip: input.ip ?? null,
    version: PLAYER_CONSENT_VERSION,
  })
  // The player's own account may be one of the guardians' (a shared family account): it keeps
  // access as the player, not as a guardian.
  await trx
    .deleteFrom('player_guardian')
    .where('playerId', '=', input.playerId)
    .where((eb) => eb.or([eb('accessUntil18', '=', false), eb('userId', '=', input.user.id)]))
    .execute()
  return true
}

/**
 * The hourly job: guardians who kept access lose it in the year the player, who has an account of
 * their own, turns 18 (the site knows only the birth year). Returns how many links ended.
 */
export async function endGuardianAccessAt18(db: Db, now = new Date()) {
  const lastMinorYear = Number(wallTimeOf(now, env().SITE_TIME_ZONE).date.slice(0, 4)) - 18
  const due = await db
    .selectFrom('player_guardian')
    .innerJoin('player', 'player.id', 'player_guardian.playerId')
    .select(['player_guardian.playerId', 'player_guardian.userId'])
    .where('player.userId', 'is not', null)
    .where('player.birthYear', '<=', lastMinorYear)
    .execute()
  for (const link of due) {
    await db
      .deleteFrom('player_guardian')
      .where('playerId', '=', link.playerId)
      .where('userId', '=', link.userId)
      .execute()
    await recordAudit(db, {
      action: 'player.update',
      target: { type: 'player', id: link.playerId },
      detail: { guardianAccess: 'endedAt18' },
    })
  }
  return due.length
}

/** The player records an account is the player of (its own, while consent stands). */
export const ownRecords = (db: Db, userId: string) =>
  db
    .selectFrom('player')
    .select(['id', 'name', 'birthYear'])
    .where('userId', '=', userId)
    .where('withdrawnAt', 'is', null)
    .orderBy('id')
    .execute()
