import type { TFunction } from 'i18next'
import { eventQuestions } from '#app/schemas/event-values.ts'
import type { Db } from '../db/connection.server.ts'
import { readQuestions } from './event-fields.server.ts'
import { queueCoachMessage, sendQueued } from './event-mails.server.ts'
import { findMailEvent } from './event-catalogue.server.ts'

/** The event as the coach's day screens head it. */
export async function findEventForDay(db: Db, id: number) {
  const row = await db
    .selectFrom('event')
    .select([
      'id',
      'slug',
      'title',
      'place',
      'startsAt',
      'endsAt',
      'capacity',
      'placesTaken',
      'questions',
      'status',
      'cancelledAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { ...row, questions: eventQuestions.filter((q) => readQuestions(row.questions)[q]) }
}

const readAnswers = (stored: string): Record<string, string | number> => {
  try {
    const value: unknown = JSON.parse(stored)
    return typeof value === 'object' && value !== null ? (value as Record<string, string | number>) : {}
  } catch {
    return {}
  }
}

/** Every registration of an event, confirmed first then in arrival order, with answers and the account's address. */
export async function listRegistrations(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('event_registration')
    .innerJoin('user', 'user.id', 'event_registration.userId')
    .select([
      'event_registration.id',
      'event_registration.participant',
      'event_registration.status',
      'event_registration.answers',
      'event_registration.checkedInAt',
      'event_registration.createdAt',
      'user.email',
    ])
    .where('event_registration.eventId', '=', eventId)
    .orderBy('event_registration.id')
    .limit(2000)
    .execute()
  const rank = { confirmed: 0, pending: 1, offered: 2, waiting: 3, cancelled: 4, expired: 5 } as const
  return rows
    .map((row) => ({ ...row, answers: readAnswers(row.answers) }))
    .sort((a, b) => rank[a.status] - rank[b.status] || a.id - b.id)
}

export type RegistrationRow = Awaited<ReturnType<typeof listRegistrations>>[number]

/** The confirmed participants, by name: the check-in screen and the attendance sheet. */
export const confirmedOf = (rows: RegistrationRow[]) =>
  rows
    .filter((row) => row.status === 'confirmed')
    .sort((a, b) => a.participant.localeCompare(b.participant, 'es'))

/** The registrations list as CSV rows, headed in the coach's language. */
export function registrationCsvRows(rows: RegistrationRow[], questions: readonly string[], t: TFunction) {
  return [
    [
      t('events:day.participant'),
      t('events:day.account'),
      t('events:day.status'),
      ...questions.map((q) => t(`events:questions.${q}`)),
      t('events:day.registeredAt'),
      t('events:day.arrivedAt'),
    ],
    ...rows.map((row) => [
      row.participant,
      row.email,
      t(`events:status.${row.status}`),
      ...questions.map((q) => row.answers[q] ?? ''),
      row.createdAt,
      row.checkedInAt ?? '',
    ]),
  ]
}

/** Marks (or unmarks) a confirmed participant's arrival; false when the row is not one of the event's. */
export async function setArrival(
  db: Db,
  {
    eventId,
    registrationId,
    arrived,
    now = new Date(),
  }: {
    eventId: number
    registrationId: number
    arrived: boolean
    now?: Date
  },
) {
  const result = await db
    .updateTable('event_registration')
    .set({ checkedInAt: arrived ? now.toISOString() : null })
    .where('id', '=', registrationId)
    .where('eventId', '=', eventId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The coach's message to every confirmed or offered registration (one mail per address), through the queue. */
export async function messageRegistered(
  db: Db,
  { eventId, subject, body, origin }: { eventId: number; subject: string; body: string; origin: string },
) {
  const event = await findMailEvent(db, eventId)
  if (!event) return 0
  const recipients = await db
    .selectFrom('event_registration')
    .innerJoin('user', 'user.id', 'event_registration.userId')
    .select(['user.email', 'user.locale'])
    .where('event_registration.eventId', '=', eventId)
    .where('event_registration.status', 'in', ['confirmed', 'offered'])
    .groupBy(['user.email', 'user.locale'])
    .execute()
  const mails = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('event_message')
      .values({ eventId, subject, body, recipients: recipients.length })
      .execute()
    const queued = []
    for (const to of recipients)
      queued.push(await queueCoachMessage(trx, to, { event, subject, body, origin }))
    return queued
  })
  await sendQueued(db, mails)
  return mails.length
}

/** The messages already sent about an event, newest first. */
export const listEventMessages = (db: Db, eventId: number) =>
  db
    .selectFrom('event_message')
    .select(['id', 'subject', 'recipients', 'sentAt'])
    .where('eventId', '=', eventId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
