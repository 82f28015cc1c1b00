import type { Db } from '../db/connection.server.ts'
import { bookingsForExport } from '../bookings/booking-lists.server.ts'
import { listConsents } from './consents.server.ts'
import { LEARNING_SECTIONS } from './export-learning.server.ts'
import { exportPlayers, exportRegistrations } from '../events/person-events.server.ts'
import { exportAssessments, exportReports } from '../teams/assessments.server.ts'
import { subscriptionsForExport } from '../newsletter/subscriptions.server.ts'
import { answersOf } from '../support/support.server.ts'
import { exportTeamAnswers, exportTeamAttendance } from '../teams/calendar.server.ts'

/**
 * What "Download my data" contains, one query per section, each limited to rows that belong to the
 * person. Columns are named one by one: password hashes, session tokens, share tokens, code hashes
 * and e-mail change tokens never leave. Audit events: the person's own actions with when and from
 * where, and which actions others took on the account (not who took them: that is another person).
 */
export interface Person {
  id: string
  email: string
}

const signInMethods = (db: Db, { id }: Person) =>
  db.selectFrom('account').select(['providerId', 'createdAt', 'updatedAt']).where('userId', '=', id).execute()

const sessions = (db: Db, { id }: Person) =>
  db
    .selectFrom('session')
    .select(['createdAt', 'updatedAt', 'expiresAt', 'lastActivityAt', 'lockedAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', id)
    .orderBy('createdAt')
    .execute()

const emailChanges = (db: Db, { id }: Person) =>
  db
    .selectFrom('email_change')
    .select(['oldEmail', 'newEmail', 'createdAt', 'confirmBefore', 'confirmedAt', 'cancelledAt'])
    .where('userId', '=', id)
    .orderBy('createdAt')
    .execute()

/** Each request with the whole thread of answers (the request itself keeps only the latest). */
const supportRequests = async (db: Db, { id }: Person) => {
  const rows = await db
    .selectFrom('support_request')
    .leftJoin('course', 'course.id', 'support_request.courseId')
    .select([
      'support_request.id',
      'course.slug as course',
      'support_request.subject',
      'support_request.message',
      'support_request.status',
      'support_request.answer',
      'support_request.answeredAt',
      'support_request.createdAt',
    ])
    .where('support_request.userId', '=', id)
    .orderBy('support_request.createdAt')
    .execute()
  const thread = await answersOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map(({ id: requestId, ...row }) => ({
    ...row,
    answers: (thread.get(requestId) ?? []).map(({ body, createdAt }) => ({ body, createdAt })),
  }))
}

/** Messages of the contact form sent with the account's address (the form needs no account). */
const contactMessages = (db: Db, { email }: Person) =>
  db
    .selectFrom('contact_message')
    .select(['name', 'email', 'phone', 'subject', 'message', 'locale', 'consentAt', 'createdAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('createdAt')
    .execute()

const trainingSessions = async (db: Db, { id }: Person) => {
  const own = await db
    .selectFrom('training_session')
    .select(['id', 'title', 'ageGroup', 'players', 'notes', 'shareToken', 'createdAt', 'updatedAt'])
    .where('userId', '=', id)
    .orderBy('createdAt')
    .execute()
  if (!own.length) return []
  const blocks = await db
    .selectFrom('training_session_block')
    .leftJoin('drill', 'drill.id', 'training_session_block.drillId')
    .select([
      'training_session_block.sessionId',
      'training_session_block.phase',
      'training_session_block.title',
      'training_session_block.minutes',
      'training_session_block.notes',
      'drill.slug as drill',
    ])
    .where(
      'training_session_block.sessionId',
      'in',
      own.map((s) => s.id),
    )
    .orderBy('training_session_block.sessionId')
    .orderBy('training_session_block.position')
    .execute()
  return own.map(({ id: sessionId, shareToken, ...session }) => ({
    ...session,
    sharedReadOnly: shareToken !== null,
    blocks: blocks.filter((b) => b.sessionId === sessionId).map(({ sessionId: _, ...block }) => block),
  }))
}

const postsWritten = (db: Db, { id }: Person) =>
  db
    .selectFrom('post')
    .select(['slug', 'title', 'status', 'createdAt'])
    .where('authorId', '=', id)
    .orderBy('createdAt')
    .execute()

const ownAuditEvents = (db: Db, { id }: Person) =>
  db
    .selectFrom('audit_event')
    .select(['at', 'action', 'ip'])
    .where('userId', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute()

const auditEventsAboutYou = (db: Db, { id }: Person) =>
  db
    .selectFrom('audit_event')
    .select(['at', 'action'])
    .where('targetType', '=', 'user')
    .where('targetId', '=', id)
    .where((eb) => eb.or([eb('userId', 'is', null), eb('userId', '!=', id)]))
    .orderBy('at')
    .orderBy('id')
    .execute()

/** The export's list sections, in the order the file has them. */
export const SECTIONS: Record<string, (db: Db, person: Person) => Promise<unknown[]>> = {
  signInMethods,
  sessions,
  emailChanges,
  consents: (db, person) => listConsents(db, person.id),
  ...LEARNING_SECTIONS,
  supportRequests,
  contactMessages,
  trainingSessions,
  bookings: (db, person) => bookingsForExport(db, person.id),
  players: (db, person) => exportPlayers(db, person.id),
  eventRegistrations: (db, person) => exportRegistrations(db, person.id),
  playerAssessments: (db, person) => exportAssessments(db, person.id),
  playerReports: (db, person) => exportReports(db, person.id),
  teamAnswers: (db, person) => exportTeamAnswers(db, person.id),
  teamAttendance: (db, person) => exportTeamAttendance(db, person.id),
  newsletterSubscriptions: (db, person) => subscriptionsForExport(db, person.email),
  postsWritten,
  ownAuditEvents,
  auditEventsAboutYou,
}
