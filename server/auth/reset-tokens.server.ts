import { createHash } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'

/** better-auth names a reset link's verification row `reset-password:<token>`. */
const RESET_IDENTIFIER = 'reset-password:'
/**
 * What the database holds instead: a hash of that name under another prefix, so a value read
 * from the table is not a token (better-auth's fallback lookup of the plain name never matches it).
 */
const STORED_PREFIX = 'reset-password-sha256:'

const hashResetIdentifier = async (identifier: string) =>
  `${STORED_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`

/** better-auth's `verification.storeIdentifier`: reset links hashed, everything else as it is. */
export const verificationStorage = {
  default: 'plain' as const,
  overrides: { [RESET_IDENTIFIER]: { hash: hashResetIdentifier } },
}

/**
 * Voids every reset link of the account still outstanding: after a completed reset or a password
 * change, an older link (in an inbox someone else may read) must not set the password again.
 */
export async function voidResetLinks(db: Db, userId: string) {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${STORED_PREFIX}%`)
    .where('value', '=', userId)
    .execute()
}
