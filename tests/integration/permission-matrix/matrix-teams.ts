import { createHash } from 'node:crypto'
import {
  AnswerSchema,
  AttendanceSchema,
  CancelEventSchema,
  ScheduleEventSchema,
} from '#app/schemas/team-calendar.ts'
import { LinkAnswerSchema } from '#app/schemas/team-answers.ts'
import { InviteAnswerSchema, TeamPageActionSchema, TeamSchema, WithdrawSchema } from '#app/schemas/teams.ts'
import { AssessmentSchema, PublishSchema, ReportSchema } from '#app/schemas/player-reports.ts'
import type { Db } from '#server/db/connection.server.ts'
import { createPlayer } from '#server/players/guardianship.server.ts'
import { answerKeyOf, answerToken } from '#server/teams/answer-token.server.ts'
import { form, type MatrixEntry } from './entry.ts'
import { conform, plain } from './forms.ts'
import { SESSION_SECRET } from './site.ts'

/** A team with roster lines for each form, invitations the user answers and a player of theirs. */
export interface TeamRecords {
  teamId: number
  lines: { remove: number; invite: number }
  tokens: { accept: string; refuse: string }
  withdrawPlayerId: number
  /** A consented player on the team, an objective of its band and a draft report (the coach's assessments page). */
  assessed: { teamId: number; playerId: number; objectiveId: number; reportId: number }
  /** A player of the user's on the team, and coming events: one to answer, one to cancel, one to mark. */
  calendar: { playerId: number; answerEventId: number; cancelEventId: number; markEventId: number }
  /** A reminder mail's link that answers another coming event for that player (no sign-in needed). */
  answerToken: string
}

