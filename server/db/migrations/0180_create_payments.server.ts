import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Payments through Stripe (issue 28, docs/decisions/031-payments.md): a course's price in cents
 * (null: not for sale), the orders people place, each person's Stripe customer, and the webhook
 * events already handled (recorded once by their id, so a replay changes nothing).
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    await db.schema.alterTable('course').addColumn('priceCents', 'integer').execute()

    await db.schema
      .createTable('payment_order')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      // Orders are accounting records: they outlive the account that placed them.
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('itemKind', 'text', (c) => c.notNull())
      .addColumn('itemId', 'integer', (c) => c.notNull())
      .addColumn('itemTitle', 'text', (c) => c.notNull())
      .addColumn('amountCents', 'integer', (c) => c.notNull())
      .addColumn('taxCents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('discountCents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('checkoutSessionId', 'text', (c) => c.unique())
      .addColumn('paymentIntentId', 'text')
      .addColumn('customerId', 'text')
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('paidAt', timestamp)
      .addColumn('refundedAt', timestamp)
      .execute()
    await db.schema
      .createIndex('payment_order_user_idx')
      .on('payment_order')
      .columns(['userId', 'createdAt'])
      .execute()
    await db.schema
      .createIndex('payment_order_intent_idx')
      .on('payment_order')
      .column('paymentIntentId')
      .execute()
    await db.schema.createIndex('payment_order_created_idx').on('payment_order').column('createdAt').execute()

    await db.schema
      .createTable('stripe_customer')
      .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('customerId', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()

    await db.schema
      .createTable('stripe_event')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('receivedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
  },
}
