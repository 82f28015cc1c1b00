import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The coach's messages to everyone registered for an event (docs/decisions/039-events.md): kept
 * so the registrations screen shows what was already said, and to how many addresses.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('event_message')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('eventId', 'integer', (c) => c.notNull().references('event.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('sentAt', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .execute()
    await db.schema
      .createIndex('event_message_event_idx')
      .on('event_message')
      .columns(['eventId', 'id'])
      .execute()
  },
}
