import type { Language } from '#app/i18n/languages.ts'
import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'

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
 * Deletes the account after checking the password: sessions, credentials, enrolments and
 * certificates go with it; posts the user wrote stay, without an author.
 */
export async function deleteAccount(
  id: Identity,
  request: Request,
  input: { userId: string; password: string },
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  if (!(await verifyOwnPassword(id, input.userId, input.password))) return { ok: false }
  const { headers } = await id.auth.api.deleteUser({
    body: { password: input.password },
    headers: request.headers,
    returnHeaders: true,
  })
  return { ok: true, headers }
}
