import type { Language } from '#app/i18n/languages.ts'
import type { Storage } from '../media/storage.server.ts'
import type { Identity } from './identity.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import { deleteContactMessagesFrom } from '../contact/messages.server.ts'
import { removeSubmissionFiles, submissionFilesOf } from '../courses/assignments.server.ts'
import { deleteQueuedMailsTo } from '../email/mail-queue.server.ts'
import { deleteSubscriptions } from '../newsletter/subscriptions.server.ts'
import { cancelFutureBookingsOf } from '../bookings/booking-actions.server.ts'
import { publicOrigin } from '../http/origin.server.ts'
import { releasePlacesOf } from '../events/person-events.server.ts'
import { handOverPlayersOf } from '../players/guardianship.server.ts'

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
 * sessions, consents, assignment submissions, players and event registrations, whose places in
 * coming events are first handed to the waiting list; its sessions still to come are cancelled
 * first, the coach told, and a slot held for an unpaid Checkout is let go; past bookings lose their
 * link to it), and so do the contact messages sent with its address and the files of its assignment
 * submissions (from `store`). Kept, no longer tied to it: orders (the coach's accounts), issued
 * certificates (verifiable under the name printed on them) and posts it wrote; audit events keep
 * the address for the audit retention period (server/audit/retention.server.ts).
 */
export async function deleteAccount(
  id: Identity,
  request: Request,
  input: { userId: string; password: string },
  store: Storage,
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  if (!(await verifyOwnPassword(id, input.userId, input.password))) return { ok: false }
  const submissions = await submissionFilesOf(id.db, input.userId)
  // Places in coming events go to the waiting list before the cascade deletes the registrations.
  await releasePlacesOf(id.db, input.userId, { origin: publicOrigin(request) })
  const { email } = await id.db
    .selectFrom('user')
    .select('email')
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow()
  // A child another guardian also holds stays with that guardian (docs/decisions/049).
  await handOverPlayersOf(id.db, input.userId)
  // Their sessions still to come are cancelled (the coach is told) before the account goes.
  await cancelFutureBookingsOf(id.db, input.userId, publicOrigin(request))
  const { headers } = await id.auth.api.deleteUser({
    body: { password: input.password },
    headers: request.headers,
    returnHeaders: true,
  })
  await deleteContactMessagesFrom(id.db, email)
  await deleteQueuedMailsTo(id.db, email)
  await deleteSubscriptions(id.db, email)
  await removeSubmissionFiles(store, submissions)
  return { ok: true, headers }
}
