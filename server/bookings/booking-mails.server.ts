import { sessionWhen } from '#app/calendar/session-time.ts'
import { siteLanguage, toLanguage } from '#app/i18n/languages.ts'
import { icsCalendar } from '../calendar/ics.server.ts'
import type { Db } from '../db/connection.server.ts'
import { queueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { env } from '../env.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * The mails of a booking, to the person and to the coach, each with the session's .ics: the same
 * UID every time, its SEQUENCE raised by each change, and STATUS:CANCELLED when it is off, so a
 * calendar that imported it moves or removes the same event.
 */

/** The coach reads his notifications in the site's language (as contact messages). */
const COACH_LANGUAGE = 'es'

export type BookingChange = 'booked' | 'moved' | 'cancelled'

/** Static keys (the i18n check reads them). */
const TEXTS = {
  booked: {
    subject: 'bookings:mail.booked.subject',
    body: 'bookings:mail.booked.body',
    coachSubject: 'bookings:mail.coachBooked.subject',
    coachBody: 'bookings:mail.coachBooked.body',
  },
  moved: {
    subject: 'bookings:mail.moved.subject',
    body: 'bookings:mail.moved.body',
    coachSubject: 'bookings:mail.coachMoved.subject',
    coachBody: 'bookings:mail.coachMoved.body',
  },
  cancelled: {
    subject: 'bookings:mail.cancelled.subject',
    body: 'bookings:mail.cancelled.body',
    coachSubject: 'bookings:mail.coachCancelled.subject',
    coachBody: 'bookings:mail.coachCancelled.body',
  },
} as const

interface MailedBooking {
  uid: string
  kindName: string
  startsAt: string
  endsAt: string
  status: string
  sequence: number
  updatedAt: string
}

/** The booking's calendar file (one event, times in UTC). */
export function bookingIcs(booking: MailedBooking, { url }: { url: string }) {
  const { coachName, brand } = siteSettings()
  return icsCalendar({
    method: 'PUBLISH',
    events: [
      {
        uid: booking.uid,
        start: booking.startsAt,
        end: booking.endsAt,
        summary: `${booking.kindName} · ${coachName}`,
        description: brand,
        url,
        status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
        sequence: booking.sequence,
        updatedAt: booking.updatedAt,
      },
    ],
  })
}

const attachment = (ics: string) => ({
  filename: 'sesion.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
})

/** Queues both mails of a change (after its commit): the person's in their language, the coach's in Spanish. */
export async function sendBookingMails(
  db: Db,
  {
    bookingId,
    change,
    origin,
    byCoach = false,
    notifyPerson = true,
  }: { bookingId: number; change: BookingChange; origin: string; byCoach?: boolean; notifyPerson?: boolean },
) {
  const booking = await db
    .selectFrom('booking')
    .leftJoin('user', 'user.id', 'booking.userId')
    .select([
      'booking.uid',
      'booking.kindName',
      'booking.startsAt',
      'booking.endsAt',
      'booking.status',
      'booking.sequence',
      'booking.updatedAt',
      'user.name',
      'user.email',
      'user.locale',
    ])
    .where('booking.id', '=', bookingId)
    .executeTakeFirstOrThrow()
  const { brand, email: coachEmail } = siteSettings()
  const timeZone = env().SITE_TIME_ZONE
  const ics = bookingIcs(booking, { url: `${origin}/account/bookings` })
  const name = booking.name ?? ''
  if (booking.email && notifyPerson) {
    const language = toLanguage(booking.locale) ?? siteLanguage
    const t = getFixedT(language)
    const when = sessionWhen(booking.startsAt, language, timeZone)
    const mail = renderEmail(t, brand, {
      subject: t(TEXTS[change].subject, { kind: booking.kindName, when }),
      greeting: t('email:greeting', { name }),
      paragraphs: [
        t(TEXTS[change].body, { kind: booking.kindName, when }),
        ...(byCoach ? [t('bookings:mail.byCoach')] : []),
        t('bookings:mail.calendar'),
      ],
      action: { label: t('bookings:mail.action'), url: `${origin}/account/bookings` },
    })
    await queueMail(db, { to: booking.email, ...mail, attachments: [attachment(ics)] })
  }
  const t = getFixedT(COACH_LANGUAGE)
  const when = sessionWhen(booking.startsAt, COACH_LANGUAGE, timeZone)
  const person = booking.email ? `${name} <${booking.email}>` : t('bookings:mail.deletedPerson')
  const mail = renderEmail(t, brand, {
    subject: t(TEXTS[change].coachSubject, { kind: booking.kindName, when, person: name }),
    greeting: t('bookings:mail.coachGreeting'),
    paragraphs: [t(TEXTS[change].coachBody, { kind: booking.kindName, when, person })],
    action: { label: t('bookings:mail.coachAction'), url: `${origin}/admin/agenda` },
  })
  await queueMail(db, { to: coachEmail, ...mail, attachments: [attachment(ics)] })
}
