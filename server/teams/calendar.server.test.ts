import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { AnswerSchema, ScheduleEventSchema } from '#app/schemas/team-calendar.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { removePlayer } from '../events/players.server.ts'
import { handOverPlayersOf } from '../players/guardianship.server.ts'
import { personalDataJson } from '../privacy/export.server.ts'
import {
  answerEvent,
  attendanceByMonth,
  cancelEvent,
  eventSheet,
  eventsOfPlayers,
  markAttendance,
  scheduleEvent,
  upcomingEvents,
} from './calendar.server.ts'
import { eraseWithdrawnPlayers, withdrawConsent } from './consent.server.ts'
import { acceptInvite, inviteGuardian } from './invites.server.ts'
import { renewCalendarToken, teamFeedIcs } from './team-feed.server.ts'
import { addRosterLine, createTeam, updateTeam } from './teams.server.ts'

/**
 * A team's calendar (slice 3 of docs/decisions/049-teams-players-guardians.md) on both engines:
 * weekly series at the same wall-clock hours, cancelling, answers by a guardian or the player's own
 * account only, attendance at the pitch, the month table, and what withdrawal and erasure leave.
 */

const outbox = testOutbox('team-calendar')
const coach = { user: { id: 'coach', email: 'coach@example.com' } }
const MADRID = 'Europe/Madrid'
const DAY = 86_400_000
/** Before every event of these tests (they are in 2027). */
const NOW = new Date('2027-01-10T10:00:00Z')

