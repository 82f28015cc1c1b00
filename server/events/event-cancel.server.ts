import type { Db } from '../db/connection.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'
import { cancelRegistration } from './registrations.server.ts'

const ACTIVE = ['confirmed', 'waiting', 'offered'] as const

/** How many registrations cancelling the event would cancel (the coach reads it before confirming). */
export async function countActiveRegistrations(db: Db, eventId: number) {
  const row = await db
    .selectFrom('event_registration')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('eventId', '=', eventId)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export type CancelEventOutcome =
  { kind: 'cancelled' | 'already'; registrations: number; mails: number } | { kind: 'notFound' | 'over' }

/**
 * The coach cancels a published event as a whole. One conditional UPDATE claims it
 * (`cancelledAt is null`), raises its version (the calendar files' SEQUENCE) and, in the same
 * transaction, queues one mail per address that holds a registration, in that person's language:
 * a second press, or a second instance, finds it claimed and sends nothing. Then every
 * registration still active is cancelled through `cancelRegistration`, the waiting list first, so
 * a freed place is never offered (and whatever that function does for a place, a refund included,
 * happens here too). Running it again on a cancelled event finishes what a crash left active.
 */
export async function cancelEvent(
  db: Db,
  {
    eventId,
    message,
    origin,
    coach,
    now = new Date(),
  }: {
    eventId: number
    message?: string
    origin: string
    /** Who cancels: the refunds of paid places are theirs. */
    coach: { admin: { id: string; email: string }; ip?: string | null }
    now?: Date
  },
): Promise<CancelEventOutcome> {
  const at = now.toISOString()
  const event = await findMailEvent(db, eventId)
  if (!event) return { kind: 'notFound' }
  const endsAt = event.days.at(-1)?.end ?? event.startsAt
  if (!event.cancelledAt && endsAt <= at) return { kind: 'over' }
  const active = (from: Db) =>
    from
      .selectFrom('event_registration')
      .innerJoin('user', 'user.id', 'event_registration.userId')
      .select([
        'event_registration.id',
        'event_registration.userId',
        'event_registration.status',
        'event_registration.participant',
        'user.email',
        'user.locale',
      ])
      .where('event_registration.eventId', '=', eventId)
      .where('event_registration.status', 'in', ACTIVE)
      .orderBy('event_registration.id')
  const mails = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('event')
      .set((eb) => ({ cancelledAt: at, version: eb('version', '+', 1), updatedAt: at }))
      .where('id', '=', eventId)
      .where('cancelledAt', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return undefined
    const byAddress = new Map<string, { email: string; locale: string | null; participants: string[] }>()
    for (const row of await active(trx).execute()) {
      const to = byAddress.get(row.email) ?? { email: row.email, locale: row.locale, participants: [] }
      to.participants.push(row.participant)
      byAddress.set(row.email, to)
    }
    const cancelled = { ...event, version: event.version + 1, updatedAt: at, cancelledAt: at }
    const queued = []
    for (const to of byAddress.values())
      queued.push(
        await queueEventMail(trx, 'eventCancelled', to, {
          event: cancelled,
          participant: to.participants,
          origin,
          message,
        }),
      )
    return queued
  })
  if (mails) await sendQueued(db, mails)
  // Waiting entries first: when the confirmed places go, nobody is left to offer them to.
  const waitingFirst = (status: string) => (status === 'waiting' ? 0 : 1)
  const registrations = (await active(db).execute()).sort(
    (a, b) => waitingFirst(a.status) - waitingFirst(b.status) || a.id - b.id,
  )
  for (const row of registrations)
    await cancelRegistration(db, { registrationId: row.id, by: { kind: 'coach', ...coach }, origin, now })
  return {
    kind: mails ? 'cancelled' : 'already',
    registrations: registrations.length,
    mails: mails?.length ?? 0,
  }
}
