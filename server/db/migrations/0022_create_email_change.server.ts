import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Pending and recent e-mail changes. The new address confirms with one link; the old address is
 * told and holds a second link that cancels the change (before confirmation, and for 7 days after
 * it). Only SHA-256 hashes of the two links' tokens are stored.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema
      .createTable('email_change')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('oldEmail', 'text', (c) => c.notNull())
      .addColumn('newEmail', 'text', (c) => c.notNull())
      .addColumn('confirmTokenHash', 'text', (c) => c.notNull().unique())
      .addColumn('cancelTokenHash', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', timestamp, (c) => c.notNull())
      .addColumn('confirmBefore', timestamp, (c) => c.notNull())
      .addColumn('confirmedAt', timestamp)
      .addColumn('cancelledAt', timestamp)
      .execute()
    await db.schema.createIndex('email_change_user_idx').on('email_change').column('userId').execute()
  },
}
