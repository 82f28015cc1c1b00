import { addDays } from '#app/calendar/zoned-time.ts'
import type { TimeRange } from '#app/schemas/bookings.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'

/** The coach's weekly hours and the dates that differ (docs/decisions/040-one-to-one-bookings.md). */

interface Actor {
  user: { id: string; email: string }
  ip?: string
}

export const readWeeklyHours = (db: Db) =>
  db
    .selectFrom('availability_rule')
    .select(['weekday', 'startTime', 'endTime'])
    .orderBy('weekday')
    .orderBy('startTime')
    .execute()

/** Exceptions from `from` (a wall date) on, for the slots and the coach's list. */
export const readExceptions = (db: Db, from: string, until = addDays(from, 400)) =>
  db
    .selectFrom('availability_exception')
    .select(['id', 'date', 'startTime', 'endTime', 'note'])
    .where('date', '>=', from)
    .where('date', '<=', until)
    .orderBy('date')
    .orderBy('startTime')
    .execute()

/** Replaces the whole week in one transaction: `days[weekday]` holds that day's ranges. */
export async function saveWeeklyHours(db: Db, days: Record<number, TimeRange[]>, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('availability_rule').execute()
    const rows = Object.entries(days).flatMap(([weekday, ranges]) =>
      ranges.map((range) => ({ weekday: Number(weekday), startTime: range.start, endTime: range.end })),
    )
    if (rows.length) await trx.insertInto('availability_rule').values(rows).execute()
    await recordAudit(trx, {
      action: 'booking.hours',
      user: actor.user,
      target: { type: 'availability', id: 'week' },
      detail: { ranges: rows.length },
      ip: actor.ip,
    })
  })
}

/** A date's own hours (none: a day off), replacing any exception it had. */
export async function saveException(
  db: Db,
  input: { date: string; hours: TimeRange[]; note?: string },
  actor: Actor,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('availability_exception').where('date', '=', input.date).execute()
    const note = input.note ?? ''
    const rows = input.hours.length
      ? input.hours.map((range) => ({ date: input.date, startTime: range.start, endTime: range.end, note }))
      : [{ date: input.date, startTime: null, endTime: null, note }]
    await trx.insertInto('availability_exception').values(rows).execute()
    await recordAudit(trx, {
      action: 'booking.exception',
      user: actor.user,
      target: { type: 'availability', id: input.date },
      detail: { dayOff: input.hours.length === 0 },
      ip: actor.ip,
    })
  })
}

/** Removes every exception of the date the row belongs to (the week's hours apply again). */
export async function deleteException(db: Db, id: number, actor: Actor) {
  const row = await db
    .selectFrom('availability_exception')
    .select('date')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return false
  await db.deleteFrom('availability_exception').where('date', '=', row.date).execute()
  await recordAudit(db, {
    action: 'booking.exceptionDelete',
    user: actor.user,
    target: { type: 'availability', id: row.date },
    ip: actor.ip,
  })
  return true
}
