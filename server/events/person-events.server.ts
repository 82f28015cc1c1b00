import { parsePositions } from '#app/schemas/player-profile.ts'
import type { Db } from '../db/connection.server.ts'
import { guardedPlayers } from '../players/guardianship.server.ts'
import { sendQueued } from './event-mails.server.ts'
import { offerFreedPlace } from './waiting-list.server.ts'

/**
 * "Download my data": the players the person holds, with the consent recorded for each, what a
 * guardian corrected (positions, foot) and the photo consent (the photo itself is on their page).
 */
export async function exportPlayers(db: Db, userId: string) {
  const rows = await guardedPlayers(db, userId)
    .select([
      'player.id',
      'player.name',
      'player.birthYear',
      'player.positions',
      'player.foot',
      'player.photoConsentAt',
      'player_guardian.consentVersion',
      'player_guardian.consentAt',
      'player.createdAt',
    ])
    .orderBy('player.id')
    .execute()
  return rows.map((row) => ({ ...row, positions: parsePositions(row.positions) }))
}

/** "Download my data": every registration the person made (theirs or a player's), with the answers. */
export async function exportRegistrations(db: Db, userId: string) {
  const rows = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select([
      'event.title as event',
      'event.startsAt',
      'event_registration.participant',
      'event_registration.playerId',
      'event_registration.status',
      'event_registration.answers',
      'event_registration.checkedInAt',
      'event_registration.createdAt',
    ])
    .where('event_registration.userId', '=', userId)
    .orderBy('event_registration.id')
    .execute()
  return rows.map((row) => ({ ...row, answers: JSON.parse(row.answers) as unknown }))
}

/**
 * Before an account is deleted: its places in events not yet started are given up (offered to the
 * waiting list or freed), so the cascade that deletes the registrations leaves no place taken.
 */
export async function releasePlacesOf(
  db: Db,
  userId: string,
  { origin, now = new Date() }: { origin: string; now?: Date },
) {
  const at = now.toISOString()
  const held = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select(['event_registration.id', 'event_registration.eventId'])
    .where('event_registration.userId', '=', userId)
    .where('event_registration.status', 'in', ['confirmed', 'offered'])
    .where('event.startsAt', '>', at)
    .execute()
  for (const registration of held) {
    const mails = await db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('event_registration')
        .set({ status: 'cancelled', offerToken: null, offerExpiresAt: null, updatedAt: at })
        .where('id', '=', registration.id)
        .where('status', 'in', ['confirmed', 'offered'])
        .executeTakeFirst()
      return Number(done.numUpdatedRows) === 1
        ? offerFreedPlace(trx, registration.eventId, { origin, now })
        : []
    })
    await sendQueued(db, mails)
  }
}
