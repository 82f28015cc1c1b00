import type { Language } from '#app/i18n/languages.ts'
import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import { deleteContactMessagesFrom } from '../contact/messages.server.ts'
import { deleteQueuedMailsTo } from '../email/mail-queue.server.ts'

export interface ProfileFields {
  name: string
  lastName: string
  phone: string | null
  address: string | null
  locale: Language
}

export async function updateProfile(id: Identity, userId: string, fields: ProfileFields) {
  await id.db
    .updateTable('user')
    .set({ ...fields, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute()
}

export interface SessionInfo {
  id: string
  createdAt: string
  lastActivityAt: string
  ipAddress: string | null
  userAgent: string | null
  current: boolean
}

export async function listSessions(id: Identity, userId: string, currentId: string): Promise<SessionInfo[]> {
  const rows = await id.db
    .selectFrom('session')
    .select(['id', 'createdAt', 'lastActivityAt', 'updatedAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date().toISOString())
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt ?? row.updatedAt,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent ? row.userAgent.slice(0, 200) : null,
    current: row.id === currentId,
  }))
}

/** Ends one of the user's own sessions; another user's session id does nothing. */
export async function revokeSession(id: Identity, userId: string, sessionId: string) {
  const result = await id.db
    .deleteFrom('session')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Deletes the account after checking the password. Everything tied to it goes (the foreign keys
 * cascade: sessions, credentials, courses and progress, quiz attempts, support requests, training
 * sessions, consents), and so do the contact messages sent with its address. Kept, no longer tied
 * to it: issued certificates (verifiable under the name printed on them) and posts it wrote; audit
 * events keep the address for the audit retention period (server/audit/retention.server.ts).
 * The account settings page says the same (account:delete.*).
 */
export async function deleteAccount(
  id: Identity,
  request: Request,
  input: { userId: string; password: string },
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  if (!(await verifyOwnPassword(id, input.userId, input.password))) return { ok: false }
  const { email } = await id.db
    .selectFrom('user')
    .select('email')
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow()
  const { headers } = await id.auth.api.deleteUser({
    body: { password: input.password },
    headers: request.headers,
    returnHeaders: true,
  })
  await deleteContactMessagesFrom(id.db, email)
  await deleteQueuedMailsTo(id.db, email)
  return { ok: true, headers }
}
