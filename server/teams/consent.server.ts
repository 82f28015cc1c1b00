import { ERASE_AFTER_DAYS } from '#app/schemas/teams.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { runEvery } from '../jobs.server.ts'
import { isGuardianOf } from '../players/guardianship.server.ts'
import { endGuardianAccessAt18 } from '../players/own-account.server.ts'
import { dropPlayerPhoto } from '../players/photo-drop.server.ts'
import { releaseAttendanceOf } from './calendar.server.ts'
import { deleteExpiredInvites } from './invites.server.ts'

/**
 * A guardian withdraws consent (docs/decisions/049): the player is hidden from every screen at once
 * (the queries leave out `withdrawnAt`) and erased ERASE_AFTER_DAYS later by the daily job. False
 * when the account is not the player's guardian.
 */
export async function withdrawConsent(
  db: Db,
  input: { playerId: number; guardian: { id: string; email: string }; ip?: string | undefined },
  now = new Date(),
) {
  if (!(await isGuardianOf(db, input.guardian.id, input.playerId))) return false
  // The photo needs no 30 days' grace: nobody may see it from now on.
  await dropPlayerPhoto(db, input.playerId)
  await db
    .updateTable('player')
    .set({ withdrawnAt: now.toISOString() })
    .where('id', '=', input.playerId)
    .where('withdrawnAt', 'is', null)
    .execute()
  await recordAudit(db, {
    action: 'player.withdraw',
    user: input.guardian,
    target: { type: 'player', id: input.playerId },
    ...(input.ip ? { ip: input.ip } : {}),
  })
  return true
}

/**
 * The daily job: players whose consent was withdrawn ERASE_AFTER_DAYS ago are erased; the foreign
 * keys take their guardians' links and everything recorded about them, and leave their roster lines
 * with the typed name only. Attendance survives detached only at a team that states why it keeps it.
 */
export async function eraseWithdrawnPlayers(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - ERASE_AFTER_DAYS * 86_400_000).toISOString()
  const due = await db.selectFrom('player').select('id').where('withdrawnAt', '<=', before).execute()
  let erased = 0
  for (const { id } of due) {
    await releaseAttendanceOf(db, id)
    // Another instance may have erased it first: one audit record per erasure.
    const done = await db.deleteFrom('player').where('id', '=', id).executeTakeFirst()
    if (Number(done.numDeletedRows) !== 1) continue
    erased++
    await recordAudit(db, { action: 'player.erase', target: { type: 'player', id } })
  }
  return erased
}

/**
 * Every hour in this instance: invitations past their time and withdrawn players past 30 days go,
 * and guardians who kept access to a player with their own account lose it when the player turns 18.
 */
export function keepTeamDataTidy(db: Db, onError: (error: unknown) => void) {
  runEvery(
    3_600_000,
    async () => {
      await deleteExpiredInvites(db)
      await eraseWithdrawnPlayers(db)
      await endGuardianAccessAt18(db)
    },
    onError,
  )
}
