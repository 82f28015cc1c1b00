import type { PlayerInput } from '#app/schemas/event.ts'
import type { PlayerProfileInput } from '#app/schemas/player-profile.ts'
import type { Db } from '../db/connection.server.ts'
import { guardedPlayers, isGuardianOf } from '../players/guardianship.server.ts'
import { dropPlayerPhoto } from '../players/photo-drop.server.ts'
import { releaseAttendanceOf } from '../teams/calendar.server.ts'
import { cancelRegistration } from './registrations.server.ts'

/** The players a guardian's account holds, oldest first. */
export const listPlayers = (db: Db, guardianId: string) =>
  guardedPlayers(db, guardianId)
    .select(['player.id', 'player.name', 'player.birthYear'])
    .orderBy('player.id')
    .limit(50)
    .execute()

/** One of the guardian's players (undefined: no such player, or another account's). */
export const findPlayer = (db: Db, guardianId: string, id: number) =>
  guardedPlayers(db, guardianId)
    .select(['player.id', 'player.name', 'player.birthYear'])
    .where('player.id', '=', id)
    .executeTakeFirst()

/** The player's registrations still running in events not started: removing the player cancels them. */
export const upcomingOfPlayer = (db: Db, guardianId: string, playerId: number, now = new Date()) =>
  db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select(['event_registration.id', 'event.title', 'event.startsAt'])
    .where('event_registration.playerId', '=', playerId)
    .where('event_registration.userId', '=', guardianId)
    .where('event_registration.status', 'in', ['confirmed', 'waiting', 'offered'])
    .where('event.startsAt', '>', now.toISOString())
    .orderBy('event.startsAt')
    .limit(100)
    .execute()

/**
 * Corrects a player's name and birth year (and, from the player's page, positions and foot); the
 * name also in their registrations, so the coach's lists and check-in show it right. False when the
 * player is not the guardian's.
 */
export function updatePlayer(db: Db, guardianId: string, input: PlayerInput | PlayerProfileInput) {
  const { id, name, birthYear } = input
  const profile = 'positions' in input ? { positions: JSON.stringify(input.positions), foot: input.foot } : {}
  return db.transaction().execute(async (trx) => {
    if (!(await isGuardianOf(trx, guardianId, id))) return false
    await trx
      .updateTable('player')
      .set({ name, birthYear, ...profile })
      .where('id', '=', id)
      .execute()
    await trx
      .updateTable('event_registration')
      .set({ participant: name })
      .where('playerId', '=', id)
      .execute()
    return true
  })
}

/**
 * Removes a player and erases what the site kept of the child: first each registration in events
 * to come is cancelled as the guardian would (places offered to the waiting list or freed), then
 * the player row goes and the foreign key takes every registration of theirs (name, answers) with
 * it. The consent record (`consent`, kind minorData) stays: it is the account's proof of consent,
 * and holds nothing of the child.
 */
export async function removePlayer(
  db: Db,
  {
    guardian,
    id,
    origin,
    now = new Date(),
  }: { guardian: { id: string; email: string }; id: number; origin: string; now?: Date },
) {
  if (!(await findPlayer(db, guardian.id, id))) return false
  for (const registration of await upcomingOfPlayer(db, guardian.id, id, now))
    await cancelRegistration(db, {
      registrationId: registration.id,
      by: { kind: 'person', user: guardian },
      origin,
      now,
      anyTime: true,
    })
  await releaseAttendanceOf(db, id)
  await dropPlayerPhoto(db, id)
  await db.deleteFrom('player').where('id', '=', id).execute()
  return true
}

/** The person's registrations, coming events first, with what they may still do. */
export async function listMyRegistrations(db: Db, userId: string, now = new Date().toISOString()) {
  const rows = await db
    .selectFrom('event_registration')
    .innerJoin('event', 'event.id', 'event_registration.eventId')
    .select([
      'event_registration.id',
      'event_registration.participant',
      'event_registration.status',
      'event_registration.offerToken',
      'event_registration.offerExpiresAt',
      'event.slug',
      'event.title',
      'event.startsAt',
      'event.closesAt',
    ])
    .where('event_registration.userId', '=', userId)
    .orderBy('event.startsAt', 'desc')
    .orderBy('event_registration.id', 'desc')
    .limit(100)
    .execute()
  return rows.map(({ offerToken, closesAt, ...row }) => ({
    ...row,
    canCancel: ['pending', 'confirmed', 'waiting', 'offered'].includes(row.status) && now < closesAt,
    offerPath: row.status === 'offered' && offerToken ? `/eventos/${row.slug}/plaza/${offerToken}` : null,
  }))
}
