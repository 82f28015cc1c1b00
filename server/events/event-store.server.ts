import { askedQuestions, type EventInput } from '#app/schemas/event.ts'
import { bulkStatus, type BulkIntent } from '../content/admin-bulk.server.ts'
import { attachMedia, findMediaForField } from '../content/admin-media.server.ts'
import {
  conflictStop,
  expectVersion,
  fieldError,
  resolveSlug,
  saveInTransaction,
  SaveStop,
  type SaveOutcome,
} from '../content/admin-save.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { followSlug } from '../redirects/rules.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { editorDoc } from '../content/admin-editor.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { EventKind } from '../db/schema.server.ts'
import { readDays, readQuestions, siteInstant, siteWall, type EventDay } from './event-fields.server.ts'
import { reindex } from '../search/search-index.server.ts'

export const eventSorts = ['starts', 'updated'] as const
export type EventSort = (typeof eventSorts)[number]

export interface EventAdminQuery {
  status?: 'draft' | 'published'
  kind?: EventKind
  /** Only these events (the "needs translation" filter, docs/decisions/048). */
  onlyIds?: number[]
  sort?: EventSort
  page?: number
}

const ADMIN_PAGE_SIZE = 20

const filteredEvents = (db: Db, { kind, onlyIds }: EventAdminQuery) =>
  db
    .selectFrom('event')
    .$if(Boolean(kind), (query) => query.where('kind', '=', kind ?? 'camp'))
    .$if(onlyIds !== undefined, (query) => query.where('id', 'in', onlyIds?.length ? onlyIds : [0]))

/** The admin list: counts per status, filter by kind, newest start first or last changed first. */
export async function listEventsForAdmin(db: Db, query: EventAdminQuery) {
  const { status, sort = 'starts', page = 1 } = query
  const byStatus = await filteredEvents(db, query)
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts = { draft: 0, published: 0 }
  for (const row of byStatus) counts[row.status === 'published' ? 'published' : 'draft'] += Number(row.n)
  const info = pageInfo(page, status ? counts[status] : counts.draft + counts.published, ADMIN_PAGE_SIZE)
  const events = await filteredEvents(db, query)
    .select(['id', 'slug', 'title', 'kind', 'startsAt', 'capacity', 'placesTaken', 'status', 'updatedAt'])
    .$if(Boolean(status), (q) => q.where('status', '=', status ?? 'draft'))
    .$if(sort === 'updated', (q) => q.orderBy('updatedAt', 'desc'))
    .$if(sort !== 'updated', (q) => q.orderBy('startsAt', 'desc'))
    .orderBy('id', 'desc')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, counts, events }
}

/** An event as the editor loads it: days and deadlines as the site's wall clock reads them. */
export async function findEventForEdit(db: Db, id: number) {
  const row = await db.selectFrom('event').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const opens = row.opensAt ? siteWall(row.opensAt) : null
  const closes = siteWall(row.closesAt)
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    description: editorDoc(row.description),
    days: readDays(row.days).map((day) => {
      const start = siteWall(day.start)
      return { date: start.date, start: start.time, end: siteWall(day.end).time }
    }),
    place: row.place,
    address: row.address,
    programme: row.programme,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    capacity: row.capacity,
    priceCents: row.priceCents,
    opensDate: opens?.date ?? '',
    opensTime: opens?.time ?? '',
    closesDate: closes.date,
    closesTime: closes.time,
    questions: readQuestions(row.questions),
    cover: await findMediaForField(db, row.coverMediaId),
    coverAlt: row.coverAlt,
    status: row.status,
    version: row.version,
  }
}

export type EventForEdit = NonNullable<Awaited<ReturnType<typeof findEventForEdit>>>

/** The wall times of the form as instants; a time the clock skips is a field error. */
function instantsOf(input: EventInput) {
  const days: EventDay[] = []
  input.days.forEach((row, index) => {
    const start = siteInstant(row.date ?? '', row.start ?? '')
    const end = siteInstant(row.date ?? '', row.end ?? '')
    if (!start || !end) throw new SaveStop(fieldError(`days[${index}].start`, 'events:errors.time'))
    days.push({ start, end })
  })
  days.sort((a, b) => a.start.localeCompare(b.start))
  const closesAt = siteInstant(input.closesDate, input.closesTime)
  if (!closesAt) throw new SaveStop(fieldError('closesTime', 'events:errors.time'))
  const opensAt = input.opensDate && input.opensTime ? siteInstant(input.opensDate, input.opensTime) : null
  if (opensAt === undefined) throw new SaveStop(fieldError('opensTime', 'events:errors.time'))
  const first = days[0]
  const last = days.at(-1)
  if (!first || !last) throw new SaveStop(fieldError('days', 'events:errors.dayRequired'))
  if (closesAt > first.start) throw new SaveStop(fieldError('closesDate', 'events:errors.closesAfterStart'))
  if (opensAt && opensAt >= closesAt)
    throw new SaveStop(fieldError('opensDate', 'events:errors.opensAfterCloses'))
  return { days, startsAt: first.start, endsAt: last.end, opensAt, closesAt }
}

/** Creates (no `id`) or updates an event in one transaction; an older version is refused. */
export function saveEvent(
  db: Db,
  { id, input, now = new Date().toISOString() }: { id?: number; input: EventInput; now?: string },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const version = id === undefined ? undefined : await expectVersion(trx, 'event', id, input.version)
    const slug = await resolveSlug(trx, 'event', { slug: input.slug, text: input.title, id })
    await followSlug(trx, 'event', { id, slug })
    if (!(await attachMedia(trx, input.coverMediaId, undefined)))
      throw new SaveStop(fieldError('coverMediaId', 'admin:errors.mediaMissing'))
    const times = instantsOf(input)
    if (id !== undefined) {
      const taken = await trx
        .selectFrom('event')
        .select('placesTaken')
        .where('id', '=', id)
        .executeTakeFirst()
      if (taken && input.capacity < taken.placesTaken)
        throw new SaveStop(fieldError('capacity', 'events:errors.capacityBelowTaken'))
    }
    const values = {
      slug,
      kind: input.kind,
      title: input.title,
      description: JSON.stringify(input.description),
      descriptionHtml: await renderRichTextWithPictures(trx, input.description),
      days: JSON.stringify(times.days),
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      place: input.place,
      address: input.address ?? '',
      programme: input.programme ?? null,
      ageMin: input.ageMin,
      ageMax: input.ageMax,
      capacity: input.capacity,
      priceCents: input.price,
      opensAt: times.opensAt,
      closesAt: times.closesAt,
      questions: JSON.stringify(askedQuestions(input.questions)),
      coverMediaId: input.coverMediaId ?? null,
      coverAlt: input.coverAlt ?? '',
      status: input.status,
      updatedAt: now,
    }
    if (id === undefined || version === undefined) {
      const created = await trx
        .insertInto('event')
        .values({ ...values, createdAt: now })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow()
      await reindex(trx, 'event', [created.id])
      return { kind: 'saved', ...created, slug }
    }
    const result = await trx
      .updateTable('event')
      .set({ ...values, version: version + 1 })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst()
    if (!result.numUpdatedRows) throw await conflictStop(trx, 'event', id)
    await reindex(trx, 'event', [id])
    return { kind: 'saved', id, version: version + 1, slug }
  })
}

/** Bulk publish, unpublish or delete of events (a deleted event takes its registrations with it). */
export const bulkEvents = (db: Db, bulk: { intent: BulkIntent; ids: number[]; now?: string }) =>
  bulkStatus(db, 'event', bulk)