export async function createTeamRecords(db: Db, { userId }: { userId: string }): Promise<TeamRecords> {
  const { id: teamId } = await db
    .insertInto('team')
    .values({
      name: 'Equipo de la matriz',
      season: '2026-27',
      programme: 'infantil',
      ageBand: 10,
      colour: 'green',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const line = async (typedName: string) =>
    (
      await db
        .insertInto('team_member')
        .values({ teamId, role: 'player', typedName })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const invited = async (token: string) => {
    await db
      .insertInto('team_invite')
      .values({
        memberId: await line(`Invitado ${token}`),
        kind: 'guardian',
        email: `${token}@example.com`,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute()
    return token
  }
  const assessedId = await createPlayer(db, {
    guardianId: userId,
    name: 'Jugador que se valora',
    birthYear: 2016,
    consent: { version: '1', at: '2026-01-01T00:00:00.000Z' },
  })
  // A team of its own: the team form of /admin/teams/:id changes the other one's band.
  const { id: assessedTeamId } = await db
    .insertInto('team')
    .values({ name: 'Equipo valorado', season: '2026-27', programme: 'infantil', ageBand: 10, colour: 'red' })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('team_member')
    .values({ teamId: assessedTeamId, role: 'player', typedName: 'Se valora', playerId: assessedId })
    .execute()
  const { id: objectiveId } = await db
    .insertInto('curriculum_objective')
    .values({ programme: 'infantil', ageBand: 10, phase: 'attack', title: 'Pase de la matriz', position: 99 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: reportId } = await db
    .insertInto('player_report')
    .values({
      playerId: assessedId,
      teamId: assessedTeamId,
      period: 'Matriz',
      fromDay: '2026-09-01',
      toDay: '2026-12-20',
      summary: 'Informe de la matriz',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const calendarPlayerId = await createPlayer(db, {
    guardianId: userId,
    name: 'Jugador del calendario',
    birthYear: 2016,
    consent: { version: '1', at: '2026-01-01T00:00:00.000Z' },
  })
  await db
    .insertInto('team_member')
    .values({ teamId, role: 'player', typedName: 'Jugador del calendario', playerId: calendarPlayerId })
    .execute()
  // Beyond the 48 hours of the reminders: the reminder job of the server under test must not write
  // between a form's refused senders and its fingerprint.
  const teamEvent = async (days: number) =>
    (
      await db
        .insertInto('team_event')
        .values({
          teamId,
          kind: 'training',
          place: 'Campo de la matriz',
          startsAt: new Date(Date.now() + days * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + days * 86_400_000 + 5_400_000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const linkEventId = await teamEvent(15)
  return {
    teamId,
    answerToken: answerToken(
      { eventId: linkEventId, playerId: calendarPlayerId, answer: 'unavailable' },
      answerKeyOf(SESSION_SECRET),
    ),
    calendar: {
      playerId: calendarPlayerId,
      answerEventId: await teamEvent(12),
      cancelEventId: await teamEvent(13),
      markEventId: await teamEvent(14),
    },
    lines: { remove: await line('Se quita'), invite: await line('Se invita') },
    tokens: { accept: await invited('matriz-equipo-acepta'), refuse: await invited('matriz-equipo-rechaza') },
    withdrawPlayerId: await createPlayer(db, {
      guardianId: userId,
      name: 'Jugador que retira el consentimiento',
      birthYear: 2016,
      consent: { version: '1', at: '2026-01-01T00:00:00.000Z' },
    }),
    assessed: { teamId: assessedTeamId, playerId: assessedId, objectiveId, reportId },
  }
}

/** Teams (docs/decisions/049): the coach's screens, a guardian's answer to an invitation, a withdrawal. */
export const TEAM_ACTIONS: Record<string, MatrixEntry> = {
  'routes/admin/teams.tsx': {
    who: 'admin',
    url: () => '/admin/teams',
    forms: [
      form(
        'team',
        () => ({
          intent: 'team',
          name: 'Benjamín B',
          season: '2026-27',
          programme: 'infantil',
          ageBand: '8',
          colour: 'red',
        }),
        conform(TeamSchema),
      ),
    ],
  },
  'routes/admin/team.tsx': {
    who: 'admin',
    url: (r) => `/admin/teams/${r.teams.teamId}`,
    forms: [
      form(
        'team',
        () => ({
          intent: 'team',
          name: 'Equipo renombrado',
          season: '2026-27',
          programme: 'juvenil',
          ageBand: '14',
          colour: 'blue',
        }),
        conform(TeamSchema),
      ),
      form(
        'add',
        () => ({ intent: 'add', role: 'player', typedName: 'Nuevo en la plantilla', shirtNumber: '' }),
        conform(TeamPageActionSchema),
      ),
      form(
        'invite',
        (r) => ({
          intent: 'invite',
          memberId: String(r.teams.lines.invite),
          email: 'tutor-matriz@example.com',
        }),
        conform(TeamPageActionSchema),
      ),
      form(
        'remove',
        (r) => ({ intent: 'remove', memberId: String(r.teams.lines.remove) }),
        conform(TeamPageActionSchema),
      ),
      form('calendarToken', () => ({ intent: 'calendarToken' })),
      form('archive', () => ({ intent: 'archive', archived: '1' }), conform(TeamPageActionSchema)),
    ],
  },
  'routes/admin/team-player.tsx': {
    who: 'admin',
    url: (r) => `/admin/teams/${r.teams.assessed.teamId}/players/${r.teams.assessed.playerId}`,
    forms: [
      form(
        'assess',
        (r) => ({
          intent: 'assess',
          objectiveId: String(r.teams.assessed.objectiveId),
          score: '4',
          note: 'Buen pase',
          assessedOn: '2026-10-05',
        }),
        conform(AssessmentSchema),
      ),
      form(
        'report',
        () => ({
          intent: 'report',
          period: '2026-27 · 2.º trimestre',
          fromDay: '2027-01-08',
          toDay: '2027-03-27',
          summary: 'Resumen de la matriz',
        }),
        conform(ReportSchema),
      ),
      form(
        'publish',
        (r) => ({ intent: 'publish', reportId: String(r.teams.assessed.reportId), published: '1' }),
        plain(PublishSchema),
      ),
    ],
  },
  'routes/admin/team-calendar.tsx': {
    who: 'admin',
    url: (r) => `/admin/teams/${r.teams.teamId}/calendar`,
    forms: [
      form(
        'schedule',
        () => ({
          intent: 'schedule',
          kind: 'training',
          sessionId: '',
          place: 'Campo 3',
          date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          start: '18:00',
          end: '19:30',
          repeatUntil: '',
        }),
        conform(ScheduleEventSchema),
      ),
      form(
        'cancel',
        (r) => ({ intent: 'cancel', eventId: String(r.teams.calendar.cancelEventId), scope: 'one' }),
        plain(CancelEventSchema),
      ),
    ],
  },
  'routes/admin/team-session.tsx': {
    who: 'admin',
    url: (r) => `/admin/teams/${r.teams.teamId}/sessions/${r.teams.calendar.markEventId}`,
    forms: [
      form(
        'mark',
        (r) => ({ playerId: String(r.teams.calendar.playerId), status: 'present' }),
        plain(AttendanceSchema),
      ),
    ],
  },
  // A reminder mail's answer link: whoever holds the token may answer (docs/decisions/049).
  'routes/public/team-answer.tsx': {
    who: 'everyone',
    url: (r) => `/equipos/respuesta/${r.teams.answerToken}`,
    forms: [form('confirm', () => ({ reason: 'Examen' }), conform(LinkAnswerSchema))],
  },
  'routes/public/team-invite.tsx': {
    who: 'signed-in',
    url: (r) => `/equipos/invitacion/${r.teams.tokens.accept}`,
    forms: [
      form(
        'accept',
        () => ({ intent: 'accept', consent: 'on', birthYear: '2016' }),
        conform(InviteAnswerSchema),
      ),
      form('refuse', () => ({ intent: 'refuse' }), conform(InviteAnswerSchema), {
        at: (r) => `/equipos/invitacion/${r.teams.tokens.refuse}`,
      }),
    ],
  },
}

/** A guardian's answer to a team event, on /account/players. */
export const answerForm = form(
  'answer',
  (r) => ({
    intent: 'answer',
    eventId: String(r.teams.calendar.answerEventId),
    playerId: String(r.teams.calendar.playerId),
    answer: 'maybe',
    reason: 'Examen',
  }),
  conform(AnswerSchema),
)

/** The guardian's withdrawal of consent, on /account/players (its other forms are in matrix-events.ts). */
export const withdrawForm = form(
  'withdraw',
  (r) => ({ intent: 'withdraw', id: String(r.teams.withdrawPlayerId) }),
  plain(WithdrawSchema),
)
