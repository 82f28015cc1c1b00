import type { Db } from '../db/connection.server.ts'

/** The players a guardian's account holds, oldest first. */
export const listPlayers = (db: Db, guardianId: string) =>
  db
    .selectFrom('player')
    .select(['id', 'name', 'birthYear'])
    .where('guardianId', '=', guardianId)
    .orderBy('id')
    .limit(50)
    .execute()

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
    canCancel: ['confirmed', 'waiting', 'offered'].includes(row.status) && now < closesAt,
    offerPath: row.status === 'offered' && offerToken ? `/eventos/${row.slug}/plaza/${offerToken}` : null,
  }))
}
