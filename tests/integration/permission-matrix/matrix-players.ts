import { PlayerPageSchema } from '#app/schemas/player-profile.ts'
import { AnswerSchema } from '#app/schemas/team-calendar.ts'
import type { Db } from '#server/db/connection.server.ts'
import { createPlayer } from '#server/players/guardianship.server.ts'
import { testImage } from '#tests/media.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform } from './forms.ts'

/**
 * A child's page, /account/players/:id (docs/decisions/049): the `owner` account is the child's
 * guardian; the `user` (a guardian of other children, matrix-teams.ts), the coach and the rest get
 * the 404 of a missing player.
 */
export interface PlayerPageRecords {
  playerId: number
  eventId: number
}

export async function createPlayerPageRecords(db: Db, { ownerId }: { ownerId: string }) {
  const playerId = await createPlayer(db, {
    guardianId: ownerId,
    name: 'Jugadora del propietario',
    // 14 or over (by birth year), so the guardian may invite her to her own account.
    birthYear: 2012,
    consent: { version: '1', at: '2026-01-01T00:00:00.000Z' },
  })
  const { id: teamId } = await db
    .insertInto('team')
    .values({
      name: 'Equipo de la ficha',
      season: '2026-27',
      programme: 'infantil',
      ageBand: 12,
      colour: 'teal',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('team_member')
    .values({ teamId, role: 'player', typedName: 'Ficha', playerId })
    .execute()
  const { id: eventId } = await db
    .insertInto('team_event')
    .values({
      teamId,
      kind: 'training',
      place: 'Campo de la ficha',
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000 + 5_400_000).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { playerId, eventId }
}

const photoConsent = (consent: 'give' | 'withdraw') =>
  form(`photoConsent-${consent}`, () => ({ intent: 'photoConsent', consent }), conform(PlayerPageSchema))

export const PLAYER_ACTIONS: Record<string, MatrixEntry> = {
  'routes/account/player.tsx': {
    who: 'owner',
    url: (r) => `/account/players/${r.playerPage.playerId}`,
    forms: [
      form(
        'update',
        (r) => ({
          intent: 'update',
          id: String(r.playerPage.playerId),
          name: 'Jugadora corregida',
          birthYear: '2012',
          positions: ['goalkeeper', 'leftBack'],
          foot: 'left',
        }),
        conform(PlayerPageSchema),
      ),
      form(
        'answer',
        (r) => ({
          intent: 'answer',
          eventId: String(r.playerPage.eventId),
          playerId: String(r.playerPage.playerId),
          answer: 'available',
        }),
        conform(AnswerSchema),
      ),
      photoConsent('give'),
      form(
        'photo',
        async () => ({
          intent: 'photo',
          photo: new File([new Uint8Array(await testImage(64, 48))], 'foto.png', { type: 'image/png' }),
        }),
        conform(PlayerPageSchema),
      ),
      form(
        'invitePlayer',
        () => ({ intent: 'invitePlayer', email: 'jugadora-de-la-ficha@example.com', keepAccess: 'on' }),
        conform(PlayerPageSchema),
      ),
      // Withdrawing deletes the photo just uploaded: last, after the form that needs it.
      photoConsent('withdraw'),
    ],
  },
}
