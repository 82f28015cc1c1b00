import type { Db } from '../db/connection.server.ts'
import { jobOrigin } from '../http/origin.server.ts'
import { runEvery } from '../jobs.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { releaseExpiredSlotHolds } from '../bookings/paid-bookings.server.ts'
import { releaseExpiredHolds } from './paid-registrations.server.ts'
import { expireOffers } from './waiting-list.server.ts'

/** Reminders go this long before the event's first day. */
export const REMINDER_HOURS = 48
const EVERY_MS = 60_000

/**
 * Sends the reminder of every confirmed registration whose event starts within 48 hours. Each is
 * claimed first (`reminderSentAt` set where it was empty), in the transaction that queues its mail:
 * with several instances running this, each reminder goes once.
 */
export async function sendDueReminders(db: Db, { origin, now = new Date() }: { origin: string; now?: Date }) {
  const at = now.toISOString()
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000).toISOString()
  const due = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .innerJoin('user', 'user.id', 'event_registration.userId')
    .select([
      'event_registration.id',
      'event_registration.eventId',
      'event_registration.participant',
      'user.email',
      'user.locale',
    ])
    .where('event_registration.status', '=', 'confirmed')
    .where('event_registration.reminderSentAt', 'is', null)
    .where('event.status', '=', 'published')
    .where('event.startsAt', '>', at)
    .where('event.startsAt', '<=', horizon)
    .orderBy('event_registration.id')
    .limit(100)
    .execute()
  let sent = 0
  for (const reminder of due) {
    const event = await findMailEvent(db, reminder.eventId)
    if (!event) continue
    const mail = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('event_registration')
        .set({ reminderSentAt: at })
        .where('id', '=', reminder.id)
        .where('reminderSentAt', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return null
      return queueEventMail(trx, 'reminder', reminder, { event, participant: reminder.participant, origin })
    })
    if (mail) {
      sent++
      await sendQueued(db, [mail])
    }
  }
  return sent
}

/**
 * Every minute in this instance: expired offers move down the waiting list, unpaid holds of places
 * and one-to-one slots whose Checkout ended are let go, due reminders go.
 */
export function keepEventsMoving(db: Db, onError: (error: unknown) => void) {
  runEvery(
    EVERY_MS,
    async () => {
      const origin = jobOrigin()
      await expireOffers(db, { origin })
      await releaseExpiredHolds(db, { origin })
      await releaseExpiredSlotHolds(db)
      await sendDueReminders(db, { origin })
    },
    onError,
  )
}
