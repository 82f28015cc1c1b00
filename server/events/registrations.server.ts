import { MINOR_CONSENT_VERSION } from '#app/schemas/event-values.ts'
import type { Db } from '../db/connection.server.ts'
import { logger } from '../logger.server.ts'
import { paidThroughStripe, holdUntil } from '../payments/holds.server.ts'
import { moveOrder } from '../payments/orders.server.ts'
import { refundOrder } from '../payments/refunds.server.ts'
import { recordConsent } from '../privacy/consents.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'
import { offerFreedPlace } from './waiting-list.server.ts'
import { createPlayer, guardedPlayers } from '../players/guardianship.server.ts'

/** Who registers: the account holder, one of their players, or a new player (consent given). */
export type Participant =
  { kind: 'self' } | { kind: 'player'; playerId: number } | { kind: 'new'; name: string; birthYear: number }

/** `held`: the participant's place is already held for its payment (the person left Checkout). */
export type RegisterOutcome =
  | { kind: 'confirmed' | 'waiting' | 'pending' | 'held'; registrationId: number }
  | { kind: 'closed' | 'already' | 'notYours' }

const ACTIVE = ['pending', 'confirmed', 'waiting', 'offered'] as const

/**
 * Registers a participant. The place is taken by one conditional UPDATE of the event's counter
 * (`placesTaken < capacity`): PostgreSQL re-checks the condition after a concurrent transaction
 * commits and SQLite runs one writer at a time, so of two people pressing for the last place one
 * is confirmed and the other waits in the list, never both confirmed. A new player's consent is
 * recorded before any of the player's data is stored. A paid event's place (payments configured) is
 * taken the same way but held `pending` for its Checkout (paid-registrations.server.ts).
 */
