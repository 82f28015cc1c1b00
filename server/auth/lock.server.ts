import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import type { CurrentSession } from './session.server.ts'
import { limits } from '../rate-limit/limits.server.ts'
import { TooManyAttempts } from '../rate-limit/rate-limiter.server.ts'

export type UnlockResult = 'unlocked' | 'wrong' | 'signedOut'

/**
 * Unlocks the session with the account's password. The fifth wrong try ends the session at once
 * (as the lock screen says): the person at the keyboard must then sign in from scratch.
 */
export async function unlock(id: Identity, session: CurrentSession, password: string): Promise<UnlockResult> {
  try {
    if (await verifyOwnPassword(id, session.user.id, password)) {
      await id.db
        .updateTable('session')
        .set({ lockedAt: null, lastActivityAt: new Date().toISOString() })
        .where('id', '=', session.id)
        .execute()
      return 'unlocked'
    }
    if (!(await id.limiter.blockedFor([limits.password(session.user.id)]))) return 'wrong'
  } catch (error) {
    if (!(error instanceof TooManyAttempts)) throw error
  }
  await id.db.deleteFrom('session').where('id', '=', session.id).execute()
  return 'signedOut'
}
