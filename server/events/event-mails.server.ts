import { siteLanguage, toLanguage } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import { attemptQueued, enqueueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'
import type { EventDay } from './event-fields.server.ts'
import { formatSiteDateTime } from './event-format.server.ts'
import { eventIcs } from './event-ics.server.ts'
import { eventWordsIn } from './event-languages.server.ts'

/** The event as a mail tells about it. */
export interface MailEvent {
  id: number
  slug: string
  title: string
  place: string
  address: string
  days: EventDay[]
  startsAt: string
  version: number
  updatedAt: string
}

export interface Recipient {
  email: string
  locale: string | null
}

/** Static keys per kind of mail (the i18n check reads them). */
const TEXTS = {
  confirmed: { subject: 'events:mail.confirmed.subject', body: 'events:mail.confirmed.body' },
  waiting: { subject: 'events:mail.waiting.subject', body: 'events:mail.waiting.body' },
  offered: { subject: 'events:mail.offered.subject', body: 'events:mail.offered.body' },
  reminder: { subject: 'events:mail.reminder.subject', body: 'events:mail.reminder.body' },
  cancelled: { subject: 'events:mail.cancelled.subject', body: 'events:mail.cancelled.body' },
  eventCancelled: { subject: 'events:mail.eventCancelled.subject', body: 'events:mail.eventCancelled.body' },
} as const

export type EventMailKind = keyof typeof TEXTS

/** A text the coach typed, as the mail's paragraphs (a blank line starts the next). */
const paragraphsOf = (text: string) => text.split(/\n{2,}/).filter(Boolean)

/**
 * Queues one mail about an event, in the person's language (the site's when they chose none), with
 * the event's title, place and address in that language when it has a published translation. A
 * confirmation and a reminder carry the .ics; an offer carries the link to accept it and its
 * deadline; the whole event cancelled carries the coach's message, if any, and names everyone the
 * address had registered. `db` may be a transaction: the mail is stored with the change it tells
 * about. Answers the queued row, to try at once after the commit (`sendQueued`).
 */
export async function queueEventMail(
  db: Db,
  kind: EventMailKind,
  to: Recipient,
  {
    event,
    participant,
    origin,
    offer,
    message,
  }: {
    event: MailEvent
    participant: string | string[]
    origin: string
    offer?: { url: string; expiresAt: string }
    message?: string
  },
) {
  const language = toLanguage(to.locale) ?? siteLanguage
  const t = getFixedT(language)
  const texts = TEXTS[kind]
  const [shown = { ...event, path: `/eventos/${event.slug}` }] = await eventWordsIn(db, [event], language)
  const values = {
    title: shown.title,
    participant:
      typeof participant === 'string'
        ? participant
        : new Intl.ListFormat(language, { type: 'conjunction' }).format(participant),
    date: formatSiteDateTime(event.startsAt, language),
    place: shown.place,
  }
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t(texts.subject, values),
    greeting: t('events:mail.greeting'),
    paragraphs: [t(texts.body, values), ...paragraphsOf(message ?? '')],
    action: offer
      ? { label: t('events:mail.accept'), url: offer.url }
      : { label: t('events:mail.open'), url: `${origin}${shown.path}` },
    notes: offer
      ? [t('events:mail.offerDeadline', { date: formatSiteDateTime(offer.expiresAt, language) })]
      : kind === 'cancelled' || kind === 'eventCancelled'
        ? []
        : [t('events:mail.manage', { url: `${origin}/account/events` })],
  })
  const withCalendar = kind === 'confirmed' || kind === 'reminder'
  return enqueueMail(db, {
    to: to.email,
    ...mail,
    ...(withCalendar
      ? {
          attachments: [
            {
              filename: `${event.slug}.ics`,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              contentBase64: Buffer.from(eventIcs(shown, origin)).toString('base64'),
            },
          ],
        }
      : {}),
  })
}

/** Tries queued mails once, after their transaction committed; those that fail stay queued. */
export async function sendQueued(db: Db, mails: Array<Awaited<ReturnType<typeof enqueueMail>>>) {
  for (const mail of mails) await attemptQueued(db, mail)
}

/** The coach's message to everyone registered, queued one mail per address. */
export async function queueCoachMessage(
  db: Db,
  to: Recipient,
  { event, subject, body, origin }: { event: MailEvent; subject: string; body: string; origin: string },
) {
  const language = toLanguage(to.locale) ?? siteLanguage
  const t = getFixedT(language)
  const [shown] = await eventWordsIn(db, [event], language)
  const mail = renderEmail(t, siteSettings().brand, {
    subject,
    greeting: t('events:mail.greeting'),
    paragraphs: paragraphsOf(body),
    action: { label: t('events:mail.open'), url: `${origin}${shown?.path ?? `/eventos/${event.slug}`}` },
  })
  return enqueueMail(db, { to: to.email, ...mail })
}
