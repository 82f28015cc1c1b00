import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The newsletter (issue 30, docs/decisions/043-newsletter.md). A subscriber is one address on one
 * language's list, with the consent it gave (text version, address, time) and the two tokens of
 * its links. An issue is what the coach sent to one list; a delivery is one issue to one
 * subscriber, unique per pair: it is claimed before the SMTP send and marked after, so the send
 * resumes after a restart from the rows never claimed and nobody gets an issue twice.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('newsletter_subscriber')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('confirmTokenHash', 'text', (c) => c.unique())
      .addColumn('unsubscribeToken', 'text', (c) => c.notNull().unique())
      .addColumn('consentVersion', 'text', (c) => c.notNull())
      .addColumn('consentIp', 'text')
      .addColumn('consentAt', timestamp, (c) => c.notNull())
      .addColumn('confirmedAt', timestamp)
      .addColumn('unsubscribedAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('newsletter_subscriber_email_locale', ['email', 'locale'])
      .execute()
    await db.schema
      .createIndex('newsletter_subscriber_list_idx')
      .on('newsletter_subscriber')
      .columns(['locale', 'status'])
      .execute()
    await db.schema
      .createIndex('newsletter_subscriber_user_idx')
      .on('newsletter_subscriber')
      .column('userId')
      .execute()
    await db.schema
      .createTable('newsletter_issue')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('postId', 'integer', (c) => c.references('post.id').onDelete('set null'))
      .addColumn('bodyHtml', 'text', (c) => c.notNull())
      .addColumn('bodyText', 'text', (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('sentById', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('finishedAt', timestamp)
      .execute()
    await db.schema
      .createTable('newsletter_delivery')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('issueId', 'integer', (c) =>
        c.notNull().references('newsletter_issue.id').onDelete('cascade'),
      )
      .addColumn('subscriberId', 'integer', (c) =>
        c.notNull().references('newsletter_subscriber.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', timestamp, (c) => c.notNull())
      .addColumn('lastError', 'text')
      .addColumn('sentAt', timestamp)
      .addUniqueConstraint('newsletter_delivery_once', ['issueId', 'subscriberId'])
      .execute()
    await db.schema
      .createIndex('newsletter_delivery_due_idx')
      .on('newsletter_delivery')
      .columns(['status', 'nextAttemptAt'])
      .execute()
    await db.schema
      .createIndex('newsletter_delivery_subscriber_idx')
      .on('newsletter_delivery')
      .column('subscriberId')
      .execute()
  },
}
