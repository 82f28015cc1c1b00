import { randomBytes } from 'node:crypto'
import type { Db } from '../db/connection.server.ts'
import type { enqueueMail } from '../email/mail-queue.server.ts'
import { holdUntil, paidThroughStripe } from '../payments/holds.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'

/** How long the first on the waiting list has to take a freed place before it goes to the next. */
export const OFFER_HOURS = 24

type Queued = Awaited<ReturnType<typeof enqueueMail>>

/**
 * A place was freed: the first on the waiting list is offered it (by e-mail, with a link and a
 * deadline) and the place stays held for them; with nobody waiting, or the event cancelled, the
 * counter goes down.
 * Runs inside the transaction that freed the place; answers the mails to try after the commit.
 */
export async function offerFreedPlace(
  trx: Db,
  eventId: number,
  { origin, now }: { origin: string; now: Date },
): Promise<Queued[]> {
  const at = now.toISOString()
  const next = await trx
    .selectFrom('event_registration')
    .innerJoin('user', 'user.id', 'event_registration.userId')
    .select(['event_registration.id', 'event_registration.participant', 'user.email', 'user.locale'])
    .where('event_registration.eventId', '=', eventId)
    .where('event_registration.status', '=', 'waiting')
    .orderBy('event_registration.id')
    .limit(1)
    .executeTakeFirst()
  const event = await findMailEvent(trx, eventId)
  if (!next || !event || event.cancelledAt || at >= event.startsAt) {
    await trx
      .updateTable('event')
      .set((eb) => ({ placesTaken: eb('placesTaken', '-', 1) }))
      .where('id', '=', eventId)
      .where('placesTaken', '>', 0)
      .execute()
    return []
  }
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + OFFER_HOURS * 3_600_000).toISOString()
  await trx
    .updateTable('event_registration')
    .set({ status: 'offered', offerToken: token, offerExpiresAt: expiresAt, updatedAt: at })
    .where('id', '=', next.id)
    .execute()
  const mail = await queueEventMail(trx, 'offered', next, {
    event,
    participant: next.participant,
    origin,
    offer: { url: `${origin}/eventos/${event.slug}/plaza/${token}`, expiresAt },
  })
  return [mail]
}

/**
 * The offer behind a link (undefined: no such link). Its details only for the account it was made
 * to, and only while it is open; anyone else learns only that it is not theirs.
 */
export async function findOffer(db: Db, token: string, userId: string, now = new Date()) {
  const row = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select([
      'event_registration.userId',
      'event_registration.status',
      'event_registration.participant',
      'event_registration.offerExpiresAt',
      'event.title',
    ])
    .where('event_registration.offerToken', '=', token)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.userId !== userId) return { state: 'notYours' as const }
  const open =
    row.status === 'offered' && row.offerExpiresAt !== null && row.offerExpiresAt > now.toISOString()
  if (!open || !row.offerExpiresAt) return { state: 'gone' as const }
  return { state: 'open' as const, participant: row.participant, title: row.title, until: row.offerExpiresAt }
}

/**
 * Takes an offered place (the place was held for it): confirmed, or for a paid event (payments
 * configured) held `pending` for its Checkout like a new registration. Answers the registration
 * and its new status, or null when the offer is not open to this account.
 */
export async function acceptOffer(db: Db, token: string, userId: string, now = new Date()) {
  const at = now.toISOString()
  const offer = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select(['event_registration.id', 'event.priceCents'])
    .where('event_registration.offerToken', '=', token)
    .where('event_registration.userId', '=', userId)
    .executeTakeFirst()
  if (!offer) return null
  const status = paidThroughStripe(offer.priceCents) ? ('pending' as const) : ('confirmed' as const)
  const result = await db
    .updateTable('event_registration')
    .set({
      status,
      holdExpiresAt: status === 'pending' ? holdUntil(now) : null,
      offerToken: null,
      offerExpiresAt: null,
      updatedAt: at,
    })
    .where('id', '=', offer.id)
    .where('offerToken', '=', token)
    .where('status', '=', 'offered')
    .where('offerExpiresAt', '>', at)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? { registrationId: offer.id, status } : null
}

/**
 * Offers not taken in time expire and the place goes to the next on the list. Each offer is
 * claimed by one conditional UPDATE, so several instances running this never pass one place twice.
 */
export async function expireOffers(db: Db, { origin, now = new Date() }: { origin: string; now?: Date }) {
  const at = now.toISOString()
  const due = await db
    .selectFrom('event_registration')
    .select(['id', 'eventId'])
    .where('status', '=', 'offered')
    .where('offerExpiresAt', '<=', at)
    .orderBy('id')
    .limit(50)
    .execute()
  let expired = 0
  for (const offer of due) {
    const mails = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('event_registration')
        .set({ status: 'expired', offerToken: null, updatedAt: at })
        .where('id', '=', offer.id)
        .where('status', '=', 'offered')
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return []
      expired++
      return offerFreedPlace(trx, offer.eventId, { origin, now })
    })
    await sendQueued(db, mails)
  }
  return expired
}
