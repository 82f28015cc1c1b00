import { sql } from 'kysely'
import { INBOX_FILTERS, type InboxAction, type InboxFilter, type InboxIntent } from '#app/schemas/inbox.ts'
import type { Db } from '../db/connection.server.ts'
import type { ContactStatus } from '../db/schema.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { foldedContains } from '../content/search.server.ts'

export const INBOX_PAGE_SIZE = 25
const PREVIEW_LENGTH = 140

/** `?filter=` of the list; anything unknown is the default view. */
export function filterParam(url: string | URL): InboxFilter {
  const raw = new URL(url).searchParams.get('filter')
  return INBOX_FILTERS.find((filter) => filter === raw) ?? 'inbox'
}

const statusesOf: Record<InboxFilter, ContactStatus[] | null> = {
  inbox: ['new', 'read'],
  unread: ['new'],
  read: ['read'],
  archived: ['archived'],
  all: null,
}

/**
 * One page of messages, newest first. The search looks in name, e-mail, subject and message,
 * accent- and case-insensitive, with LIKE wildcards taken literally.
 */
export async function listInbox(
  db: Db,
  {
    filter,
    query,
    page,
    perPage = INBOX_PAGE_SIZE,
  }: { filter: InboxFilter; query?: string; page: number; perPage?: number },
) {
  const statuses = statusesOf[filter]
  const base = db
    .selectFrom('contact_message')
    .$if(statuses !== null, (qb) => qb.where('status', 'in', statuses ?? []))
    .$if(query !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or(
          (['name', 'email', 'subject', 'message'] as const).map((column) =>
            foldedContains(eb.ref(column), query ?? ''),
          ),
        ),
      ),
    )
  const { total } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(total), Math.min(perPage, 100))
  const messages = await base
    .select(['id', 'name', 'email', 'subject', 'status', 'deliveryStatus', 'createdAt'])
    .select(sql<string>`substr(message, 1, ${PREVIEW_LENGTH})`.as('preview'))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, messages }
}

/** How many messages nobody has opened yet: one count on the (status, createdAt) index. */
export async function countUnread(db: Db) {
  const { unread } = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where('status', '=', 'new')
    .executeTakeFirstOrThrow()
  return Number(unread)
}

/** One message for the reading pane; opening it marks it read. Undefined when there is none. */
export async function openMessage(db: Db, id: number) {
  const message = await db
    .selectFrom('contact_message')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'locale',
      'status',
      'deliveryStatus',
      'deliveredAt',
      'createdAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (message?.status !== 'new') return message
  await setStatus(db, [id], 'read')
  return { ...message, status: 'read' as const }
}

const statusAfter: Record<Exclude<InboxIntent, 'delete'>, ContactStatus> = {
  read: 'read',
  unread: 'new',
  archive: 'archived',
  unarchive: 'read',
}

const setStatus = (db: Db, ids: number[], status: ContactStatus) =>
  db
    .updateTable('contact_message')
    .set({ status, updatedAt: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute()

/**
 * Marks, archives or deletes the given messages and answers how many. All of them must exist, else
 * nothing changes and the answer is null (the route answers 404).
 */
export function applyInboxAction(db: Db, { intent, ids }: InboxAction) {
  const unique = [...new Set(ids)]
  return db.transaction().execute(async (trx) => {
    const { found } = await trx
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll<string | number>().as('found'))
      .where('id', 'in', unique)
      .executeTakeFirstOrThrow()
    if (Number(found) !== unique.length) return null
    if (intent === 'delete') await trx.deleteFrom('contact_message').where('id', 'in', unique).execute()
    else await setStatus(trx, unique, statusAfter[intent])
    return unique.length
  })
}

/**
 * A `mailto:` link answering the visitor: their address, and "Re: subject" (once) as the subject.
 * Both parts are percent-encoded (RFC 6068), so "&", "?" or "#" in a subject stay in the subject.
 */
export function replyHref(email: string, subject: string) {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`
  const address = encodeURIComponent(email).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(reply)}`
}
