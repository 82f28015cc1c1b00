import type { Migration } from '../migration-kit.server.ts'

/**
 * An access code may give a discount instead of the whole course (issue 28): 100 enrols without
 * payment as before; less is taken off the price when the learner buys through Stripe.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('course_access_code')
      .addColumn('discountPercent', 'integer', (c) => c.notNull().defaultTo(100))
      .execute()
  },
}
