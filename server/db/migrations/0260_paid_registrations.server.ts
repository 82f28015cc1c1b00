import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * Paid event registrations (issue 29, docs/decisions/042-paid-events-and-sessions.md): a place
 * held for a Checkout is `pending` until `holdExpiresAt` (the session's own expiry), and `orderId`
 * names the order that pays it, so a cancel knows to refund and the sweep finds holds to release.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('event_registration').addColumn('holdExpiresAt', timestamp).execute()
    await db.schema
      .alterTable('event_registration')
      .addColumn('orderId', 'integer', (c) => c.references('payment_order.id').onDelete('set null'))
      .execute()
    await db.schema
      .createIndex('event_registration_hold_idx')
      .on('event_registration')
      .columns(['status', 'holdExpiresAt'])
      .execute()
    await db.schema
      .createIndex('booking_hold_idx')
      .on('booking')
      .columns(['status', 'holdExpiresAt'])
      .execute()
  },
}
