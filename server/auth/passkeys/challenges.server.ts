import type { Db } from '../../db/connection.server.ts'
import type { PasskeyPurpose } from '../../db/schema.server.ts'

/** A ceremony has five minutes between asking for options and answering them. */
export const CHALLENGE_SECONDS = 5 * 60

/**
 * Stores a new ceremony's challenge (made by SimpleWebAuthn's options). Expired ones of anyone are
 * swept on the way, so abandoned ceremonies do not pile up.
 */
export async function storeChallenge(
  db: Db,
  challenge: { value: string; purpose: PasskeyPurpose; userId: string | null },
  now = new Date(),
) {
  await db.deleteFrom('passkey_challenge').where('expiresAt', '<=', now.toISOString()).execute()
  await db
    .insertInto('passkey_challenge')
    .values({
      challenge: challenge.value,
      purpose: challenge.purpose,
      userId: challenge.userId,
      expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000).toISOString(),
    })
    .execute()
}

/**
 * Takes a challenge out of the store: true once, for a live challenge of this purpose (and user, for
 * adding a passkey). The delete is the check, so two instances answering the same response cannot
 * both accept it.
 */
export async function consumeChallenge(
  db: Db,
  challenge: { value: string; purpose: PasskeyPurpose; userId: string | null },
  now = new Date(),
): Promise<boolean> {
  let query = db
    .deleteFrom('passkey_challenge')
    .where('challenge', '=', challenge.value)
    .where('purpose', '=', challenge.purpose)
    .where('expiresAt', '>', now.toISOString())
  query =
    challenge.userId === null
      ? query.where('userId', 'is', null)
      : query.where('userId', '=', challenge.userId)
  const { numDeletedRows } = await query.executeTakeFirst()
  return numDeletedRows > 0n
}

/** The challenge a browser's response answers (inside its clientDataJSON), or null when unreadable. */
export function answeredChallenge(clientDataJSON: unknown): string | null {
  if (typeof clientDataJSON !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'))
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : null
  } catch {
    return null
  }
}
