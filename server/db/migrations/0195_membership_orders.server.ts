import { columnTypes, type Migration } from '../migration-kit.server.ts'

/**
 * A membership's charges are orders too (issue 28): each paid or failed Stripe invoice of a
 * subscription is one `payment_order`, found again by the invoice's id (unique, so a replayed or
 * duplicated `invoice.paid` makes no second order), with the subscription it charged and the
 * period it paid for.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp } = columnTypes(engine)
    await db.schema.alterTable('payment_order').addColumn('invoiceId', 'text').execute()
    await db.schema.alterTable('payment_order').addColumn('subscriptionId', 'text').execute()
    await db.schema.alterTable('payment_order').addColumn('periodStart', timestamp).execute()
    await db.schema.alterTable('payment_order').addColumn('periodEnd', timestamp).execute()
    await db.schema
      .createIndex('payment_order_invoice_idx')
      .on('payment_order')
      .column('invoiceId')
      .unique()
      .execute()
  },
}
