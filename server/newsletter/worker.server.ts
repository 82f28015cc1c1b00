import { PostgresAdapter } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import { sendMail, type Mail } from '../email/mailer.server.ts'
import { env } from '../env.server.ts'
import { runEvery } from '../jobs.server.ts'
import { logger } from '../logger.server.ts'
import { issueMail } from './newsletter-mails.server.ts'
import { subscriberUnsubscribeUrl } from './issues.server.ts'

/**
 * The background send (docs/decisions/043-newsletter.md). The delivery rows are the queue: a
 * worker claims one due row (pending → sending, a lease ahead), sends it, marks it sent. A
 * refusal the SMTP server calls temporary (4xx, or no answer) puts the row back with a backoff;
 * a permanent one, or the last attempt, marks it failed. A row still 'sending' when its lease ran
 * out belongs to a worker that died mid-conversation: it may have gone, so it is marked
 * 'uncertain' and never sent again. Any instance, after any restart, resumes from the rest.
 */

export interface WorkerOptions {
  send: (mail: Mail) => Promise<unknown>
  /** Mails per second at most (NEWSLETTER_RATE), so the SMTP server is not flooded. */
  rate: number
  maxAttempts: number
  retryMs: number
  origin: string
  /** Checked between mails: a stopping process finishes the mail in hand and leaves the rest. */
  stopped: () => boolean
  now: () => Date
  sleep: (ms: number) => Promise<void>
}

/** Longer than one SMTP conversation can last (mailer.server.ts bounds it well under a minute). */
export const LEASE_MS = 2 * 60_000
const MAX_BACKOFF_MS = 30 * 60_000

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/** Claims the next due delivery for this worker alone (SKIP LOCKED lets other instances take others). */
async function claimNext(db: Db, now: Date) {
  let due = db
    .selectFrom('newsletter_delivery')
    .select('id')
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now.toISOString())
    .orderBy('id')
    .limit(1)
  if (onPostgres(db)) due = due.forUpdate().skipLocked()
  return db
    .updateTable('newsletter_delivery')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      nextAttemptAt: later(now, LEASE_MS),
    }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returning(['id', 'issueId', 'subscriberId', 'attempts'])
    .executeTakeFirst()
}

/** 4xx replies and lost connections are worth another try; 5xx refusals are not. */
const isTemporary = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code !== 'number' || (code >= 400 && code < 500)
}

async function deliverOne(
  db: Db,
  claimed: NonNullable<Awaited<ReturnType<typeof claimNext>>>,
  options: WorkerOptions,
) {
  const row = await db
    .selectFrom('newsletter_delivery')
    .innerJoin('newsletter_issue', 'newsletter_issue.id', 'newsletter_delivery.issueId')
    .innerJoin('newsletter_subscriber', 'newsletter_subscriber.id', 'newsletter_delivery.subscriberId')
    .select([
      'newsletter_issue.subject',
      'newsletter_issue.bodyHtml',
      'newsletter_issue.bodyText',
      'newsletter_issue.locale',
      'newsletter_subscriber.email',
      'newsletter_subscriber.status',
      'newsletter_subscriber.unsubscribeToken',
    ])
    .where('newsletter_delivery.id', '=', claimed.id)
    .executeTakeFirstOrThrow()
  const mark = (change: {
    status: 'sent' | 'failed' | 'pending'
    lastError?: string
    nextAttemptAt?: string
  }) =>
    db
      .updateTable('newsletter_delivery')
      .set({ ...change, ...(change.status === 'sent' ? { sentAt: options.now().toISOString() } : {}) })
      .where('id', '=', claimed.id)
      .execute()
  // Unsubscribed between the start of the send and their turn: they get nothing.
  if (row.status !== 'confirmed') return mark({ status: 'failed', lastError: 'unsubscribed' })
  try {
    await options.send(
      issueMail(row, {
        to: row.email,
        unsubscribeUrl: subscriberUnsubscribeUrl(options.origin, row.unsubscribeToken),
      }),
    )
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const retry = isTemporary(error) && claimed.attempts < options.maxAttempts
    logger.warn(
      { deliveryId: claimed.id, attempts: claimed.attempts, err: lastError, retry },
      'newsletter mail not delivered',
    )
    if (!retry) return mark({ status: 'failed', lastError })
    const backoff = Math.min(options.retryMs * 2 ** (claimed.attempts - 1), MAX_BACKOFF_MS)
    return mark({ status: 'pending', lastError, nextAttemptAt: later(options.now(), backoff) })
  }
  return mark({ status: 'sent' })
}

/** Issues with nothing left to try are finished (the progress bar shows them done). */
async function finishIssues(db: Db, now: Date) {
  await db
    .updateTable('newsletter_issue')
    .set({ finishedAt: now.toISOString() })
    .where('finishedAt', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('newsletter_delivery')
            .select('newsletter_delivery.id')
            .whereRef('newsletter_delivery.issueId', '=', 'newsletter_issue.id')
            .where('newsletter_delivery.status', 'in', ['pending', 'sending']),
        ),
      ),
    )
    .execute()
}

/** Sends every due delivery at the configured rate until none is left or the worker is stopped; the number sent. */
export async function runNewsletterWorker(db: Db, options: Partial<WorkerOptions> & { origin: string }) {
  const settings: WorkerOptions = {
    send: sendMail,
    rate: env().NEWSLETTER_RATE,
    maxAttempts: env().MAIL_MAX_ATTEMPTS,
    retryMs: env().MAIL_RETRY_MS,
    stopped: () => false,
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...options,
  }
  const start = settings.now()
  await db
    .updateTable('newsletter_delivery')
    .set({ status: 'uncertain', lastError: 'interrupted during the SMTP conversation' })
    .where('status', '=', 'sending')
    .where('nextAttemptAt', '<=', start.toISOString())
    .execute()
  const gap = settings.rate > 0 ? 1000 / settings.rate : 0
  let handled = 0
  while (!settings.stopped()) {
    const claimed = await claimNext(db, settings.now())
    if (!claimed) break
    await deliverOne(db, claimed, settings)
    handled += 1
    // Throttle: the n-th mail of this run starts no earlier than n gaps after the first.
    const wait = start.getTime() + handled * gap - settings.now().getTime()
    if (wait > 0) await settings.sleep(wait)
  }
  await finishIssues(db, settings.now())
  return handled
}

/** Every few seconds in this instance (one run at a time): sends whatever is due. */
export function keepNewsletterMoving(db: Db, origin: () => string, onError: (error: unknown) => void) {
  runEvery(env().NEWSLETTER_INTERVAL_MS, () => runNewsletterWorker(db, { origin: origin() }), onError)
}
