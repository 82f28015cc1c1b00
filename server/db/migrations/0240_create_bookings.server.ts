import { sql } from 'kysely'
import { columnTypes, nowDefault, type Migration } from '../migration-kit.server.ts'

/**
 * One-to-one sessions (issue 29, docs/decisions/040-one-to-one-bookings.md): the kinds of session
 * the coach offers, his weekly hours and their exceptions, the bookings, and `booking_claim`, one
 * row per five minutes a booking occupies (its buffer included). The claim's instant is its primary
 * key, so two bookings that overlap by a single minute cannot both be stored, whatever the timing,
 * on either engine.
 */
export const migration: Migration = {
  async up(db, engine) {
    const { timestamp, autoId, flag } = columnTypes(engine)
    const now = sql.raw(nowDefault(engine))
    const trueValue = sql.raw(engine === 'postgres' ? 'true' : '1')
    await db.schema
      .createTable('booking_kind')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('durationMinutes', 'integer', (c) => c.notNull())
      /** Price with tax in the shop currency's smallest unit; null: free. */
      .addColumn('priceCents', 'integer')
      .addColumn('bufferMinutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('horizonDays', 'integer', (c) => c.notNull())
      .addColumn('noticeHours', 'integer', (c) => c.notNull())
      /** Rescheduling and cancelling close this many hours before the start. */
      .addColumn('changeHours', 'integer', (c) => c.notNull())
      .addColumn('active', flag, (c) => c.notNull().defaultTo(trueValue))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema
      .createTable('availability_rule')
      .addColumn('id', autoId, (c) => c.primaryKey())
      /** ISO 8601: 1 Monday … 7 Sunday. */
      .addColumn('weekday', 'integer', (c) => c.notNull())
      .addColumn('startTime', 'text', (c) => c.notNull())
      .addColumn('endTime', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('availability_rule_day_idx')
      .on('availability_rule')
      .column('weekday')
      .execute()
    await db.schema
      .createTable('availability_exception')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('date', 'text', (c) => c.notNull())
      /** Both null: the day is off; else the hours of that date, replacing the week's. */
      .addColumn('startTime', 'text')
      .addColumn('endTime', 'text')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .createIndex('availability_exception_date_idx')
      .on('availability_exception')
      .column('date')
      .execute()
    await db.schema
      .createTable('booking')
      .addColumn('id', autoId, (c) => c.primaryKey())
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('kindId', 'integer', (c) => c.notNull().references('booking_kind.id'))
      /** Null once the person deleted their account (their future bookings were cancelled first). */
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('kindName', 'text', (c) => c.notNull())
      .addColumn('startsAt', timestamp, (c) => c.notNull())
      .addColumn('endsAt', timestamp, (c) => c.notNull())
      /** `held` while a Checkout runs, `confirmed`, or `cancelled`. */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('holdExpiresAt', timestamp)
      .addColumn('orderId', 'integer', (c) => c.references('payment_order.id').onDelete('set null'))
      .addColumn('priceCents', 'integer')
      /** The iCalendar SEQUENCE: raised by each reschedule and by the cancellation. */
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locale', 'text')
      .addColumn('cancelledAt', timestamp)
      .addColumn('createdAt', timestamp, (c) => c.notNull().defaultTo(now))
      .addColumn('updatedAt', timestamp, (c) => c.notNull().defaultTo(now))
      .execute()
    await db.schema.createIndex('booking_user_idx').on('booking').columns(['userId', 'startsAt']).execute()
    await db.schema.createIndex('booking_start_idx').on('booking').columns(['startsAt', 'status']).execute()
    await db.schema
      .createTable('booking_claim')
      .addColumn('instant', timestamp, (c) => c.primaryKey())
      .addColumn('bookingId', 'integer', (c) => c.notNull().references('booking.id').onDelete('cascade'))
      .execute()
    await db.schema.createIndex('booking_claim_booking_idx').on('booking_claim').column('bookingId').execute()
  },
}
