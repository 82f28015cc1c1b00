import { randomUUID } from 'node:crypto'
import { addDays, instantOf, wallTimeOf } from '#app/calendar/zoned-time.ts'
import {
  type AnswerInput,
  type AttendanceStatusValue,
  type ScheduleEventInput,
} from '#app/schemas/team-calendar.ts'
import { recordAudit } from '../audit/audit.server.ts'
import type { Db } from '../db/connection.server.ts'
import { env } from '../env.server.ts'
import type { Actor } from './teams.server.ts'

/**
 * A team's calendar (slice 3 of docs/decisions/049-teams-players-guardians.md): trainings and
 * matches, repeated weekly as a series; the answers of players (given by a guardian or the player's
 * own account) and the attendance the coach marks. Only a player whose consent stands
 * (`withdrawnAt is null`) and who is on the team's roster can have either.
 */

const siteTimeZone = () => env().SITE_TIME_ZONE

const auditEvent = (
  db: Db,
  action: 'team.event.schedule' | 'team.event.cancel' | 'team.event.answer' | 'team.attendance',
  user: Actor['user'] | null,
  eventId: number,
  detail: Record<string, string | number | boolean | null>,
  ip?: string,
) =>
  recordAudit(db, {
    action,
    user,
    target: { type: 'team_event', id: eventId },
    detail,
    ...(ip ? { ip } : {}),
  })

export type ScheduleOutcome =
  | { kind: 'scheduled'; ids: number[]; seriesId: string | null }
  | { kind: 'noTeam' }
  | { kind: 'noSession' }
  /** A day of the series falls in the hour the clock skips when summer time starts. */
  | { kind: 'badTime'; date: string }

/**
 * Schedules a training or a match on the team's calendar: one event, or one a week from `date` to
 * `repeatUntil` (included), each at the same wall-clock hours whatever summer time does. A training
 * may follow one of the coach's own planner sessions.
 */
export async function scheduleEvent(
  db: Db,
  teamId: number,
  input: ScheduleEventInput,
  by: Actor,
  timeZone = siteTimeZone(),
): Promise<ScheduleOutcome> {
  const team = await db.selectFrom('team').select('id').where('id', '=', teamId).executeTakeFirst()
  if (!team) return { kind: 'noTeam' }
  const sessionId = input.kind === 'training' ? input.sessionId : null
  if (sessionId !== null) {
    const session = await db
      .selectFrom('training_session')
      .select('id')
      .where('id', '=', sessionId)
      .where('userId', '=', by.user.id) // the coach's own planner sessions, as the form offers them
      .executeTakeFirst()
    if (!session) return { kind: 'noSession' }
  }
  const dates = [input.date]
  while (input.repeatUntil && addDays(dates.at(-1) as string, 7) <= input.repeatUntil)
    dates.push(addDays(dates.at(-1) as string, 7))
  const seriesId = dates.length > 1 ? randomUUID() : null
  const rows = []
  for (const date of dates) {
    const startsAt = instantOf({ date, time: input.start }, timeZone)
    const endsAt = instantOf({ date, time: input.end }, timeZone)
    if (!startsAt || !endsAt) return { kind: 'badTime', date }
    rows.push({
      teamId,
      kind: input.kind,
      sessionId,
      opponent: input.kind === 'match' ? input.opponent : null,
      place: input.place,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      seriesId,
    })
  }
  const inserted = await db.insertInto('team_event').values(rows).returning('id').execute()
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b)
  await auditEvent(db, 'team.event.schedule', by.user, ids[0] as number, {
    team: teamId,
    events: ids.length,
    kind: input.kind,
  })
  return { kind: 'scheduled', ids, seriesId }
}

/**
 * Cancels an event of the team, or it and the later events of its series. The rows stay (answers
 * and attendance already given keep their meaning); they show as cancelled. Returns how many were
 * cancelled, or false when the event is not the team's.
 */
export async function cancelEvent(
  db: Db,
  input: { teamId: number; eventId: number; scope: 'one' | 'rest' },
  by: Actor,
  now = new Date(),
) {
  const event = await findTeamEvent(db, input.teamId, input.eventId)
  if (!event) return false
  let query = db
    .updateTable('team_event')
    .set({ cancelledAt: now.toISOString() })
    .where('cancelledAt', 'is', null)
    .where('teamId', '=', input.teamId)
  query =
    input.scope === 'rest' && event.seriesId
      ? query.where('seriesId', '=', event.seriesId).where('startsAt', '>=', event.startsAt)
      : query.where('id', '=', event.id)
  const done = await query.executeTakeFirst()
  const cancelled = Number(done.numUpdatedRows)
  await auditEvent(db, 'team.event.cancel', by.user, event.id, {
    team: input.teamId,
    scope: input.scope,
    events: cancelled,
  })
  return cancelled
}

