import { sql } from 'kysely'
import type { Language } from '#app/i18n/languages.ts'
import { recordAudit } from '../audit/audit.server.ts'
import { translatedPath } from '#app/i18n/content-languages.ts'
import { publicPosts } from '../content/posts.server.ts'
import { publishedVersionOf } from '../content/translations/store.server.ts'
import type { Db } from '../db/connection.server.ts'
import { sendMail } from '../email/mailer.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { issueBody, issueMail, messageDocument } from './newsletter-mails.server.ts'
import { unsubscribePath } from './subscriptions.server.ts'

/** What the coach sends: a published post, or a message written on the spot. */
export type IssueSource =
  | { kind: 'post'; postId: number; locale: Language }
  | { kind: 'message'; subject: string; message: string; locale: Language }

export const archivePath = (id?: number) =>
  id === undefined ? '/newsletter/archivo' : `/newsletter/archivo/${id}`

/** The issue as it will go: subject and both parts. Undefined when the post is not public. */
export async function composeIssue(db: Db, source: IssueSource, origin: string) {
  const options = { language: source.locale, origin }
  if (source.kind === 'message')
    return {
      subject: source.subject,
      postId: null,
      ...issueBody(
        {
          title: source.subject,
          document: messageDocument(source.message),
          webUrl: `${origin}${archivePath()}`,
        },
        options,
      ),
    }
  const spanish = await publicPosts(db, {})
    .select(['post.title', 'post.slug', 'post.content', 'post.excerpt', 'post.access'])
    .where('post.id', '=', source.postId)
    .executeTakeFirst()
  if (!spanish) return undefined
  // A list in another language gets the post's published version in it, when there is one.
  const version =
    source.locale === 'es' ? undefined : await publishedVersionOf(db, 'post', source.postId, source.locale)
  const post = version
    ? {
        ...spanish,
        title: version.title,
        excerpt: version.summary,
        content: version.body,
        path: translatedPath('post', source.locale, version.slug),
      }
    : { ...spanish, path: `/post/${spanish.slug}` }
  // A members-only post's body is for members (decision 031): subscribers and the public archive
  // get what its teaser shows, the excerpt, and the way to the post on the site.
  const document =
    post.access === 'members'
      ? messageDocument([post.excerpt, getFixedT(source.locale)('email:newsletter.membersOnly')].join('\n\n'))
      : post.content
  return {
    subject: post.title,
    postId: source.postId,
    ...issueBody({ title: post.title, document, webUrl: `${origin}${post.path}` }, options),
  }
}
export type ComposedIssue = NonNullable<Awaited<ReturnType<typeof composeIssue>>>

/** The published posts the coach can send, newest first. */
export const listSendablePosts = (db: Db) =>
  publicPosts(db, {})
    .select(['post.id', 'post.title'])
    .orderBy('post.publishedAt', 'desc')
    .limit(50)
    .execute()

/** The preview's test send: the mail exactly as a subscriber gets it, to the coach only, now. */
export async function sendTestIssue(
  db: Db,
  {
    issue,
    locale,
    to,
    origin,
    ip,
  }: {
    issue: ComposedIssue
    locale: Language
    to: { id: string; email: string }
    origin: string
    ip?: string
  },
  send = sendMail,
) {
  // A test has no subscription behind it: its unsubscribe link points at the archive.
  await send(
    issueMail(
      { subject: issue.subject, bodyHtml: issue.html, bodyText: issue.text, locale },
      { to: to.email, unsubscribeUrl: `${origin}${archivePath()}` },
    ),
  )
  await recordAudit(db, {
    action: 'newsletter.testSend',
    user: to,
    detail: { subject: issue.subject, locale },
    ...(ip ? { ip } : {}),
  })
}

/**
 * Starts a send: the issue and one pending delivery per confirmed subscriber of its list, in one
 * transaction (the worker, server/newsletter/worker.server.ts, does the rest in the background).
 */
export async function startIssue(
  db: Db,
  {
    issue,
    locale,
    by,
    ip,
    now = new Date(),
  }: { issue: ComposedIssue; locale: Language; by: { id: string; email: string }; ip?: string; now?: Date },
) {
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('newsletter_issue')
      .values({
        locale,
        subject: issue.subject,
        postId: issue.postId,
        bodyHtml: issue.html,
        bodyText: issue.text,
        recipients: 0,
        sentById: by.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('newsletter_delivery')
      .columns(['issueId', 'subscriberId', 'nextAttemptAt'])
      .expression((eb) =>
        eb
          .selectFrom('newsletter_subscriber')
          .select([sql.lit(id).as('issueId'), 'id', sql.lit(now.toISOString()).as('nextAttemptAt')])
          .where('locale', '=', locale)
          .where('status', '=', 'confirmed'),
      )
      .execute()
    // Counted, not taken from the insert's result: SQLite reports no row count for INSERT … SELECT.
    const { count } = await trx
      .selectFrom('newsletter_delivery')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('issueId', '=', id)
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('newsletter_issue')
      .set({ recipients: Number(count) })
      .where('id', '=', id)
      .execute()
    return id
  })
  await recordAudit(db, {
    action: 'newsletter.send',
    user: by,
    target: { type: 'newsletter_issue', id },
    detail: { subject: issue.subject, locale },
    ...(ip ? { ip } : {}),
  })
  return id
}

/** The coach's list: each issue with how many of its deliveries went, failed or wait. */
export async function listIssueProgress(db: Db, limit = 20) {
  const issues = await db
    .selectFrom('newsletter_issue')
    .select(['id', 'subject', 'locale', 'recipients', 'createdAt', 'finishedAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  if (!issues.length) return []
  const counts = await db
    .selectFrom('newsletter_delivery')
    .select(['issueId', 'status', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where(
      'issueId',
      'in',
      issues.map((issue) => issue.id),
    )
    .groupBy(['issueId', 'status'])
    .execute()
  const count = (id: number, ...statuses: string[]) =>
    counts
      .filter((row) => row.issueId === id && statuses.includes(row.status))
      .reduce((sum, row) => sum + Number(row.count), 0)
  return issues.map((issue) => ({
    ...issue,
    sent: count(issue.id, 'sent'),
    failed: count(issue.id, 'failed', 'uncertain'),
    done: issue.finishedAt !== null,
  }))
}

/** The public archive: every issue, newest first (subjects and dates only). */
export const listArchive = (db: Db) =>
  db
    .selectFrom('newsletter_issue')
    .select(['id', 'subject', 'locale', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute()

/** One issue as the archive shows it. */
export const findArchivedIssue = (db: Db, id: number) =>
  db
    .selectFrom('newsletter_issue')
    .select(['id', 'subject', 'locale', 'bodyHtml', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst()

export const subscriberUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}${unsubscribePath(token)}`
