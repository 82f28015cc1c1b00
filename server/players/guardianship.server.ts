import { releaseAttendanceOf } from '../teams/calendar.server.ts'
import type { Db } from '../db/connection.server.ts'
import { dropPlayerPhoto } from './photo-drop.server.ts'

/**
 * Who may see and act for a player (docs/decisions/049-teams-players-guardians.md): the guardians
 * in `player_guardian` (one or two), each with the consent they gave. `player.guardianId` records
 * only who created the record; every access check goes through here.
 */

/** A player has at most two guardians with access. */
export const MAX_GUARDIANS = 2

/** The players the account is a guardian of, while their consent stands (not withdrawn). */
export const guardedPlayers = (db: Db, userId: string) =>
  db
    .selectFrom('player')
    .innerJoin('player_guardian', 'player_guardian.playerId', 'player.id')
    .where('player_guardian.userId', '=', userId)
    .where('player.withdrawnAt', 'is', null)

/** Whether the account is one of the player's guardians (and consent stands). */
export async function isGuardianOf(db: Db, userId: string, playerId: number) {
  const found = await guardedPlayers(db, userId)
    .select('player.id')
    .where('player.id', '=', playerId)
    .executeTakeFirst()
  return found !== undefined
}

interface Consent {
  version: string
  at: string
}

/**
 * Makes the player's record with its first guardian's consent, in the caller's transaction (the
 * consent row of `consent` is the caller's to write first): nothing of a child exists before this.
 */
export async function createPlayer(
  trx: Db,
  input: { guardianId: string; name: string; birthYear: number; consent: Consent },
) {
  const { id } = await trx
    .insertInto('player')
    .values({
      guardianId: input.guardianId,
      name: input.name,
      birthYear: input.birthYear,
      consentVersion: input.consent.version,
      consentAt: input.consent.at,
      createdAt: input.consent.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('player_guardian')
    .values({
      playerId: id,
      userId: input.guardianId,
      consentVersion: input.consent.version,
      consentAt: input.consent.at,
    })
    .execute()
  return id
}

/** Whether the account may become one of the player's guardians (it is one, or there is room). */
export async function hasRoomFor(db: Db, playerId: number, userId: string) {
  const guardians = await db
    .selectFrom('player_guardian')
    .select('userId')
    .where('playerId', '=', playerId)
    .execute()
  return guardians.some((row) => row.userId === userId) || guardians.length < MAX_GUARDIANS
}

/**
 * Adds a second guardian who consented. 'full' when the player has two already; 'already' when the
 * account is one of them (its consent is renewed).
 */
export async function addGuardian(
  trx: Db,
  input: { playerId: number; userId: string; consent: Consent },
): Promise<'added' | 'already' | 'full'> {
  const guardians = await trx
    .selectFrom('player_guardian')
    .select('userId')
    .where('playerId', '=', input.playerId)
    .execute()
  if (guardians.some((row) => row.userId === input.userId)) {
    await trx
      .updateTable('player_guardian')
      .set({ consentVersion: input.consent.version, consentAt: input.consent.at })
      .where('playerId', '=', input.playerId)
      .where('userId', '=', input.userId)
      .execute()
    return 'already'
  }
  if (guardians.length >= MAX_GUARDIANS) return 'full'
  await trx
    .insertInto('player_guardian')
    .values({
      playerId: input.playerId,
      userId: input.userId,
      consentVersion: input.consent.version,
      consentAt: input.consent.at,
    })
    .execute()
  return 'added'
}

/**
 * Before an account is deleted: a player it created who has another guardian passes to that
 * guardian, or else to the player's own account (14 and over), so the child's record does not go
 * with one parent's account (the foreign key on `player.guardianId` cascades). A player with
 * neither goes, as before.
 */
export async function handOverPlayersOf(db: Db, userId: string) {
  const created = await db
    .selectFrom('player')
    .select(['id', 'userId as ownAccount'])
    .where('guardianId', '=', userId)
    .execute()
  for (const { id, ownAccount } of created) {
    const other = await db
      .selectFrom('player_guardian')
      .select('userId')
      .where('playerId', '=', id)
      .where('userId', '!=', userId)
      .orderBy('consentAt')
      .executeTakeFirst()
    // A player with an account of their own holds the record when no guardian remains.
    const heir = other?.userId ?? (ownAccount !== userId ? ownAccount : null)
    if (heir) await db.updateTable('player').set({ guardianId: heir }).where('id', '=', id).execute()
    // The record goes with the account: attendance stays (detached) only where a team keeps it.
    else {
      await releaseAttendanceOf(db, id)
      await dropPlayerPhoto(db, id)
    }
  }
}
