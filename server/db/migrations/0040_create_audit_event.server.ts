import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * The audit log: who (user id and the e-mail at that time; no foreign key, so the record outlives
 * the account), what (action, target, a small JSON detail), when and from which address.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    await db.schema
      .createTable('audit_event')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('at', timestamp, (c) => c.notNull().defaultTo(sql.raw(nowDefault(engine))))
      .addColumn('userId', 'text')
      .addColumn('userEmail', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('targetType', 'text')
      .addColumn('targetId', 'text')
      .addColumn('detail', 'text')
      .addColumn('ip', 'text')
      .execute()
    await db.schema.createIndex('audit_event_at_idx').on('audit_event').column('at').execute()
    await db.schema
      .createIndex('audit_event_action_idx')
      .on('audit_event')
      .columns(['action', 'at'])
      .execute()
    await db.schema
      .createIndex('audit_event_email_idx')
      .on('audit_event')
      .columns(['userEmail', 'at'])
      .execute()
  },
}
