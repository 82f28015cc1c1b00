import { ANSWER_LABEL } from '#app/components/teams/calendar-labels.ts'
import { siteLanguage, toLanguage } from '#app/i18n/languages.ts'
import { teamAnswers, type TeamAnswerValue } from '#app/schemas/team-calendar.ts'
import type { Db } from '../db/connection.server.ts'
import { attemptQueued, enqueueMail } from '../email/mail-queue.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { formatSiteDateTime } from '../events/event-format.server.ts'
import { env } from '../env.server.ts'
import { jobOrigin } from '../http/origin.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { runEvery } from '../jobs.server.ts'
import { siteSettings } from '../site.server.ts'
import { answerLinkPath } from './answer-link.server.ts'

/**
 * The reminder of a team's training or match (slice 3 of docs/decisions/049): about 48 hours
 * before, one mail per guardian of each player on the roster whose consent stands, and one to the
 * player's own account when there is one, each with three links that answer for that player.
 */

/** Reminders go this long before the event starts. */
export const TEAM_REMINDER_HOURS = 48

interface ReminderEvent {
  id: number
  teamName: string
  kind: 'training' | 'match'
  opponent: string | null
  place: string
  startsAt: string
}

interface Recipient {
  email: string
  name: string
  locale: string | null
  playerId: number
  playerName: string
  answer: TeamAnswerValue | null
}

/** Everyone a reminder of the event goes to: each player's guardians and the player's own account. */
async function recipientsOf(db: Db, eventId: number, teamId: number): Promise<Recipient[]> {
  const roster = db
    .selectFrom('team_member')
    .innerJoin('player', 'player.id', 'team_member.playerId')
    .leftJoin('team_event_answer', (join) =>
      join
        .onRef('team_event_answer.playerId', '=', 'player.id')
        .on('team_event_answer.eventId', '=', eventId),
    )
    .where('team_member.teamId', '=', teamId)
    .where('team_member.role', '=', 'player')
    .where('player.withdrawnAt', 'is', null)
  const columns = [
    'user.email',
    'user.name',
    'user.locale',
    'player.id as playerId',
    'player.name as playerName',
    'team_event_answer.answer',
  ] as const
  const [guardians, players] = await Promise.all([
    roster
      .innerJoin('player_guardian', 'player_guardian.playerId', 'player.id')
      .innerJoin('user', 'user.id', 'player_guardian.userId')
      .select(columns)
      .execute(),
    roster.innerJoin('user', 'user.id', 'player.userId').select(columns).execute(),
  ])
  const seen = new Set<string>()
  return [...guardians, ...players]
    .sort((a, b) => a.playerId - b.playerId || a.email.localeCompare(b.email))
    .filter((row) => {
      const key = `${row.playerId} ${row.email}`
      return seen.has(key) ? false : (seen.add(key), true)
    })
}

/** Queues one reminder in the recipient's language (the site's when they chose none). */
function queueReminder(db: Db, event: ReminderEvent, to: Recipient, origin: string) {
  const language = toLanguage(to.locale) ?? siteLanguage
  const t = getFixedT(language)
  const values = {
    name: to.playerName,
    team: event.teamName,
    what:
      event.kind === 'match'
        ? t('email:teamReminder.match', { opponent: event.opponent ?? '' })
        : t('email:teamReminder.training'),
    date: formatSiteDateTime(event.startsAt, language),
    place: event.place,
  }
  const mail = renderEmail(t, siteSettings().brand, {
    subject: t('email:teamReminder.subject', values),
    greeting: t('email:greeting', { name: to.name }),
    paragraphs: [
      t('email:teamReminder.body', values),
      to.answer
        ? t('email:teamReminder.current', { answer: t(ANSWER_LABEL[to.answer]) })
        : t('email:teamReminder.noAnswer'),
      t('email:teamReminder.ask'),
    ],
    links: teamAnswers.map((answer) => ({
      label: t(ANSWER_LABEL[answer]),
      url: `${origin}${answerLinkPath({ eventId: event.id, playerId: to.playerId, answer })}`,
    })),
    notes: [t('email:teamReminder.note', { url: `${origin}/account/players` })],
  })
  return enqueueMail(db, { to: to.email, ...mail })
}

/**
 * Sends the reminders of the teams' events that start within 48 hours, are not cancelled and were
 * not reminded yet (teams not archived). Each event is claimed (`remindedAt` set where it was empty)
 * in the transaction that queues its mails: with several instances running this, each goes once.
 * Returns how many mails were queued.
 */
export async function sendTeamReminders(
  db: Db,
  { origin, now = new Date() }: { origin: string; now?: Date },
) {
  const at = now.toISOString()
  const horizon = new Date(now.getTime() + TEAM_REMINDER_HOURS * 3_600_000).toISOString()
  const due = await db
    .selectFrom('team_event')
    .innerJoin('team', 'team.id', 'team_event.teamId')
    .select([
      'team_event.id',
      'team_event.teamId',
      'team.name as teamName',
      'team_event.kind',
      'team_event.opponent',
      'team_event.place',
      'team_event.startsAt',
    ])
    .where('team_event.cancelledAt', 'is', null)
    .where('team_event.remindedAt', 'is', null)
    .where('team_event.startsAt', '>', at)
    .where('team_event.startsAt', '<=', horizon)
    .where('team.archivedAt', 'is', null)
    .orderBy('team_event.startsAt')
    .orderBy('team_event.id')
    .limit(50)
    .execute()
  let queued = 0
  for (const event of due) {
    const mails = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('team_event')
        .set({ remindedAt: at })
        .where('id', '=', event.id)
        .where('remindedAt', 'is', null)
        .where('cancelledAt', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return []
      const recipients = await recipientsOf(trx, event.id, event.teamId)
      const stored = []
      for (const to of recipients) stored.push(await queueReminder(trx, event, to, origin))
      return stored
    })
    queued += mails.length
    for (const mail of mails) await attemptQueued(db, mail)
  }
  return queued
}

/** Every TEAM_REMINDER_INTERVAL_MS (a minute) in this instance: due reminders go, each once. */
export function keepTeamRemindersGoing(db: Db, onError: (error: unknown) => void) {
  runEvery(env().TEAM_REMINDER_INTERVAL_MS, () => sendTeamReminders(db, { origin: jobOrigin() }), onError)
}