export const findTeamEvent = (db: Db, teamId: number, eventId: number) =>
  db
    .selectFrom('team_event')
    .select([
      'id',
      'teamId',
      'kind',
      'sessionId',
      'opponent',
      'place',
      'startsAt',
      'endsAt',
      'seriesId',
      'cancelledAt',
    ])
    .where('id', '=', eventId)
    .where('teamId', '=', teamId)
    .executeTakeFirst()

/** The players of a team whose consent stands: the only ones who may answer or be marked. */
const rosterPlayers = (db: Db, teamId: number) =>
  db
    .selectFrom('team_member')
    .innerJoin('player', 'player.id', 'team_member.playerId')
    .where('team_member.teamId', '=', teamId)
    .where('team_member.role', '=', 'player')
    .where('player.withdrawnAt', 'is', null)

/**
 * The team's events that have not ended, soonest first, cancelled ones included (marked), each with
 * how many of the roster's players answered what.
 */
export async function upcomingEvents(db: Db, teamId: number, now = new Date()) {
  const events = await db
    .selectFrom('team_event')
    .leftJoin('training_session', 'training_session.id', 'team_event.sessionId')
    .select([
      'team_event.id',
      'team_event.kind',
      'team_event.sessionId',
      'training_session.title as sessionTitle',
      'team_event.opponent',
      'team_event.place',
      'team_event.startsAt',
      'team_event.endsAt',
      'team_event.seriesId',
      'team_event.cancelledAt',
    ])
    .where('team_event.teamId', '=', teamId)
    .where('team_event.endsAt', '>', now.toISOString())
    .orderBy('team_event.startsAt')
    .orderBy('team_event.id')
    .limit(200)
    .execute()
  const answers = events.length
    ? await rosterPlayers(db, teamId)
        .innerJoin('team_event_answer', 'team_event_answer.playerId', 'player.id')
        .select(['team_event_answer.eventId', 'team_event_answer.answer'])
        .where(
          'team_event_answer.eventId',
          'in',
          events.map((event) => event.id),
        )
        .execute()
    : []
  return events.map((event) => {
    const counts = { available: 0, unavailable: 0, maybe: 0 }
    for (const row of answers) if (row.eventId === event.id) counts[row.answer]++
    return { ...event, counts }
  })
}

/**
 * One event for the coach at the pitch: every player of the roster whose consent stands, with their
 * answer (and reason) and the attendance marked so far.
 */
export async function eventSheet(db: Db, teamId: number, eventId: number) {
  const event = await findTeamEvent(db, teamId, eventId)
  if (!event) return undefined
  const players = await rosterPlayers(db, teamId)
    .leftJoin('team_event_answer', (join) =>
      join
        .onRef('team_event_answer.playerId', '=', 'player.id')
        .on('team_event_answer.eventId', '=', eventId),
    )
    .leftJoin('team_attendance', (join) =>
      join.onRef('team_attendance.playerId', '=', 'player.id').on('team_attendance.eventId', '=', eventId),
    )
    .select([
      'player.id as playerId',
      'player.name',
      'team_member.shirtNumber',
      'team_event_answer.answer',
      'team_event_answer.reason',
      'team_attendance.status',
    ])
    .orderBy('player.name')
    .orderBy('player.id')
    .execute()
  return { event, players }
}

export type AnswerOutcome = 'answered' | 'notFound' | 'closed'

/** The event with the player on its team's roster and their consent standing (else no row). */
export const answerableEvent = (db: Db, eventId: number, playerId: number) =>
  db
    .selectFrom('team_event')
    .innerJoin('team_member', 'team_member.teamId', 'team_event.teamId')
    .innerJoin('player', 'player.id', 'team_member.playerId')
    .where('team_event.id', '=', eventId)
    .where('player.id', '=', playerId)
    .where('team_member.role', '=', 'player')
    .where('player.withdrawnAt', 'is', null)

/**
 * Stores (or replaces) a player's answer and audits it. `by` is the account that answered, or null
 * for a reminder mail's link (whoever holds it). The caller checked `answerableEvent` and that the
 * event is open.
 */
