import { addDays, instantOf } from '#app/calendar/zoned-time.ts'
import type { Db } from '../db/connection.server.ts'

/** What the person, the coach's agenda and the privacy export read of bookings. */

/** What every list shows of a booking. */
const SESSION_COLUMNS = [
  'booking.id',
  'booking.kindName',
  'booking.startsAt',
  'booking.endsAt',
  'booking.status',
] as const

/**
 * A person's bookings, upcoming first then the latest past ones (cancelled ones included, marked;
 * `unpaid` when it was a paid session's hold whose payment never came, not a cancellation).
 */
export async function bookingsOf(db: Db, userId: string, now: Date) {
  const rows = (
    await db
      .selectFrom('booking')
      .innerJoin('booking_kind', 'booking_kind.id', 'booking.kindId')
      .leftJoin('payment_order', 'payment_order.id', 'booking.orderId')
      .select([
        ...SESSION_COLUMNS,
        'booking.priceCents',
        'booking_kind.slug as kindSlug',
        'booking_kind.changeHours',
        'payment_order.status as orderStatus',
      ])
      .where('booking.userId', '=', userId)
      .orderBy('booking.startsAt', 'desc')
      .limit(200)
      .execute()
  ).map(({ orderStatus, ...row }) => ({
    ...row,
    unpaid: row.status === 'cancelled' && (orderStatus === 'expired' || orderStatus === 'failed'),
  }))
  const at = now.toISOString()
  const upcoming = rows.filter((row) => new Date(row.endsAt).toISOString() > at).reverse()
  const past = rows.filter((row) => new Date(row.endsAt).toISOString() <= at).slice(0, 20)
  return { upcoming, past }
}

/** The instants a week of wall dates starting on `monday` spans in the site's time zone. */
export function weekSpan(monday: string, timeZone: string) {
  const start = instantOf({ date: monday, time: '00:00' }, timeZone)
  const end = instantOf({ date: addDays(monday, 7), time: '00:00' }, timeZone)
  if (!start || !end) throw new Error(`no midnight on ${monday} in ${timeZone}`)
  return { start, end }
}

/** The coach's week: every booking not cancelled, with the person, by start. */
export function agendaOf(db: Db, span: { start: Date; end: Date }) {
  return db
    .selectFrom('booking')
    .leftJoin('user', 'user.id', 'booking.userId')
    .select([...SESSION_COLUMNS, 'user.name', 'user.lastName', 'user.email', 'user.phone'])
    .where('booking.status', '!=', 'cancelled')
    .where('booking.startsAt', '>=', span.start.toISOString())
    .where('booking.startsAt', '<', span.end.toISOString())
    .orderBy('booking.startsAt')
    .limit(500)
    .execute()
}

/** The person's bookings for "Download my data". */
export const bookingsForExport = (db: Db, userId: string) =>
  db
    .selectFrom('booking')
    .select(['kindName', 'startsAt', 'endsAt', 'status', 'priceCents', 'createdAt', 'cancelledAt'])
    .where('userId', '=', userId)
    .orderBy('startsAt')
    .orderBy('id')
    .execute()

/** Their bookings still to come, which deleting the account cancels (held ones: unpaid yet). */
export const futureBookingsOf = (db: Db, userId: string, now: Date) =>
  db
    .selectFrom('booking')
    .select(['id', 'status', 'orderId'])
    .where('userId', '=', userId)
    .where('status', '!=', 'cancelled')
    .where('startsAt', '>', now.toISOString())
    .execute()

/** What a booking's calendar file needs, with its owner to check. */
export const bookingForCalendar = (db: Db, id: number) =>
  db
    .selectFrom('booking')
    .select(['uid', 'userId', 'kindName', 'startsAt', 'endsAt', 'status', 'sequence', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirst()
