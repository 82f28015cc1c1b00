import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Mails waiting to go (issue 36, docs/decisions/029-mail-queue.md): a sign-up confirmation or a
 * contact notification is stored here first, so an SMTP server that is down delays it instead of
 * losing it. A sent mail's row is deleted; a mail that failed every attempt stays marked 'failed'
 * for MAIL_FAILED_RETENTION_DAYS, then goes too. A contact notification points at its message
 * (deleting the message deletes the mail) so the inbox can show what became of it.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('replyTo', 'text')
      .addColumn('contactMessageId', 'integer', (c) => c.references('contact_message.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', timestamp, (c) => c.notNull())
      .addColumn('lastError', 'text')
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .execute()
    await db.schema
      .createIndex('mail_queue_due_idx')
      .on('mail_queue')
      .columns(['status', 'nextAttemptAt'])
      .execute()
    await db.schema
      .createIndex('mail_queue_contact_idx')
      .on('mail_queue')
      .column('contactMessageId')
      .execute()
  },
}