export async function storeAnswer(
  db: Db,
  input: AnswerInput & { by: Actor['user'] | null; ip?: string | undefined },
  now = new Date(),
) {
  const values = {
    answer: input.answer,
    reason: input.reason,
    answeredBy: input.by?.id ?? null,
    answeredAt: now.toISOString(),
  }
  await db
    .insertInto('team_event_answer')
    .values({ eventId: input.eventId, playerId: input.playerId, ...values })
    .onConflict((oc) => oc.columns(['eventId', 'playerId']).doUpdateSet(values))
    .execute()
  await auditEvent(
    db,
    'team.event.answer',
    input.by,
    input.eventId,
    { player: input.playerId, answer: input.answer, ...(input.by ? {} : { via: 'link' }) },
    input.ip,
  )
}

/**
 * Records a player's answer, given by one of their guardians or their own account. 'notFound' when
 * the account may not answer for the player, the player is not on the event's team or their consent
 * was withdrawn (the same answer for each: no oracle); 'closed' when the event is cancelled or over.
 */
export async function answerEvent(
  db: Db,
  input: AnswerInput & { user: Actor['user']; ip?: string | undefined },
  now = new Date(),
): Promise<AnswerOutcome> {
  const found = await answerableEvent(db, input.eventId, input.playerId)
    .select(['team_event.endsAt', 'team_event.cancelledAt'])
    .where((eb) =>
      eb.or([
        eb('player.userId', '=', input.user.id),
        eb.exists(
          eb
            .selectFrom('player_guardian')
            .select('player_guardian.userId')
            .whereRef('player_guardian.playerId', '=', 'player.id')
            .where('player_guardian.userId', '=', input.user.id),
        ),
      ]),
    )
    .executeTakeFirst()
  if (!found) return 'notFound'
  if (found.cancelledAt || found.endsAt <= now.toISOString()) return 'closed'
  await storeAnswer(db, { ...input, by: input.user }, now)
  return 'answered'
}

/**
 * The coming events of the teams each of these players is on (current teams), with the player's
 * answer: for /account/players. The ids must be players the account holds (guardedPlayers).
 */
export async function eventsOfPlayers(db: Db, playerIds: readonly number[], now = new Date()) {
  if (!playerIds.length) return []
  return db
    .selectFrom('team_event')
    .innerJoin('team', 'team.id', 'team_event.teamId')
    .innerJoin('team_member', 'team_member.teamId', 'team.id')
    .innerJoin('player', 'player.id', 'team_member.playerId')
    .leftJoin('team_event_answer', (join) =>
      join
        .onRef('team_event_answer.eventId', '=', 'team_event.id')
        .onRef('team_event_answer.playerId', '=', 'player.id'),
    )
    .select([
      'team_event.id as eventId',
      'player.id as playerId',
      'team.name as teamName',
      'team_event.kind',
      'team_event.opponent',
      'team_event.place',
      'team_event.startsAt',
      'team_event.endsAt',
      'team_event.cancelledAt',
      'team_event_answer.answer',
      'team_event_answer.reason',
    ])
    .where('player.id', 'in', playerIds)
    .where('player.withdrawnAt', 'is', null)
    .where('team_member.role', '=', 'player')
    .where('team.archivedAt', 'is', null)
    .where('team_event.endsAt', '>', now.toISOString())
    .orderBy('team_event.startsAt')
    .orderBy('team_event.id')
    .limit(200)
    .execute()
}

/**
 * The coach marks one player at an event: present, late, absent or excused (a second tap replaces
 * the first). False when the event is not the team's or is cancelled, or the player is not on the
 * roster with their consent standing.
 */
export async function markAttendance(
  db: Db,
  input: { teamId: number; eventId: number; playerId: number; status: AttendanceStatusValue },
  by: Actor,
  now = new Date(),
) {
  const event = await findTeamEvent(db, input.teamId, input.eventId)
  if (!event || event.cancelledAt) return false
  const line = await rosterPlayers(db, input.teamId)
    .select('team_member.typedName')
    .where('player.id', '=', input.playerId)
    .executeTakeFirst()
  if (!line) return false
  const values = { status: input.status, markedBy: by.user.id, markedAt: now.toISOString() }
  await db
    .insertInto('team_attendance')
    .values({ eventId: event.id, playerId: input.playerId, typedName: line.typedName, ...values })
    .onConflict((oc) => oc.columns(['eventId', 'playerId']).doUpdateSet(values))
    .execute()
  await auditEvent(
    db,
    'team.attendance',
    by.user,
    event.id,
    { player: input.playerId, status: input.status },
    by.ip,
  )
  return true
}

