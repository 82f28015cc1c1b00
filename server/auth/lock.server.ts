import { recordAudit } from '../audit/audit.server.ts'
import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import type { CurrentSession } from './session.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'

export type UnlockResult = 'unlocked' | 'wrong' | 'signedOut'

/** Wrong passwords allowed on the lock screen since the lock: the fifth ends the session. */
export const UNLOCK_TRIES = 5

/**
 * Unlocks the session with the account's password. The fifth wrong try since the lock ends the
 * session at once, however slowly the tries come (as the lock screen says): the count is kept on
 * the session row, so every instance sees it, and no device cookie adds tries. The person at the
 * keyboard must then sign in from scratch. The account's password-check limit also ends it.
 */
export async function unlock(
  id: Identity,
  session: CurrentSession,
  input: { password: string; ip?: string },
): Promise<UnlockResult> {
  try {
    if (await verifyOwnPassword(id, session.user.id, input.password)) {
      const { numUpdatedRows } = await id.db
        .updateTable('session')
        .set({ lockedAt: null, unlockFailures: 0, lastActivityAt: new Date().toISOString() })
        .where('id', '=', session.id)
        .executeTakeFirst()
      // A wrong try in a concurrent request may have just ended the session.
      return numUpdatedRows > 0n ? 'unlocked' : 'signedOut'
    }
    if ((await countUnlockFailure(id, session.id)) < UNLOCK_TRIES) return 'wrong'
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
  }
  await id.db.deleteFrom('session').where('id', '=', session.id).execute()
  await recordAudit(id.db, {
    action: 'auth.signOut',
    user: { id: session.user.id, email: session.user.email },
    ip: input.ip,
    detail: { lockScreenFailures: true },
  })
  return 'signedOut'
}

/** Adds one wrong password to the session's count in one statement (concurrent tries all count). */
async function countUnlockFailure(id: Identity, sessionId: string): Promise<number> {
  const row = await id.db
    .updateTable('session')
    .set((eb) => ({ unlockFailures: eb('unlockFailures', '+', 1) }))
    .where('id', '=', sessionId)
    .returning('unlockFailures')
    .executeTakeFirst()
  return row ? Number(row.unlockFailures) : UNLOCK_TRIES
}
