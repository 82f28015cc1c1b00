import { createHash, randomBytes } from 'node:crypto'
import { INVITE_DAYS, PLAYER_CONSENT_VERSION } from '#app/schemas/teams.ts'
import type { Db } from '../db/connection.server.ts'
import { addGuardian, createPlayer, hasRoomFor, isGuardianOf } from '../players/guardianship.server.ts'
import { linkOwnAccount, playerInviteTarget, setAccessUntil18 } from '../players/own-account.server.ts'
import { recordConsent } from '../privacy/consents.server.ts'
import { auditTeam, type Actor } from './teams.server.ts'

/**
 * Guardians invited to a roster line by e-mail, and their consent (docs/decisions/049). The token
 * is stored as its SHA-256; the invitation, and the address with it, goes when it is accepted,
 * refused or expires. Accepting is the only way a child's record comes to exist for a team.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Opens an invitation for a guardian of a player's roster line. Undefined when the line is not the
 * team's, or is staff. Returns the token for the mail's link (never stored as such).
 */
export async function inviteGuardian(
  db: Db,
  input: { teamId: number; memberId: number; email: string },
  by: Actor,
  now = new Date(),
) {
  const line = await db
    .selectFrom('team_member')
    .select('id')
    .where('id', '=', input.memberId)
    .where('teamId', '=', input.teamId)
    .where('role', '=', 'player')
    .executeTakeFirst()
  if (!line) return undefined
  const token = await openInvite(db, { memberId: line.id, kind: 'guardian', email: input.email }, now)
  await auditTeam(db, 'team.invite', by, input.teamId, { member: line.id })
  return token
}

/** Stores an invitation (its token as the hash only) and returns the token for the mail's link. */
async function openInvite(
  db: Db,
  input: { memberId: number; kind: 'guardian' | 'player'; email: string },
  now: Date,
) {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('team_invite')
    .values({
      ...input,
      tokenHash: hashOf(token),
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
    })
    .execute()
  return token
}

/**
 * A guardian invites the player's own address (14 and over): on the player's first roster line,
 * with the guardian's choice to keep access until 18. A refusal says why (the page translates it);
 * `ok` carries the token for the mail.
 */
export async function invitePlayer(
  db: Db,
  input: { playerId: number; email: string; keepAccess: boolean },
  by: { user: { id: string; email: string }; ip?: string | undefined },
  now = new Date(),
) {
  const target = await playerInviteTarget(db, { playerId: input.playerId, guardianId: by.user.id }, now)
  if (target.kind !== 'ok') return target
  await setAccessUntil18(db, { playerId: input.playerId, guardianId: by.user.id, keep: input.keepAccess })
  const token = await openInvite(db, { memberId: target.memberId, kind: 'player', email: input.email }, now)
  await auditTeam(db, 'team.invite', by, target.teamId, { member: target.memberId, player: input.playerId })
  return { ...target, token }
}

/**
 * What the invitation page shows: the team and the name the coach typed. Undefined: expired,
 * unknown, or a player's own invitation whose record already has an account.
 */
export const findInvite = (db: Db, token: string, now = new Date()) =>
  db
    .selectFrom('team_invite')
    .innerJoin('team_member', 'team_member.id', 'team_invite.memberId')
    .innerJoin('team', 'team.id', 'team_member.teamId')
    .select([
      'team_invite.id',
      'team_invite.kind',
      'team_invite.email',
      'team_invite.memberId',
      'team_member.typedName',
      'team_member.playerId',
      'team.id as teamId',
      'team.name as teamName',
      'team.season',
    ])
    .leftJoin('player', 'player.id', 'team_member.playerId')
    .where('team_invite.tokenHash', '=', hashOf(token))
    .where('team_invite.expiresAt', '>', now.toISOString())
    // A player's own invitation is spent once the record has an account (or is gone or withdrawn).
    .where((eb) =>
      eb.or([
        eb('team_invite.kind', '=', 'guardian'),
        eb.and([
          eb('player.userId', 'is', null),
          eb('player.withdrawnAt', 'is', null),
          eb('player.id', 'is not', null),
        ]),
      ]),
    )
    .executeTakeFirst()

export type AcceptOutcome =
  | { kind: 'accepted'; playerId: number; teamId: number; own?: boolean }
  | { kind: 'expired' }
  /** The roster line's player has two guardians already. */
  | { kind: 'full' }
  /** The existing player named is not one of this account's. */
  | { kind: 'notYours' }

/**
 * A guardian consents through an invitation: the consent first (in `consent`, kind playerData),
 * then the child's record: the player the roster line already has (a second guardian), one of the
 * account's own players (`existingPlayerId`, from an event registration), or a new one made from
 * the typed name and the birth year the guardian gives. The invitation is used up.
 */
export async function acceptInvite(
  db: Db,
  input: {
    token: string
    user: { id: string; email: string }
    birthYear: number
    existingPlayerId?: number | undefined
    ip?: string | undefined
  },
  now = new Date(),
): Promise<AcceptOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
    const invite = await findInvite(trx, input.token, now)
    if (!invite) return { kind: 'expired' }
    if (invite.kind === 'player') {
      // The player's own consent: a record must exist (a guardian consented first) and have no account.
      if (invite.playerId === null || !(await linkOwnAccount(trx, { playerId: invite.playerId, ...input })))
        return { kind: 'expired' }
      await trx.deleteFrom('team_invite').where('id', '=', invite.id).execute()
      return { kind: 'accepted', playerId: invite.playerId, teamId: invite.teamId, own: true }
    }
    const at = now.toISOString()
    const consent = { version: PLAYER_CONSENT_VERSION, at }
    if (
      input.existingPlayerId !== undefined &&
      !(await isGuardianOf(trx, input.user.id, input.existingPlayerId))
    )
      return { kind: 'notYours' }
    // Checked before anything is written: a refused guardian leaves no consent behind.
    if (invite.playerId !== null && !(await hasRoomFor(trx, invite.playerId, input.user.id)))
      return { kind: 'full' }
    await recordConsent(trx, {
      userId: input.user.id,
      kind: 'playerData',
      ip: input.ip ?? null,
      version: PLAYER_CONSENT_VERSION,
    })
    let playerId = invite.playerId ?? input.existingPlayerId
    if (playerId === undefined)
      playerId = await createPlayer(trx, {
        guardianId: input.user.id,
        name: invite.typedName,
        birthYear: input.birthYear,
        consent,
      })
    else if ((await addGuardian(trx, { playerId, userId: input.user.id, consent })) === 'full')
      return { kind: 'full' }
    await trx.updateTable('team_member').set({ playerId }).where('id', '=', invite.memberId).execute()
    await trx.deleteFrom('team_invite').where('id', '=', invite.id).execute()
    return { kind: 'accepted', playerId, teamId: invite.teamId }
  })
  if (outcome.kind === 'accepted')
    await auditTeam(db, 'player.consent', { user: input.user, ip: input.ip }, outcome.teamId, {
      player: outcome.playerId,
      ...(outcome.own ? { own: true } : {}),
    })
  return outcome
}

/** The guardian refuses: the invitation and the address in it go; the roster keeps the typed name. */
export async function refuseInvite(db: Db, token: string, now = new Date()) {
  const invite = await findInvite(db, token, now)
  if (!invite) return false
  await db.deleteFrom('team_invite').where('id', '=', invite.id).execute()
  return true
}

/** The daily job: invitations past their time go, with the addresses in them. */
export async function deleteExpiredInvites(db: Db, now = new Date()) {
  const done = await db
    .deleteFrom('team_invite')
    .where('expiresAt', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(done.numDeletedRows)
}