export type MonthCounts = Record<AttendanceStatusValue, number>

/**
 * Attendance per player and month (the site's wall-clock month of the event) over the team's
 * events that were not cancelled. A player whose consent was withdrawn is left out; attendance kept
 * past an erasure shows under the typed name.
 */
export async function attendanceByMonth(db: Db, teamId: number, timeZone = siteTimeZone()) {
  const rows = await db
    .selectFrom('team_attendance')
    .innerJoin('team_event', 'team_event.id', 'team_attendance.eventId')
    .leftJoin('player', 'player.id', 'team_attendance.playerId')
    .select([
      'team_attendance.playerId',
      'team_attendance.typedName',
      'team_attendance.status',
      'team_event.startsAt',
      'player.name',
    ])
    .where('team_event.teamId', '=', teamId)
    .where('team_event.cancelledAt', 'is', null)
    .where((eb) => eb.or([eb('team_attendance.playerId', 'is', null), eb('player.withdrawnAt', 'is', null)]))
    .execute()
  const months = new Set<string>()
  const players = new Map<string, { name: string; detached: boolean; months: Record<string, MonthCounts> }>()
  for (const row of rows) {
    const month = wallTimeOf(new Date(row.startsAt), timeZone).date.slice(0, 7)
    months.add(month)
    const key = row.playerId === null ? `typed:${row.typedName}` : `player:${row.playerId}`
    let entry = players.get(key)
    if (!entry)
      players.set(
        key,
        (entry = { name: row.name ?? row.typedName, detached: row.playerId === null, months: {} }),
      )
    const counts = (entry.months[month] ??= { present: 0, late: 0, absent: 0, excused: 0 })
    counts[row.status]++
  }
  return {
    months: [...months].sort(),
    players: [...players.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
  }
}

/**
 * Before a player's record is deleted (erasure after withdrawal, removal by a guardian, the last
 * guardian's account deleted): their attendance at teams that do not state a reason to keep it
 * goes; the rest is left for the foreign key to detach (`playerId` set null, typed name kept).
 * Answers go with the player through their foreign key.
 */
export async function releaseAttendanceOf(db: Db, playerId: number) {
  await db
    .deleteFrom('team_attendance')
    .where('playerId', '=', playerId)
    .where((eb) =>
      eb(
        'eventId',
        'in',
        eb
          .selectFrom('team_event')
          .innerJoin('team', 'team.id', 'team_event.teamId')
          .select('team_event.id')
          .where('team.attendanceKeptFor', 'is', null),
      ),
    )
    .execute()
}

/** The players whose data an account downloads: those it is a guardian of, and its own record. */
const playersOfAccount = (db: Db, userId: string) =>
  db
    .selectFrom('player')
    .select('player.id')
    .where('player.withdrawnAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('player.userId', '=', userId),
        eb(
          'player.id',
          'in',
          eb
            .selectFrom('player_guardian')
            .select('player_guardian.playerId')
            .where('player_guardian.userId', '=', userId),
        ),
      ]),
    )

/** "Download my data": the answers given for the account's players (by anyone of their guardians). */
export const exportTeamAnswers = (db: Db, userId: string) =>
  db
    .selectFrom('team_event_answer')
    .innerJoin('team_event', 'team_event.id', 'team_event_answer.eventId')
    .innerJoin('team', 'team.id', 'team_event.teamId')
    .select([
      'team_event_answer.playerId',
      'team.name as team',
      'team_event.kind',
      'team_event.startsAt',
      'team_event_answer.answer',
      'team_event_answer.reason',
      'team_event_answer.answeredAt',
    ])
    .where('team_event_answer.playerId', 'in', playersOfAccount(db, userId))
    .orderBy('team_event.startsAt')
    .orderBy('team_event_answer.playerId')
    .execute()

/** "Download my data": the attendance marked for the account's players. */
export const exportTeamAttendance = (db: Db, userId: string) =>
  db
    .selectFrom('team_attendance')
    .innerJoin('team_event', 'team_event.id', 'team_attendance.eventId')
    .innerJoin('team', 'team.id', 'team_event.teamId')
    .select([
      'team_attendance.playerId',
      'team.name as team',
      'team_event.kind',
      'team_event.startsAt',
      'team_attendance.status',
      'team_attendance.markedAt',
    ])
    .where('team_attendance.playerId', 'in', playersOfAccount(db, userId))
    .orderBy('team_event.startsAt')
    .orderBy('team_attendance.playerId')
    .execute()
