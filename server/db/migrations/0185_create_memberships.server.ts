import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * Memberships (issue 28, docs/decisions/031-payments.md): the coach's plans, each backed by a
 * Stripe product and price; each subscriber's subscription as the signed webhooks last left it;
 * and who may read posts, drills, courses, lessons and shared sessions ('public' or 'members').
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    const falseValue = sql.raw(engine === 'postgres' ? 'false' : '0')

    await db.schema
      .createTable('membership_plan')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('interval', 'text', (c) => c.notNull())
      .addColumn('priceCents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('includes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('stripeProductId', 'text', (c) => c.notNull())
      .addColumn('stripePriceId', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()

    await db.schema
      .createTable('membership')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('subscriptionId', 'text', (c) => c.notNull().unique())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('customerId', 'text')
      .addColumn('planId', 'integer', (c) => c.references('membership_plan.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('currentPeriodEnd', timestamp)
      .addColumn('cancelAtPeriodEnd', flag, (c) => c.notNull().defaultTo(falseValue))
      // The `created` second of the newest event applied: an older one that arrives late changes nothing.
      .addColumn('eventCreated', 'integer', (c) => c.notNull())
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('membership_user_idx').on('membership').column('userId').execute()

    for (const table of ['post', 'drill', 'course', 'course_lesson', 'training_session'])
      await db.schema
        .alterTable(table)
        .addColumn('access', 'text', (c) => c.notNull().defaultTo('public'))
        .execute()
  },
}
