import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { recordAudit } from '../audit/audit.server.ts'
import { logger } from '../logger.server.ts'
import type { Identity } from './identity.server.ts'
import { hasAdmin, upsertUserWithPassword, type NewUser } from './users.server.ts'

const IDENTIFIER = 'first-admin-setup'
const TOKEN_HOURS = 24
const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * First run (like Ghost's): with no administrator, a fresh one-time token is made on every start
 * and the setup link printed to the log. Only its hash is stored; it expires after 24 hours.
 */
export async function announceFirstAdminSetup(id: Identity): Promise<string | undefined> {
  if (await hasAdmin(id)) {
    await id.db.deleteFrom('verification').where('identifier', '=', IDENTIFIER).execute()
    return undefined
  }
  const token = randomBytes(24).toString('base64url')
  const now = new Date()
  await id.db.deleteFrom('verification').where('identifier', '=', IDENTIFIER).execute()
  await id.db
    .insertInto('verification')
    .values({
      id: randomBytes(16).toString('hex'),
      identifier: IDENTIFIER,
      value: digest(token),
      expiresAt: new Date(now.getTime() + TOKEN_HOURS * 3_600_000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute()
  const url = `${id.baseURL}/setup?token=${token}`
  logger.warn({ setupUrl: url }, `No administrator yet. Create one (once) at ${url}`)
  return url
}

export async function isSetupTokenValid(id: Identity, token: string): Promise<boolean> {
  if (!token || token.length > 200 || (await hasAdmin(id))) return false
  const row = await id.db
    .selectFrom('verification')
    .select(['value', 'expiresAt'])
    .where('identifier', '=', IDENTIFIER)
    .executeTakeFirst()
  if (!row || Date.parse(row.expiresAt) < Date.now()) return false
  const expected = Buffer.from(row.value)
  const given = Buffer.from(digest(token))
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Creates the administrator and burns the token; false when the token is not (or no longer) valid. */
export async function completeFirstAdminSetup(
  id: Identity,
  token: string,
  admin: Omit<NewUser, 'role'>,
  ip?: string,
) {
  if (!(await isSetupTokenValid(id, token))) return false
  const burned = await id.db
    .deleteFrom('verification')
    .where('identifier', '=', IDENTIFIER)
    .where('value', '=', digest(token))
    .executeTakeFirst()
  if (Number(burned.numDeletedRows) !== 1) return false // a concurrent request used it first
  const created = await upsertUserWithPassword(id, { ...admin, role: 'admin' })
  await recordAudit(id.db, { action: 'auth.firstAdmin', user: { id: created.id, email: admin.email }, ip })
  logger.info({ email: admin.email }, 'first administrator created')
  return true
}
