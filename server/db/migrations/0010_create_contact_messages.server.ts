import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Messages from the public contact form. A message is stored before the coach is e-mailed, so a
 * failed delivery loses nothing: `deliveryStatus` stays 'failed' (with the error) for a retry.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema
      .createTable('contact_message')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('consentAt', timestamp, (c) => c.notNull())
      .addColumn('deliveryStatus', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('deliveryAttempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deliveryError', 'text')
      .addColumn('deliveredAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createIndex('contact_message_status_idx')
      .on('contact_message')
      .columns(['status', 'createdAt'])
      .execute()
    await db.schema
      .createIndex('contact_message_delivery_idx')
      .on('contact_message')
      .columns(['deliveryStatus', 'createdAt'])
      .execute()
  },
}
