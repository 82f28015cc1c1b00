import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { recordAudit, requestAddress } from '../audit/audit.server.ts'
import { logger } from '../logger.server.ts'
import { VERIFY_TOKEN_SECONDS } from './auth.server.ts'
import type { Identity } from './identity.server.ts'
import { identityMails } from './mails.server.ts'
import { verifyOwnPassword } from './password.server.ts'
import type { CurrentSession } from './session.server.ts'

/** How long after the new address is confirmed the old address can still undo the change. */
export const CANCEL_GRACE_DAYS = 7
const DAY_MS = 24 * 60 * 60_000

const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const validToken = (token: unknown): token is string =>
  typeof token === 'string' && token.length >= 20 && token.length <= 200

/**
 * Asks to move the account to `newEmail`. The current password is required; other sessions end;
 * the new address gets the link that makes the change and the old one a notice with a link that
 * undoes it. An address that belongs to another account gets the same answer and no e-mail.
 */
export async function requestEmailChange(
  id: Identity,
  request: Request,
  input: { session: CurrentSession; currentPassword: string; newEmail: string },
): Promise<{ ok: boolean }> {
  const { session } = input
  if (!(await verifyOwnPassword(id, session.user.id, input.currentPassword))) return { ok: false }
  const newEmail = input.newEmail.trim().toLowerCase()
  const now = new Date()
  const confirmToken = newToken()
  const cancelToken = newToken()
  const taken = await id.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_change')
      .set({ cancelledAt: now.toISOString() })
      .where('userId', '=', session.user.id)
      .where('confirmedAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .execute()
    await trx
      .deleteFrom('session')
      .where('userId', '=', session.user.id)
      .where('id', '!=', session.id)
      .execute()
    const owner = await trx.selectFrom('user').select('id').where('email', '=', newEmail).executeTakeFirst()
    if (owner) return true
    await trx
      .insertInto('email_change')
      .values({
        id: randomUUID(),
        userId: session.user.id,
        oldEmail: session.user.email,
        newEmail,
        confirmTokenHash: hashOf(confirmToken),
        cancelTokenHash: hashOf(cancelToken),
        createdAt: now.toISOString(),
        confirmBefore: new Date(now.getTime() + VERIFY_TOKEN_SECONDS * 1000).toISOString(),
      })
      .execute()
    return false
  })
  await recordAudit(id.db, {
    action: 'account.emailChangeRequest',
    user: session.user,
    ip: requestAddress(request),
  })
  if (taken) return { ok: true }
  const mails = identityMails(id.baseURL, id.db)
  const user = await mailUser(id, session.user.id)
  await mails.confirmEmailChange(user, newEmail, confirmToken, request)
  await mails.emailChangeNotice(user, newEmail, cancelToken, request)
  return { ok: true }
}

async function mailUser(id: Identity, userId: string) {
  return id.db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
}

export type ConfirmOutcome = 'changed' | 'expired' | 'invalid' | 'taken'

/** The link sent to the new address: moves the account there, once, within 24 hours. */
export async function confirmEmailChange(
  id: Identity,
  token: unknown,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!validToken(token)) return 'invalid'
  return id.db.transaction().execute(async (trx) => {
    const change = await trx
      .selectFrom('email_change')
      .selectAll()
      .where('confirmTokenHash', '=', hashOf(token))
      .where('confirmedAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .executeTakeFirst()
    if (!change) return 'invalid'
    if (Date.parse(change.confirmBefore) < now.getTime()) return 'expired'
    const owner = await trx
      .selectFrom('user')
      .select('id')
      .where('email', '=', change.newEmail)
      .executeTakeFirst()
    if (owner) return 'taken'
    const moved = await trx
      .updateTable('user')
      .set({ email: change.newEmail, emailVerified: true, updatedAt: now.toISOString() })
      .where('id', '=', change.userId)
      .where('email', '=', change.oldEmail)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) === 0) return 'invalid'
    await trx
      .updateTable('email_change')
      .set({ confirmedAt: now.toISOString() })
      .where('id', '=', change.id)
      .execute()
    await recordAudit(trx, {
      action: 'account.emailChangeConfirm',
      user: { id: change.userId, email: change.oldEmail },
    })
    return 'changed'
  })
}

export interface CancellableChange {
  newEmail: string
  confirmed: boolean
}

type ChangeTimes = { confirmedAt: string | null; confirmBefore: string }

/** A pending change can be cancelled while its link works; a confirmed one for 7 more days. */
const cancellableAt = (change: ChangeTimes, now: Date) =>
  (change.confirmedAt
    ? Date.parse(change.confirmedAt) + CANCEL_GRACE_DAYS * DAY_MS
    : Date.parse(change.confirmBefore)) >= now.getTime()

const byCancelToken = (db: Identity['db'], token: string) =>
  db
    .selectFrom('email_change')
    .selectAll()
    .where('cancelTokenHash', '=', hashOf(token))
    .where('cancelledAt', 'is', null)

/** What the cancel link in the old address's notice can still undo, or undefined. */
export async function cancellableChange(
  id: Identity,
  token: unknown,
  now = new Date(),
): Promise<CancellableChange | undefined> {
  if (!validToken(token)) return undefined
  const change = await byCancelToken(id.db, token).executeTakeFirst()
  if (!change || !cancellableAt(change, now)) return undefined
  return { newEmail: change.newEmail, confirmed: Boolean(change.confirmedAt) }
}

export type CancelOutcome = 'cancelled' | 'invalid'

/**
 * The link sent to the old address: a pending change is dropped; a confirmed one is undone (the
 * account returns to the old address). Either way every session of the account ends, so whoever
 * asked for the change is signed out.
 */
export async function cancelEmailChange(
  id: Identity,
  token: unknown,
  now = new Date(),
): Promise<CancelOutcome> {
  if (!validToken(token)) return 'invalid'
  return id.db.transaction().execute(async (trx) => {
    const change = await byCancelToken(trx, token).executeTakeFirst()
    if (!change || !cancellableAt(change, now)) return 'invalid'
    if (change.confirmedAt) {
      const holder = await trx
        .selectFrom('user')
        .select('id')
        .where('email', '=', change.oldEmail)
        .where('id', '!=', change.userId)
        .executeTakeFirst()
      if (holder) {
        logger.warn(
          { userId: change.userId },
          'E-mail change not undone: the old address has another account',
        )
        return 'invalid'
      }
      await trx
        .updateTable('user')
        .set({ email: change.oldEmail, emailVerified: true, updatedAt: now.toISOString() })
        .where('id', '=', change.userId)
        .execute()
    }
    await trx
      .updateTable('email_change')
      .set({ cancelledAt: now.toISOString() })
      .where('id', '=', change.id)
      .execute()
    await trx.deleteFrom('session').where('userId', '=', change.userId).execute()
    await recordAudit(trx, {
      action: 'account.emailChangeCancel',
      user: { id: change.userId, email: change.oldEmail },
      detail: { afterConfirmation: Boolean(change.confirmedAt) },
    })
    return 'cancelled'
  })
}
