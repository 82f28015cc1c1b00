import { PostgresAdapter, type Selectable } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import type { MailQueueTable } from '../db/schema.server.ts'
import { env } from '../env.server.ts'
import { runEvery } from '../jobs.server.ts'
import { logger } from '../logger.server.ts'
import { sendMail, type Mail, type MailAttachment } from './mailer.server.ts'

/**
 * A small durable mail queue in the database (docs/decisions/029-mail-queue.md): a mail is stored
 * before it is sent, so an SMTP server that is down delays it instead of losing it. Each instance
 * runs a worker that sends what is due; a claim moves `nextAttemptAt` past a lease, so no two
 * workers (nor the request that queued it) send the same mail at once.
 */

export type SendMail = (mail: Mail) => Promise<unknown>
type Queued = Selectable<MailQueueTable>

export interface QueueSettings {
  /** The wait after the first failed attempt; it doubles with each further one, up to MAX_BACKOFF_MS. */
  retryMs: number
  maxAttempts: number
}

/** Longer than one SMTP attempt can take (mailer.server.ts bounds it to well under a minute). */
export const LEASE_MS = 2 * 60_000
export const MAX_BACKOFF_MS = 60 * 60_000
/** A mail that failed every attempt is kept this long for the operator, then deleted with its address. */
export const FAILED_RETENTION_DAYS = 30
const CLAIM_BATCH = 20

const settingsFromEnv = (): QueueSettings => ({
  retryMs: env().MAIL_RETRY_MS,
  maxAttempts: env().MAIL_MAX_ATTEMPTS,
})

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()
const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * Stores a mail, already claimed by the caller for its first attempt (`nextAttemptAt` one lease
 * ahead). `db` may be a transaction: the mail is then stored with what it is about, or not at all.
 */
export function enqueueMail(
  db: Db,
  mail: Mail,
  { contactMessageId = null as number | null, now = new Date() } = {},
) {
  return db
    .insertInto('mail_queue')
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      contactMessageId,
      attempts: 1,
      nextAttemptAt: later(now, LEASE_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Stores a mail and tries it at once; true when it went. When it did not, it stays queued. */
export async function queueMail(db: Db, mail: Mail, options: Partial<AttemptOptions> = {}) {
  return attemptQueued(db, await enqueueMail(db, mail), options)
}

interface AttemptOptions {
  send: SendMail
  settings: QueueSettings
  /** The worker's clock (tests move it forward instead of waiting). */
  now: Date
}

/**
 * One attempt at a claimed mail: sent, the row is deleted; refused, the next attempt is scheduled
 * with exponential backoff, or after `maxAttempts` the mail is marked failed and logged.
 */
export async function attemptQueued(
  db: Db,
  mail: Queued,
  { send = sendMail, settings = settingsFromEnv(), now = new Date() }: Partial<AttemptOptions> = {},
) {
  try {
    await send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments ? { attachments: JSON.parse(mail.attachments) as MailAttachment[] } : {}),
    })
  } catch (error) {
    await recordFailure(db, mail, error instanceof Error ? error.message : String(error), { settings, now })
    return false
  }
  await db.deleteFrom('mail_queue').where('id', '=', mail.id).execute()
  if (mail.contactMessageId !== null)
    await followOnMessage(db, mail.contactMessageId, {
      deliveryStatus: 'sent',
      deliveryAttempts: mail.attempts,
      deliveryError: null,
      deliveredAt: now.toISOString(),
    })
  return true
}

async function recordFailure(
  db: Db,
  mail: Queued,
  reason: string,
  { settings, now }: Pick<AttemptOptions, 'settings' | 'now'>,
) {
  const error = reason.slice(0, 500)
  const final = mail.attempts >= settings.maxAttempts
  const backoff = Math.min(settings.retryMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS)
  await db
    .updateTable('mail_queue')
    .set({
      lastError: error,
      ...(final ? { status: 'failed' } : { nextAttemptAt: later(now, backoff) }),
    })
    .where('id', '=', mail.id)
    .execute()
  const about = { mailId: mail.id, attempts: mail.attempts, err: error }
  if (final) logger.error(about, 'mail not delivered after every attempt; marked failed')
  else logger.warn({ ...about, retryInMs: backoff }, 'mail not delivered; queued for another attempt')
  if (mail.contactMessageId !== null)
    await followOnMessage(db, mail.contactMessageId, {
      // The message is in the inbox either way; 'failed' only once no further attempt will be made.
      ...(final ? { deliveryStatus: 'failed' as const } : {}),
      deliveryAttempts: mail.attempts,
      deliveryError: error,
    })
}

/** The contact message's delivery fields show what became of its notification (the admin inbox reads them). */
function followOnMessage(
  db: Db,
  id: number,
  change: {
    deliveryStatus?: 'sent' | 'failed'
    deliveryAttempts: number
    deliveryError: string | null
    deliveredAt?: string
  },
) {
  return db
    .updateTable('contact_message')
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
}

/**
 * Claims the due mails (moving each one's next attempt a lease ahead) in one statement. On
 * PostgreSQL `FOR UPDATE SKIP LOCKED` lets concurrent workers take different rows instead of the
 * same ones; SQLite has a single writer, so the statement is atomic there as it stands.
 */
export function claimDueMails(db: Db, now = new Date()) {
  let due = db
    .selectFrom('mail_queue')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('nextAttemptAt')
    .limit(CLAIM_BATCH)
  if (onPostgres(db)) due = due.forUpdate().skipLocked()
  return db
    .updateTable('mail_queue')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAttemptAt: later(now, LEASE_MS) }))
    .where('id', 'in', due)
    .returningAll()
    .execute()
}

/** Sends what is due and forgets failed mails past their retention; the number sent. */
export async function deliverDueMails(db: Db, options: Partial<AttemptOptions> = {}) {
  const now = options.now ?? new Date()
  const cutoff = new Date(now.getTime() - FAILED_RETENTION_DAYS * 86_400_000).toISOString()
  await db.deleteFrom('mail_queue').where('status', '=', 'failed').where('createdAt', '<', cutoff).execute()
  let sent = 0
  for (const mail of await claimDueMails(db, now)) if (await attemptQueued(db, mail, options)) sent += 1
  return sent
}

/** On account deletion: mails still waiting to go to the address go too. */
export async function deleteQueuedMailsTo(db: Db, email: string) {
  await db
    .deleteFrom('mail_queue')
    .where((eb) => eb(eb.fn('lower', ['to']), '=', email.toLowerCase()))
    .execute()
}

/** Runs the worker every MAIL_QUEUE_INTERVAL_MS in this instance (one run at a time). */
export function keepMailQueueMoving(db: Db, onError: (error: unknown) => void) {
  runEvery(env().MAIL_QUEUE_INTERVAL_MS, () => deliverDueMails(db), onError)
}
