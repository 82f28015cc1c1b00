import type { Role } from '../db/schema.server.ts'
import type { Identity } from './identity.server.ts'

export interface NewUser {
  email: string
  name: string
  lastName: string
  password: string
  role: Role
  /** The language of the account's e-mails. */
  locale?: string
}

/**
 * Creates a confirmed account with a password and a role, or, when the address exists, sets its
 * role and password. For the first-run setup and `npm run admin:create`; the caller has already
 * validated the password against the policy.
 */
export async function upsertUserWithPassword(
  id: Identity,
  input: NewUser,
): Promise<{ id: string; created: boolean }> {
  const context = await id.auth.$context
  const hash = await context.password.hash(input.password)
  const email = input.email.toLowerCase()
  const existing = await id.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()
  const now = new Date().toISOString()
  if (existing) {
    await id.db
      .updateTable('user')
      .set({ role: input.role, emailVerified: true, updatedAt: now })
      .where('id', '=', existing.id)
      .execute()
    const updated = await id.db
      .updateTable('account')
      .set({ password: hash, updatedAt: now })
      .where('userId', '=', existing.id)
      .where('providerId', '=', 'credential')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0)
      await context.internalAdapter.linkAccount({
        userId: existing.id,
        providerId: 'credential',
        accountId: existing.id,
        password: hash,
      })
    return { id: existing.id, created: false }
  }
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: input.name,
      lastName: input.lastName,
      emailVerified: true,
      role: input.role,
      locale: input.locale ?? null,
    },
    { method: 'email-password' },
  )
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  })
  return { id: user.id, created: true }
}

export async function hasAdmin(id: Identity) {
  const row = await id.db.selectFrom('user').select('id').where('role', '=', 'admin').executeTakeFirst()
  return row !== undefined
}
