import { data } from 'react-router'
import type { Route } from './+types/booking-ics'
import { requireRole } from '#server/auth/guards.server.ts'
import { bookingForCalendar } from '#server/bookings/booking-lists.server.ts'
import { bookingIcs } from '#server/bookings/booking-mails.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { icsResponse } from '#server/calendar/ics.server.ts'

/** A booking's calendar file: its person's (or the coach's); anyone else gets 404 as if it did not exist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const id = Number(params.id)
  const booking = Number.isInteger(id) && id > 0 ? await bookingForCalendar(db, id) : undefined
  if (!booking || (booking.userId !== user.id && user.role !== 'admin')) throw data(null, { status: 404 })
  const ics = bookingIcs(booking, { url: `${publicOrigin(request)}/account/bookings` })
  return icsResponse(ics, {
    filename: 'sesion.ics',
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  })
}
