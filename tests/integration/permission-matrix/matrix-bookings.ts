import { randomUUID } from 'node:crypto'
import { addDays } from '#app/calendar/zoned-time.ts'
import {
  BookingKindSchema,
  BookSlotSchema,
  CancelBookingSchema,
  DeleteExceptionSchema,
  ExceptionSchema,
  WeeklyHoursSchema,
} from '#app/schemas/bookings.ts'
import { offeredSlots } from '#server/bookings/booking-store.server.ts'
import { siteToday } from '#server/bookings/slots.server.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform, plain } from './forms.ts'
import type { Records } from './records.ts'

/** One-to-one bookings: the person books, moves and cancels their own; the coach keeps the week. */

const ZONE = 'Europe/Madrid'

/** The demo's free kind: a booking of it is confirmed at once (a paid kind's waits for Checkout). */
async function demoKind(r: Records) {
  return r.db
    .selectFrom('booking_kind')
    .select(['id', 'slug', 'name', 'durationMinutes', 'bufferMinutes', 'horizonDays', 'noticeHours'])
    .where('priceCents', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

/** A free slot of the demo kind now, optionally ignoring one booking's own time. */
async function freeStart(r: Records, which: 'first' | 'last', exceptBookingId?: number) {
  const kind = await demoKind(r)
  const now = new Date()
  const slots = await offeredSlots(r.db, {
    kind,
    from: siteToday(now, ZONE),
    days: 14,
    now,
    timeZone: ZONE,
    exceptBookingId,
  })
  const slot = which === 'first' ? slots[0] : slots.at(-1)
  if (!slot) throw new Error('the demo hours offer no free slot')
  return slot.start
}

/** The user's latest booking (the one the booking form made). */
async function usersBooking(r: Records) {
  const userId = await r.userIdOf(r.emails.user)
  const row = await r.db
    .selectFrom('booking')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'confirmed')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A future booking of the user made for a cancel form (far ahead, past any demo slot). */
async function bookingToCancel(r: Records, daysAhead: number) {
  const kind = await demoKind(r)
  const userId = await r.userIdOf(r.emails.user)
  const start = new Date(`${addDays(siteToday(new Date(), ZONE), daysAhead)}T09:00:00.000Z`)
  const row = await r.db
    .insertInto('booking')
    .values({
      uid: `matriz-${randomUUID()}@reservas`,
      kindId: kind.id,
      userId,
      kindName: kind.name,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + kind.durationMinutes * 60_000).toISOString(),
      status: 'confirmed',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

export const BOOKING_ACTIONS: Record<string, MatrixEntry> = {
  'routes/public/booking-kind.tsx': {
    who: 'signed-in',
    url: () => '/reservas/primera-charla',
    forms: [
      form(
        'book',
        async (r) => ({ intent: 'book', start: await freeStart(r, 'last') }),
        plain(BookSlotSchema),
      ),
      form(
        'reschedule',
        async (r) => {
          const id = await usersBooking(r)
          return { intent: 'reschedule', bookingId: String(id), start: await freeStart(r, 'first', id) }
        },
        plain(BookSlotSchema),
      ),
    ],
  },
  'routes/account/bookings.tsx': {
    who: 'signed-in',
    url: () => '/account/bookings',
    forms: [
      form(
        'cancel',
        async (r) => ({ intent: 'cancel', id: await bookingToCancel(r, 200) }),
        plain(CancelBookingSchema),
      ),
    ],
  },
  'routes/admin/agenda.tsx': {
    who: 'admin',
    url: () => '/admin/agenda',
    forms: [
      form(
        'cancel',
        async (r) => ({ intent: 'cancel', id: await bookingToCancel(r, 201) }),
        plain(CancelBookingSchema),
      ),
    ],
  },
  'routes/admin/availability.tsx': {
    who: 'admin',
    url: () => '/admin/availability',
    forms: [
      // The demo's week plus Sunday mornings: the slots the booking forms used (they run first) stay.
      form(
        'hours',
        () => ({
          intent: 'hours',
          day1: '17:00-20:30',
          day2: '17:00-20:30',
          day3: '17:00-20:30',
          day4: '17:00-20:30',
          day5: '17:00-20:30',
          day6: '09:30-13:30',
          day7: '10:00-12:00',
        }),
        conform(WeeklyHoursSchema),
      ),
      form(
        'exception',
        () => ({ intent: 'exception', date: '2099-12-25', hours: '', note: 'Navidad' }),
        conform(ExceptionSchema),
      ),
      form(
        'exception-delete',
        async (r) => {
          const row = await r.db
            .selectFrom('availability_exception')
            .select('id')
            .where('date', '=', '2099-12-25')
            .executeTakeFirstOrThrow()
          return { intent: 'exception-delete', id: String(row.id) }
        },
        plain(DeleteExceptionSchema),
      ),
      form(
        'kind',
        () => ({
          intent: 'kind',
          name: 'Análisis de vídeo',
          description: 'Revisamos juntos un partido tuyo.',
          durationMinutes: '45',
          price: '30',
          bufferMinutes: '15',
          horizonDays: '30',
          noticeHours: '24',
          changeHours: '24',
          active: 'on',
        }),
        conform(BookingKindSchema),
      ),
    ],
  },
}
