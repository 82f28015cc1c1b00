import { addDays, wallTimeOf } from '#app/calendar/zoned-time.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { agendaOf, weekSpan } from './booking-lists.server.ts'
import { mondayOf } from './booking-pages.server.ts'

/** The coach's week: seven wall dates from Monday, each with its bookings, and the weeks around. */
export async function agendaWeek(db: Db, asked: string | null, now: Date) {
  const timeZone = env().SITE_TIME_ZONE
  const monday = mondayOf(asked, now)
  const rows = await agendaOf(db, weekSpan(monday, timeZone))
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((date) => ({
    date,
    // Noon UTC of the date is that same date on clocks from UTC-11 to UTC+11, for its label.
    noon: `${date}T12:00:00.000Z`,
    bookings: rows
      .filter((row) => wallTimeOf(new Date(row.startsAt), timeZone).date === date)
      .map((row) => ({
        id: row.id,
        kindName: row.kindName,
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
        person: row.name === null ? null : [row.name, row.lastName].filter(Boolean).join(' '),
        email: row.email,
        phone: row.phone,
      })),
  }))
  return { timeZone, monday, previous: addDays(monday, -7), next: addDays(monday, 7), days }
}