/** A training on Thursday 18 March 2027, 18:00 to 19:30 in Madrid, as the coach's form sends it. */
const formFields = (fields: Record<string, string> = {}) => ({
  kind: 'training',
  place: 'Campo 2',
  date: '2027-03-18',
  start: '18:00',
  end: '19:30',
  ...fields,
})
const schedule = (fields: Record<string, string> = {}) => {
  const parsed = ScheduleEventSchema.safeParse(formFields(fields))
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

describe('calendar forms', () => {
  test('an end before the start, a match without opponent and a series past a season are translated errors', () => {
    const message = (fields: Record<string, string>) =>
      ScheduleEventSchema.safeParse(formFields(fields)).error?.issues[0]?.message
    expect(message({ end: '17:00' })).toBe('teamCalendar:errors.endBeforeStart')
    expect(message({ kind: 'match' })).toBe('teamCalendar:errors.opponent')
    expect(message({ repeatUntil: '2027-03-01' })).toBe('teamCalendar:errors.repeatUntil')
    expect(message({ repeatUntil: '2028-03-18' })).toBe('teamCalendar:errors.repeatUntil')
    expect(message({ date: '18/03/2027' })).toBe('teamCalendar:errors.date')
    expect(message({ place: ' ' })).toBe('admin:errors.required')
    expect(
      AnswerSchema.safeParse({ eventId: '1', playerId: '2', answer: 'maybe', reason: 'x'.repeat(201) }).error
        ?.issues[0]?.message,
    ).toBe('admin:errors.tooLong')
    expect(AnswerSchema.parse({ eventId: '1', playerId: '2', answer: 'maybe', reason: ' ' })).toEqual({
      eventId: 1,
      playerId: 2,
      answer: 'maybe',
      reason: null,
    })
  })
})

describe.each(engines)('team calendar on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['coach', 'ana', 'luis', 'eva']) await insertUser(t.db, id, { locale: 'es' })
  })
  afterAll(async () => {
    await t.close()
    outbox.remove()
  })

  const teamInput = {
    name: 'Alevín A',
    season: '2026-27',
    programme: 'infantil',
    ageBand: 10,
    colour: 'blue',
    attendanceKeptFor: null,
  } as const
  /** A team with Lucía, consented by ana, and Pablo, only a typed name. */
  const setUp = async () => {
    const teamId = await createTeam(t.db, teamInput, coach)
    const lucia = await addRosterLine(
      t.db,
      teamId,
      { role: 'player', typedName: 'Lucía P.', shirtNumber: 7 },
      coach,
    )
    await addRosterLine(t.db, teamId, { role: 'player', typedName: 'Pablo', shirtNumber: 9 }, coach)
    const token = await inviteGuardian(t.db, { teamId, memberId: lucia, email: 'ana@example.com' }, coach)
    if (!token) throw new Error('not invited')
    const accepted = await acceptInvite(t.db, { token, user: accountOf('ana'), birthYear: 2016 })
    if (accepted.kind !== 'accepted') throw new Error(accepted.kind)
    return { teamId, playerId: accepted.playerId }
  }
  const scheduled = async (teamId: number, fields: Record<string, string> = {}) => {
    const outcome = await scheduleEvent(t.db, teamId, schedule(fields), coach, MADRID)
    if (outcome.kind !== 'scheduled') throw new Error(outcome.kind)
    return outcome
  }
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((row) => row.action)

  test('a weekly series keeps the wall-clock hours across the change to summer time', async () => {
    const { teamId } = await setUp()
    const { ids, seriesId } = await scheduled(teamId, { repeatUntil: '2027-04-08' })
    expect(ids).toHaveLength(4)
    expect(seriesId).not.toBeNull()
    const events = await upcomingEvents(t.db, teamId, NOW)
    // Madrid changes to summer time on 28 March 2027: 18:00 is 17:00 UTC before, 16:00 UTC after.
    expect(events.map((event) => [event.startsAt, event.endsAt])).toEqual([
      ['2027-03-18T17:00:00.000Z', '2027-03-18T18:30:00.000Z'],
      ['2027-03-25T17:00:00.000Z', '2027-03-25T18:30:00.000Z'],
      ['2027-04-01T16:00:00.000Z', '2027-04-01T17:30:00.000Z'],
      ['2027-04-08T16:00:00.000Z', '2027-04-08T17:30:00.000Z'],
    ])
    expect(events.every((event) => event.seriesId === seriesId && event.place === 'Campo 2')).toBe(true)
    // A one-off has no series; an unknown planner session or team schedules nothing.
    expect((await scheduled(teamId, { date: '2027-05-01' })).seriesId).toBeNull()
    expect(await scheduleEvent(t.db, teamId, schedule({ sessionId: '999' }), coach, MADRID)).toEqual({
      kind: 'noSession',
    })
    // Another account's planner session is not the coach's to use.
    const { id: othersSession } = await t.db
      .insertInto('training_session')
      .values({ userId: 'ana', title: 'Sesión de Ana' })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(
      await scheduleEvent(t.db, teamId, schedule({ sessionId: String(othersSession) }), coach, MADRID),
    ).toEqual({ kind: 'noSession' })
    expect(await scheduleEvent(t.db, teamId + 1, schedule(), coach, MADRID)).toEqual({ kind: 'noTeam' })
    // 02:30 on 28 March 2027 does not exist in Madrid.
    expect(
      await scheduleEvent(
        t.db,
        teamId,
        schedule({ date: '2027-03-28', start: '02:30', end: '03:30' }),
        coach,
        MADRID,
      ),
    ).toEqual({ kind: 'badTime', date: '2027-03-28' })
    expect(await upcomingEvents(t.db, teamId, NOW)).toHaveLength(5)
    expect(await actions()).toContain('team.event.schedule')
  })

  test('a training from a planner session shows its title; a match keeps its opponent', async () => {
    const { teamId } = await setUp()
    const { id: sessionId } = await t.db
      .insertInto('training_session')
      .values({ userId: 'coach', title: 'Rondos y salida de balón' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await scheduled(teamId, { sessionId: String(sessionId) })
    await scheduled(teamId, {
      kind: 'match',
      opponent: 'CD Leganés',
      date: '2027-03-20',
      sessionId: String(sessionId),
    })
    expect(await upcomingEvents(t.db, teamId, NOW)).toMatchObject([
      { kind: 'training', sessionId, sessionTitle: 'Rondos y salida de balón', opponent: null },
      { kind: 'match', sessionId: null, sessionTitle: null, opponent: 'CD Leganés' },
    ])
  })

  test('cancelling one event or the rest of its series; past events leave the list', async () => {
    const { teamId } = await setUp()
    const { ids } = await scheduled(teamId, { repeatUntil: '2027-04-08' })
    const [first, second, third, fourth] = ids as [number, number, number, number]
    expect(await cancelEvent(t.db, { teamId: teamId + 1, eventId: first, scope: 'one' }, coach)).toBe(false)
    expect(await cancelEvent(t.db, { teamId, eventId: first, scope: 'one' }, coach)).toBe(1)
    expect(await cancelEvent(t.db, { teamId, eventId: third, scope: 'rest' }, coach)).toBe(2)
    const cancelled = async (now = NOW) =>
      (await upcomingEvents(t.db, teamId, now)).map((event) => [event.id, event.cancelledAt !== null])
    expect(await cancelled()).toEqual([
      [first, true],
      [second, false],
      [third, true],
      [fourth, true],
    ])
    expect(await cancelled(new Date('2027-03-26T00:00:00Z'))).toEqual([
      [third, true],
      [fourth, true],
    ])
    expect(await actions()).toContain('team.event.cancel')
  })

  test('a guardian or the player’s own account answers; another account, a withdrawn player or a closed event cannot', async () => {
    const { teamId, playerId } = await setUp()
    const { ids } = await scheduled(teamId, { repeatUntil: '2027-03-25' })
    const [first, second] = ids as [number, number]
    const answer = (user: string, eventId: number, answer: 'available' | 'maybe', now = NOW) =>
      answerEvent(
        t.db,
        { eventId, playerId, answer, reason: answer === 'maybe' ? 'Examen' : null, user: accountOf(user) },
        now,
      )

    expect(await answer('luis', first, 'available')).toBe('notFound')
    expect(await answer('ana', first, 'available')).toBe('answered')
    expect(await answer('ana', first, 'maybe')).toBe('answered') // a second answer replaces the first
    await t.db.updateTable('player').set({ userId: 'eva' }).where('id', '=', playerId).execute()
    expect(await answer('eva', second, 'available')).toBe('answered')

    const [counts] = await upcomingEvents(t.db, teamId, NOW)
    expect(counts?.counts).toEqual({ available: 0, unavailable: 0, maybe: 1 })
    expect((await eventSheet(t.db, teamId, first))?.players).toEqual([
      { playerId, name: 'Lucía P.', shirtNumber: 7, answer: 'maybe', reason: 'Examen', status: null },
    ])
    expect(await eventsOfPlayers(t.db, [playerId], NOW)).toMatchObject([
      { eventId: first, playerId, teamName: 'Alevín A', answer: 'maybe', reason: 'Examen' },
      { eventId: second, playerId, answer: 'available', reason: null },
    ])

    // Over, or cancelled: closed.
    expect(await answer('ana', first, 'available', new Date('2027-03-18T18:31:00Z'))).toBe('closed')
    await cancelEvent(t.db, { teamId, eventId: second, scope: 'one' }, coach)
    expect(await answer('ana', second, 'maybe')).toBe('closed')

    // Withdrawn: no answer, and the answers given are no longer shown.
    await withdrawConsent(t.db, { playerId, guardian: accountOf('ana') })
    expect(await answer('ana', first, 'available')).toBe('notFound')
    expect((await upcomingEvents(t.db, teamId, NOW))[0]?.counts).toEqual({
      available: 0,
      unavailable: 0,
      maybe: 0,
    })
    expect(await eventsOfPlayers(t.db, [playerId], NOW)).toEqual([])
    expect((await eventSheet(t.db, teamId, first))?.players).toEqual([])
    expect(await actions()).toContain('team.event.answer')
    // The audit holds ids only: no child's name, no reason.
    const details = await t.db.selectFrom('audit_event').select('detail').execute()
    expect(JSON.stringify(details)).not.toMatch(/Lucía|Examen/)
  })

  test('attendance at the pitch: a consented player on the roster, one mark per event, counted by month', async () => {
    const { teamId, playerId } = await setUp()
    const { ids } = await scheduled(teamId, { date: '2027-03-25', repeatUntil: '2027-04-08' })
    const [march, april1, april8] = ids as [number, number, number]
    const mark = (eventId: number, status: 'present' | 'late' | 'absent' | 'excused', player = playerId) =>
      markAttendance(t.db, { teamId, eventId, playerId: player, status }, coach)

    expect(await mark(march, 'absent')).toBe(true)
    expect(await mark(march, 'present')).toBe(true) // a second tap replaces the first
    expect(await mark(april1, 'late')).toBe(true)
    expect(await mark(april8, 'excused')).toBe(true)
    expect(await mark(march, 'present', playerId + 1)).toBe(false)
    expect(
      await markAttendance(t.db, { teamId: teamId + 1, eventId: march, playerId, status: 'present' }, coach),
    ).toBe(false)
    expect((await eventSheet(t.db, teamId, march))?.players[0]?.status).toBe('present')

    expect(await attendanceByMonth(t.db, teamId, MADRID)).toEqual({
      months: ['2027-03', '2027-04'],
      players: [
        {
          name: 'Lucía P.',
          detached: false,
          months: {
            '2027-03': { present: 1, late: 0, absent: 0, excused: 0 },
            '2027-04': { present: 0, late: 1, absent: 0, excused: 1 },
          },
        },
      ],
    })
    // A cancelled event no longer counts, and cannot be marked.
    await cancelEvent(t.db, { teamId, eventId: april8, scope: 'one' }, coach)
    expect(await mark(april8, 'present')).toBe(false)
    expect((await attendanceByMonth(t.db, teamId, MADRID)).players[0]?.months['2027-04']).toEqual({
      present: 0,
      late: 1,
      absent: 0,
      excused: 0,
    })
    expect(await actions()).toContain('team.attendance')
  })

  test('erasure: answers go; attendance is erased, or kept detached under the typed name when the team states why', async () => {
    const { teamId, playerId } = await setUp()
    const { ids } = await scheduled(teamId)
    const eventId = ids[0] as number
    await answerEvent(
      t.db,
      { eventId, playerId, answer: 'available', reason: null, user: accountOf('ana') },
      NOW,
    )
    await markAttendance(t.db, { teamId, eventId, playerId, status: 'present' }, coach)

    const json = async () => {
      let text = ''
      for await (const chunk of personalDataJson(t.db, 'ana')) text += chunk
      return JSON.parse(text) as Record<string, unknown>
    }
    // The guardian's download holds the child's answers and attendance.
    const download = await json()
    expect(download.teamAnswers).toEqual([
      expect.objectContaining({ playerId, team: 'Alevín A', answer: 'available' }),
    ])
    expect(download.teamAttendance).toEqual([
      expect.objectContaining({ playerId, team: 'Alevín A', status: 'present' }),
    ])

    await withdrawConsent(t.db, { playerId, guardian: accountOf('ana') }, NOW)
    expect((await attendanceByMonth(t.db, teamId, MADRID)).players).toEqual([])
    await updateTeam(t.db, teamId, { ...teamInput, attendanceKeptFor: 'Seguro federativo' }, coach)
    expect(await eraseWithdrawnPlayers(t.db, new Date(NOW.getTime() + 31 * DAY))).toBe(1)
    expect(await t.db.selectFrom('team_event_answer').select('playerId').execute()).toEqual([])
    expect(
      await t.db.selectFrom('team_attendance').select(['playerId', 'typedName', 'status']).execute(),
    ).toEqual([{ playerId: null, typedName: 'Lucía P.', status: 'present' }])
    expect((await attendanceByMonth(t.db, teamId, MADRID)).players).toMatchObject([
      { name: 'Lucía P.', detached: true },
    ])
  })

  test('a team that keeps no attendance loses it with the player, however the record goes', async () => {
    const remaining = async () => (await t.db.selectFrom('team_attendance').select('id').execute()).length
    const markedPlayer = async () => {
      const { teamId, playerId } = await setUp()
      const { ids } = await scheduled(teamId)
      await markAttendance(t.db, { teamId, eventId: ids[0] as number, playerId, status: 'late' }, coach)
      return playerId
    }

    const withdrawn = await markedPlayer()
    await withdrawConsent(t.db, { playerId: withdrawn, guardian: accountOf('ana') }, NOW)
    await eraseWithdrawnPlayers(t.db, new Date(NOW.getTime() + 31 * DAY))
    expect(await remaining()).toBe(0)

    const removed = await markedPlayer()
    expect(
      await removePlayer(t.db, { guardian: accountOf('ana'), id: removed, origin: 'http://localhost' }),
    ).toBe(true)
    expect(await remaining()).toBe(0)

    await markedPlayer()
    await handOverPlayersOf(t.db, 'ana')
    await t.db.deleteFrom('user').where('id', '=', 'ana').execute()
    expect(await t.db.selectFrom('player').select('id').execute()).toEqual([])
    expect(await remaining()).toBe(0)
  })

  test('the feed answers only with the team’s secret; renewing cuts off the old one; a cancelled date says so', async () => {
    const { teamId } = await setUp()
    const { ids } = await scheduled(teamId, { repeatUntil: '2027-03-25' })
    await scheduled(teamId, { kind: 'match', opponent: 'CD Leganés', date: '2027-03-20' })
    await cancelEvent(t.db, { teamId, eventId: ids[1] as number, scope: 'one' }, coach)
    const origin = 'https://coach.example'
    const feed = (token: string, id = teamId) => teamFeedIcs(t.db, { teamId: id, token, origin }, NOW)
    const tokenOf = async () =>
      (
        await t.db
          .selectFrom('team')
          .select('calendarToken')
          .where('id', '=', teamId)
          .executeTakeFirstOrThrow()
      ).calendarToken ?? ''

    expect(await feed('')).toBeUndefined() // no secret made yet
    expect(await renewCalendarToken(t.db, teamId, coach)).toBe(true)
    const first = await tokenOf()
    const ics = (await feed(first)) ?? ''
    expect(ics).toContain('X-WR-CALNAME:Calendario de Alevín A')
    expect(ics).toContain('SUMMARY:Entrenamiento · Alevín A')
    expect(ics).toContain('SUMMARY:Alevín A contra CD Leganés')
    expect(ics).toContain('DTSTART:20270318T170000Z')
    expect(ics).toContain('LOCATION:Campo 2')
    expect(ics.match(/STATUS:CANCELLED/g)).toHaveLength(1)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    expect(await feed(first, teamId + 1)).toBeUndefined()
    expect(await feed(`${first}x`)).toBeUndefined()

    expect(await renewCalendarToken(t.db, teamId, coach)).toBe(true)
    expect(await feed(first)).toBeUndefined()
    expect(await feed(await tokenOf())).toContain('BEGIN:VCALENDAR')
    expect(await renewCalendarToken(t.db, teamId + 1, coach)).toBe(false)
  })
})
