import { createHash, randomInt } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'

/**
 * Ten one-time recovery codes per account, for a lost phone: shown once, stored as SHA-256 hashes
 * (each code carries 50 random bits, so a fast hash is enough: there is no dictionary to try).
 * Written as xxxxx-xxxxx in an alphabet without look-alikes (no 0/o, 1/l/i).
 */
export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const randomGroup = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** What a person typed, as stored: lower case, without spaces; the dash is optional. */
export const normalizeRecoveryCode = (typed: string) => {
  const compact = typed.toLowerCase().replace(/[\s-]/g, '')
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact
}

const hashOf = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')

/** A new set for the account; the old set is void. Returns the codes to show once. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`)
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_code').where('userId', '=', userId).execute()
    await trx
      .insertInto('two_factor_recovery_code')
      .values(codes.map((code) => ({ codeHash: hashOf(code), userId, usedAt: null })))
      .execute()
  })
  return codes
}

/** Marks the code used when it is one of the account's unused codes; true then, and only once. */
export async function useRecoveryCode(db: Db, userId: string, typed: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_code')
    .set({ usedAt: new Date().toISOString() })
    .where('codeHash', '=', hashOf(typed))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_code')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
