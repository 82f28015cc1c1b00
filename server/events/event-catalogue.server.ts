import { addDays } from '#app/calendar/zoned-time.ts'
import { eventKinds, type EventKindValue } from '#app/schemas/event-values.ts'
import { programmes } from '#app/schemas/programmes.ts'
import type { Db } from '../db/connection.server.ts'
import type { Programme } from '../db/schema.server.ts'
import { mediaUrl } from '../media/media.server.ts'
import type { MailEvent } from './event-mails.server.ts'
import { readDays, readQuestions, siteInstant } from './event-fields.server.ts'

export interface EventFilter {
  kind?: EventKindValue
  programme?: Programme
  /** YYYY-MM, the month of the site's calendar the event starts in. */
  month?: string
}

const pick = <T extends string>(allowed: readonly T[], raw: string | null) =>
  allowed.find((value) => value === raw)

/** The public list's filters from the URL; a value that does not fit is ignored. */
export function readEventFilter(url: URL): EventFilter {
  const month = url.searchParams.get('month') ?? ''
  return {
    kind: pick(eventKinds, url.searchParams.get('kind')),
    programme: pick(programmes, url.searchParams.get('programme')),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
  }
}

const PAST_LIMIT = 24
const UPCOMING_LIMIT = 100

const cardColumns = [
  'event.id',
  'event.slug',
  'event.kind',
  'event.title',
  'event.startsAt',
  'event.endsAt',
  'event.place',
  'event.programme',
  'event.ageMin',
  'event.ageMax',
  'event.capacity',
  'event.placesTaken',
  'event.priceCents',
  'event.cancelledAt',
] as const

function published(db: Db, { kind, programme, month }: EventFilter) {
  let query = db.selectFrom('event').where('event.status', '=', 'published')
  if (kind) query = query.where('event.kind', '=', kind)
  if (programme) query = query.where('event.programme', '=', programme)
  if (month) {
    const from = siteInstant(`${month}-01`, '00:00')
    const next = addDays(`${month}-28`, 7).slice(0, 7)
    const to = siteInstant(`${next}-01`, '00:00')
    if (from && to) query = query.where('event.startsAt', '>=', from).where('event.startsAt', '<', to)
  }
  return query
}

/** /eventos: events not over yet, soonest first; then the past ones, latest first. */
export async function listPublicEvents(db: Db, filter: EventFilter, now = new Date().toISOString()) {
  const [upcoming, past] = await Promise.all([
    published(db, filter)
      .select(cardColumns)
      .where('event.endsAt', '>=', now)
      .orderBy('event.startsAt')
      .orderBy('event.id')
      .limit(UPCOMING_LIMIT)
      .execute(),
    published(db, filter)
      .select(cardColumns)
      .where('event.endsAt', '<', now)
      .orderBy('event.startsAt', 'desc')
      .orderBy('event.id', 'desc')
      .limit(PAST_LIMIT)
      .execute(),
  ])
  return { upcoming, past }
}

export type EventCard = Awaited<ReturnType<typeof listPublicEvents>>['upcoming'][number]

/** The next published events, for the home page. */
export const listNextEvents = (db: Db, limit: number, now = new Date().toISOString()) =>
  published(db, {})
    .select(cardColumns)
    .where('event.endsAt', '>=', now)
    .orderBy('event.startsAt')
    .orderBy('event.id')
    .limit(limit)
    .execute()

/** A published event for its page, its registration and its calendar file. */
export async function findPublicEvent(db: Db, slug: string) {
  const row = await db
    .selectFrom('event')
    .leftJoin('media', 'media.id', 'event.coverMediaId')
    .select([
      ...cardColumns,
      'event.descriptionHtml',
      'event.days',
      'event.address',
      'event.opensAt',
      'event.closesAt',
      'event.questions',
      'event.coverAlt',
      'event.version',
      'event.updatedAt',
      'media.name as coverName',
      'media.width as coverWidth',
      'media.height as coverHeight',
      'media.alt as mediaAlt',
    ])
    .where('event.slug', '=', slug)
    .where('event.status', '=', 'published')
    .executeTakeFirst()
  if (!row) return undefined
  const { coverName, coverWidth, coverHeight, mediaAlt, days, questions, ...rest } = row
  return {
    ...rest,
    days: readDays(days),
    questions: readQuestions(questions),
    cover: coverName
      ? {
          src: mediaUrl(coverName),
          width: coverWidth,
          height: coverHeight,
          alt: rest.coverAlt || mediaAlt || '',
        }
      : null,
  }
}

export type PublicEvent = NonNullable<Awaited<ReturnType<typeof findPublicEvent>>>

/** Every published event (days included) for the subscribed calendar feed. */
export async function listFeedEvents(db: Db, limit = 500) {
  const rows = await db
    .selectFrom('event')
    .select(['id', 'slug', 'title', 'place', 'address', 'days', 'version', 'updatedAt', 'cancelledAt'])
    .where('status', '=', 'published')
    .orderBy('startsAt', 'desc')
    .limit(limit)
    .execute()
  return rows.map(({ days, ...rest }) => ({ ...rest, days: readDays(days) }))
}

/** Places left and whether registration is open now (never for a cancelled event). */
export function registrationState(
  event: {
    capacity: number
    placesTaken: number
    opensAt: string | null
    closesAt: string
    cancelledAt: string | null
  },
  now = new Date().toISOString(),
) {
  const placesLeft = Math.max(0, event.capacity - event.placesTaken)
  const phase: 'notYet' | 'open' | 'closed' | 'cancelled' = event.cancelledAt
    ? 'cancelled'
    : event.opensAt && now < event.opensAt
      ? 'notYet'
      : now >= event.closesAt
        ? 'closed'
        : 'open'
  return { placesLeft, phase }
}

/** The event as a mail and the registration need it. */
export async function findMailEvent(
  db: Db,
  id: number,
): Promise<
  | (MailEvent & { closesAt: string; opensAt: string | null; cancelledAt: string | null; priceCents: number })
  | undefined
> {
  const row = await db
    .selectFrom('event')
    .select([
      'id',
      'slug',
      'title',
      'place',
      'address',
      'days',
      'startsAt',
      'version',
      'updatedAt',
      'closesAt',
      'opensAt',
      'cancelledAt',
      'priceCents',
    ])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst()
  return row && { ...row, days: readDays(row.days) }
}

/** Published events for sitemap.xml (the page stays after the event, with its report). */
export const listEventsForIndex = (db: Db) =>
  db
    .selectFrom('event')
    .select(['id', 'slug', 'updatedAt'])
    .where('status', '=', 'published')
    .orderBy('startsAt', 'desc')
    .limit(1000)
    .execute()
