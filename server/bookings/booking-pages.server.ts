import { addDays, isoWeekday, wallTimeOf } from '#app/calendar/zoned-time.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import { paidThroughStripe } from '../payments/holds.server.ts'
import { formatPrice } from '../payments/price.server.ts'
import { findBooking, offeredSlots, changeable } from './booking-store.server.ts'
import { lastBookableDate, siteToday, type Slot } from './slots.server.ts'
import type { BookingKind } from './kinds.server.ts'

/** What the booking pages show, computed on the server (their loaders stay thin). */

export const DAYS_PER_PAGE = 7
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A kind as the public pages show it: its price formatted in the reader's language, or null when free. */
export const kindView = (kind: BookingKind, language: string) => ({
  slug: kind.slug,
  name: kind.name,
  description: kind.description,
  durationMinutes: kind.durationMinutes,
  changeHours: kind.changeHours,
  price: kind.priceCents === null ? null : formatPrice(kind.priceCents, env().STRIPE_CURRENCY, language),
  /** Paid on booking through Stripe (payments configured), else on the day. */
  paidOnline: paidThroughStripe(kind.priceCents),
})

/** The first wall date shown: `desde` from the address when it is a date from today on, else today. */
export function firstDate(asked: string | null, now: Date) {
  const today = siteToday(now, env().SITE_TIME_ZONE)
  return asked && DATE.test(asked) && asked > today ? asked : today
}

/** A kind's free slots for a page of days, grouped by wall date, with the addresses of the pages around. */
export async function slotPage(db: Db, kind: BookingKind, from: string, now: Date, exceptBookingId?: number) {
  const timeZone = env().SITE_TIME_ZONE
  const slots = await offeredSlots(db, { kind, from, days: DAYS_PER_PAGE, now, timeZone, exceptBookingId })
  const byDate = new Map<string, Slot[]>()
  for (const slot of slots) {
    const date = wallTimeOf(new Date(slot.start), timeZone).date
    byDate.set(date, [...(byDate.get(date) ?? []), slot])
  }
  const today = siteToday(now, timeZone)
  const next = addDays(from, DAYS_PER_PAGE)
  return {
    timeZone,
    days: [...byDate].map(([date, daySlots]) => ({ date, slots: daySlots })),
    previous:
      from > today ? (addDays(from, -DAYS_PER_PAGE) > today ? addDays(from, -DAYS_PER_PAGE) : today) : null,
    next: next <= lastBookableDate(now, timeZone, kind) ? next : null,
  }
}

/** The person's own booking they are moving (`cambiar` in the address), if it may still move. */
export async function bookingToMove(db: Db, asked: string | null, userId: string | undefined, now: Date) {
  const id = Number(asked)
  if (!userId || !Number.isInteger(id) || id <= 0) return undefined
  const booking = await findBooking(db, id)
  if (!booking || booking.userId !== userId || !changeable(booking, now)) return undefined
  return { id: booking.id, startsAt: booking.startsAt, kindSlug: booking.kindSlug }
}

/** The Monday of the week a wall date (or today) falls in. */
export function mondayOf(asked: string | null, now: Date) {
  const date = asked && DATE.test(asked) ? asked : siteToday(now, env().SITE_TIME_ZONE)
  return addDays(date, 1 - isoWeekday(date))
}
