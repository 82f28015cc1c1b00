import type { Db } from '#server/db/connection.server.ts'
import { createPlayer } from '#server/players/guardianship.server.ts'
import { insertEvent } from '#tests/events/event-fixtures.ts'

/** The events the matrix's forms change: each form has a record of its own. */
export interface EventRecords {
  /** Two events the admin list's bulk actions publish, unpublish and delete. */
  bulkIds: number[]
  editId: number
  /** An event with the owner's confirmed registration: the day screens message and check it in. */
  dayId: number
  checkInId: number
  /** An event the user registers for. */
  registerSlug: string
  /** The user's confirmed registration they cancel, and their offered place they take. */
  cancelId: number
  offerSlug: string
  offerToken: string
  /** An event the coach cancels as a whole. */
  cancelEventId: number
  /** The user's players: one they edit, one they remove. */
  playerEditId: number
  playerRemoveId: number
}

export async function createEventRecords(db: Db, { userId, ownerId }: { userId: string; ownerId: string }) {
  const registration = async (
    eventId: number,
    userIdOf: string,
    fields: { status: 'confirmed' | 'offered'; offerToken?: string },
  ) => {
    await db
      .updateTable('event')
      .set((eb) => ({ placesTaken: eb('placesTaken', '+', 1) }))
      .where('id', '=', eventId)
      .execute()
    return (
      await db
        .insertInto('event_registration')
        .values({
          eventId,
          userId: userIdOf,
          participant: 'Participante de la matriz',
          offerExpiresAt: fields.offerToken ? new Date(Date.now() + 86_400_000).toISOString() : null,
          ...fields,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  }
  const bulk = [await insertEvent(db), await insertEvent(db)]
  const edit = await insertEvent(db)
  const day = await insertEvent(db)
  const register = await insertEvent(db)
  const cancel = await insertEvent(db)
  const offer = await insertEvent(db, { capacity: 1 })
  const offerToken = 'matriz-oferta-de-plaza'
  const player = (name: string) =>
    createPlayer(db, {
      guardianId: userId,
      name,
      birthYear: 2014,
      consent: { version: '1', at: '2026-01-01T00:00:00.000Z' },
    })
  return {
    bulkIds: bulk.map((event) => event.id),
    editId: edit.id,
    dayId: day.id,
    checkInId: await registration(day.id, ownerId, { status: 'confirmed' }),
    registerSlug: register.slug,
    cancelId: await registration(cancel.id, userId, { status: 'confirmed' }),
    offerSlug: offer.slug,
    offerToken: (await registration(offer.id, userId, { status: 'offered', offerToken }), offerToken),
    cancelEventId: (await insertEvent(db)).id,
    playerEditId: await player('Jugador de la matriz'),
    playerRemoveId: await player('Jugador que se elimina'),
  } satisfies EventRecords
}