export async function registerForEvent(
  db: Db,
  {
    eventId,
    user,
    participant,
    answers,
    ip,
    origin,
    now = new Date(),
  }: {
    eventId: number
    user: { id: string; name: string; email: string; locale: string | null }
    participant: Participant
    answers: Record<string, string | number>
    ip: string | null
    origin: string
    now?: Date
  },
): Promise<RegisterOutcome> {
  const at = now.toISOString()
  const event = await findMailEvent(db, eventId)
  if (!event || event.cancelledAt || at >= event.closesAt || (event.opensAt && at < event.opensAt))
    return { kind: 'closed' }
  const result = await db.transaction().execute(async (trx) => {
    let playerId: number | null = null
    let name = user.name
    if (participant.kind === 'player') {
      const player = await guardedPlayers(trx, user.id)
        .select(['player.id', 'player.name'])
        .where('player.id', '=', participant.playerId)
        .executeTakeFirst()
      if (!player) return { outcome: { kind: 'notYours' } as RegisterOutcome, mail: null }
      playerId = player.id
      name = player.name
    }
    if (participant.kind === 'new') {
      // The consent first: nothing of the child is kept without it.
      await recordConsent(trx, { userId: user.id, kind: 'minorData', ip, version: MINOR_CONSENT_VERSION })
      playerId = await createPlayer(trx, {
        guardianId: user.id,
        name: participant.name,
        birthYear: participant.birthYear,
        consent: { version: MINOR_CONSENT_VERSION, at },
      })
      name = participant.name
    }
    const existing = await trx
      .selectFrom('event_registration')
      .select(['id', 'status'])
      .where('eventId', '=', eventId)
      .where('userId', '=', user.id)
      .where((eb) => (playerId === null ? eb('playerId', 'is', null) : eb('playerId', '=', playerId)))
      .where('status', 'in', ACTIVE)
      .executeTakeFirst()
    if (existing) {
      const outcome: RegisterOutcome =
        existing.status === 'pending' ? { kind: 'held', registrationId: existing.id } : { kind: 'already' }
      return { outcome, mail: null }
    }
    const taken = await trx
      .updateTable('event')
      .set((eb) => ({ placesTaken: eb('placesTaken', '+', 1) }))
      .where('id', '=', eventId)
      .where((eb) => eb('placesTaken', '<', eb.ref('capacity')))
      .executeTakeFirst()
    const placed = Number(taken.numUpdatedRows) === 1
    const held = placed && paidThroughStripe(event.priceCents)
    const status = held ? 'pending' : placed ? 'confirmed' : 'waiting'
    const registration = await trx
      .insertInto('event_registration')
      .values({
        eventId,
        userId: user.id,
        playerId,
        participant: name,
        status,
        answers: JSON.stringify(answers),
        holdExpiresAt: held ? holdUntil(now) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // A held place is told about once it is paid (the webhook sends the confirmation).
    const mail =
      status === 'pending'
        ? null
        : await queueEventMail(trx, status, user, { event, participant: name, origin })
    return { outcome: { kind: status, registrationId: registration.id } as RegisterOutcome, mail }
  })
  if (result.mail) await sendQueued(db, [result.mail])
  return result.outcome
}

/** Who cancels: the person (their own, until the deadline) or the coach (any, any time). */
export type Canceller =
  | { kind: 'person'; user: { id: string; email: string } }
  | { kind: 'coach'; admin: { id: string; email: string }; ip?: string | null }

/**
 * Cancels one registration: the one function for the person's cancel and for a coach's (the whole
 * event's cancel calls it for each). A person cancels until the deadline; `anyTime` (a guardian
 * removing a player) and the coach past it too. A paid place is refunded first through the one
 * refund path (Stripe's `charge.refunded` then marks the order refunded); a confirmed place (or one
 * on offer, or held for payment) goes to the first on the waiting list, or is freed when nobody
 * waits (or the event is cancelled).
 */
export async function cancelRegistration(
  db: Db,
  {
    registrationId,
    by,
    origin,
    now = new Date(),
    anyTime = false,
  }: { registrationId: number; by: Canceller; origin: string; now?: Date; anyTime?: boolean },
) {
  const at = now.toISOString()
  const row = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .leftJoin('payment_order', 'payment_order.id', 'event_registration.orderId')
    .select([
      'event_registration.id',
      'event_registration.eventId',
      'event_registration.status',
      'event_registration.orderId',
      'event.closesAt',
      'payment_order.number as orderNumber',
      'payment_order.status as orderStatus',
    ])
    .where('event_registration.id', '=', registrationId)
    .$if(by.kind === 'person', (q) =>
      q.where('event_registration.userId', '=', by.kind === 'person' ? by.user.id : ''),
    )
    .executeTakeFirst()
  if (!row || !(ACTIVE as readonly string[]).includes(row.status)) return 'notFound' as const
  if (by.kind === 'person' && !anyTime && at >= row.closesAt) return 'tooLate' as const
  if (row.status === 'confirmed' && row.orderNumber && row.orderStatus === 'paid') {
    try {
      const actor = by.kind === 'person' ? { user: by.user } : { user: by.admin, ip: by.ip }
      await refundOrder(db, row.orderNumber, actor)
    } catch (error) {
      // The place stays the person's until the money can go back.
      logger.error({ err: error, order: row.orderNumber }, 'Refund of a cancelled place could not be asked')
      return 'refundUnavailable' as const
    }
  }
  const mails = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('event_registration')
      .set({
        status: 'cancelled',
        offerToken: null,
        offerExpiresAt: null,
        holdExpiresAt: null,
        updatedAt: at,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1 || row.status === 'waiting') return []
    // A held place let go before its payment: its order ends unpaid (a payment arriving later is
    // refunded, as for any place no longer held).
    if (row.status === 'pending' && row.orderId)
      await moveOrder(trx, row.orderId, { from: ['pending'], to: 'expired' })
    return offerFreedPlace(trx, row.eventId, { origin, now })
  })
  await sendQueued(db, mails)
  return 'cancelled' as const
}
