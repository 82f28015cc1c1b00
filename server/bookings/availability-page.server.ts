import { formatRanges, WEEKDAYS, type WeekText } from '#app/schemas/bookings.ts'
import { priceInput } from '#app/schemas/price.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { readExceptions, readWeeklyHours } from './availability.server.ts'
import { listKinds } from './kinds.server.ts'
import { siteToday } from './slots.server.ts'

/** The coach's availability screen: the week as one text per day, the exceptions to come, the kinds. */
export async function availabilityScreen(db: Db, now: Date) {
  const { SITE_TIME_ZONE: timeZone, STRIPE_CURRENCY: currency } = env()
  const [weekly, exceptionRows, kinds] = await Promise.all([
    readWeeklyHours(db),
    readExceptions(db, siteToday(now, timeZone)),
    listKinds(db),
  ])
  const week: WeekText = { day1: '', day2: '', day3: '', day4: '', day5: '', day6: '', day7: '' }
  for (const day of WEEKDAYS)
    week[`day${day}`] = formatRanges(
      weekly
        .filter((rule) => rule.weekday === day)
        .map((rule) => ({ start: rule.startTime, end: rule.endTime })),
    )
  const dates = [...new Set(exceptionRows.map((row) => row.date))]
  const exceptions = dates.map((date) => {
    const rows = exceptionRows.filter((row) => row.date === date)
    const ranges = rows.flatMap((row) =>
      row.startTime && row.endTime ? [{ start: row.startTime, end: row.endTime }] : [],
    )
    return { id: rows[0]?.id ?? 0, date, hours: formatRanges(ranges), note: rows[0]?.note ?? '' }
  })
  return {
    timeZone,
    currency,
    week,
    exceptions,
    kinds: kinds.map((kind) => ({ ...kind, price: priceInput(kind.priceCents, currency) })),
  }
}
