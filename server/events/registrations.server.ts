import { MINOR_CONSENT_VERSION } from '#app/schemas/event-values.ts'
import type { Db } from '../db/connection.server.ts'
import { recordConsent } from '../privacy/consents.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'
import { queueEventMail, sendQueued } from './event-mails.server.ts'
import { offerFreedPlace } from './waiting-list.server.ts'

/** Who registers: the account holder, one of their players, or a new player (consent given). */
export type Participant =
  { kind: 'self' } | { kind: 'player'; playerId: number } | { kind: 'new'; name: string; birthYear: number }

export type RegisterOutcome =
  { kind: 'confirmed' | 'waiting'; registrationId: number } | { kind: 'closed' | 'already' | 'notYours' }

const ACTIVE = ['confirmed', 'waiting', 'offered'] as const

/**
 * Registers a participant. The place is taken by one conditional UPDATE of the event's counter
 * (`placesTaken < capacity`): PostgreSQL re-checks the condition after a concurrent transaction
 * commits and SQLite runs one writer at a time, so of two people pressing for the last place one
 * is confirmed and the other waits in the list, never both confirmed. A new player's consent is
 * recorded before any of the player's data is stored.
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
      const player = await trx
        .selectFrom('player')
        .select(['id', 'name'])
        .where('id', '=', participant.playerId)
        .where('guardianId', '=', user.id)
        .executeTakeFirst()
      if (!player) return { outcome: { kind: 'notYours' } as RegisterOutcome, mail: null }
      playerId = player.id
      name = player.name
    }
    if (participant.kind === 'new') {
      // The consent first: nothing of the child is kept without it.
      await recordConsent(trx, { userId: user.id, kind: 'minorData', ip, version: MINOR_CONSENT_VERSION })
      const player = await trx
        .insertInto('player')
        .values({
          guardianId: user.id,
          name: participant.name,
          birthYear: participant.birthYear,
          consentVersion: MINOR_CONSENT_VERSION,
          consentAt: at,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      playerId = player.id
      name = participant.name
    }
    const existing = await trx
      .selectFrom('event_registration')
      .select('id')
      .where('eventId', '=', eventId)
      .where('userId', '=', user.id)
      .where((eb) => (playerId === null ? eb('playerId', 'is', null) : eb('playerId', '=', playerId)))
      .where('status', 'in', ACTIVE)
      .executeTakeFirst()
    if (existing) return { outcome: { kind: 'already' } as RegisterOutcome, mail: null }
    const taken = await trx
      .updateTable('event')
      .set((eb) => ({ placesTaken: eb('placesTaken', '+', 1) }))
      .where('id', '=', eventId)
      .where((eb) => eb('placesTaken', '<', eb.ref('capacity')))
      .executeTakeFirst()
    const status = Number(taken.numUpdatedRows) === 1 ? 'confirmed' : 'waiting'
    const registration = await trx
      .insertInto('event_registration')
      .values({
        eventId,
        userId: user.id,
        playerId,
        participant: name,
        status,
        answers: JSON.stringify(answers),
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const mail = await queueEventMail(trx, status, user, { event, participant: name, origin })
    return { outcome: { kind: status, registrationId: registration.id } as RegisterOutcome, mail }
  })
  if (result.mail) await sendQueued(db, [result.mail])
  return result.outcome
}

/**
 * Cancels one of the person's registrations until the deadline. A confirmed place (or one on
 * offer) is offered to the first on the waiting list, or freed when nobody waits (or the event is
 * cancelled). `anyTime`: the coach cancelling the whole event, or a guardian removing a player,
 * cancels past the deadline too.
 */
export async function cancelRegistration(
  db: Db,
  {
    registrationId,
    userId,
    origin,
    now = new Date(),
    anyTime = false,
  }: { registrationId: number; userId: string; origin: string; now?: Date; anyTime?: boolean },
) {
  const at = now.toISOString()
  const row = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select([
      'event_registration.id',
      'event_registration.eventId',
      'event_registration.status',
      'event.closesAt',
    ])
    .where('event_registration.id', '=', registrationId)
    .where('event_registration.userId', '=', userId)
    .executeTakeFirst()
  if (!row || !(ACTIVE as readonly string[]).includes(row.status)) return 'notFound' as const
  if (!anyTime && at >= row.closesAt) return 'tooLate' as const
  const mails = await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('event_registration')
      .set({ status: 'cancelled', offerToken: null, offerExpiresAt: null, updatedAt: at })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1 || row.status === 'waiting') return []
    return offerFreedPlace(trx, row.eventId, { origin, now })
  })
  await sendQueued(db, mails)
  return 'cancelled' as const
}
