import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertBookableKind, insertUser } from '#tests/factories.ts'
import { smtpForFile, type Delivered } from '#tests/smtp.ts'
import {
  cancelByCoach,
  cancelFutureBookingsOf,
  cancelForPerson,
  rescheduleForPerson,
  bookForPerson,
} from './booking-actions.server.ts'
import { offeredSlots } from './booking-store.server.ts'
import { findKind } from './kinds.server.ts'

const smtp = smtpForFile()
const ZONE = 'Europe/Madrid'
const ORIGIN = 'http://localhost:3000'
const COACH = 'contacto@metodologiascreativas.es'
/** Wednesday 25 March 2026, 09:00 in Madrid (winter time, UTC+1); summer time starts on Sunday the 29th. */
const NOW = new Date('2026-03-25T08:00:00.000Z')

const eventOf = (mail: Delivered) => {
  const file = mail.attachments.find((a) => a.filename === 'sesion.ics')
  if (!file) throw new Error('no .ics attached')
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no event in the .ics')
  return {
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  }
}

describe.each(engines)('one-to-one bookings on %s', (engine) => {
  let t: TestDb
  let kindId: number
  beforeAll(async () => {
    process.env.SITE_TIME_ZONE = ZONE
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'ana', { locale: 'es', name: 'Ana' })
    await insertUser(t.db, 'ben', { locale: 'en', name: 'Ben' })
    kindId = await insertBookableKind(t.db, { bufferMinutes: 15 })
  })
  afterAll(() => t.close())

  const kind = async () => {
    const found = await findKind(t.db, kindId)
    if (!found) throw new Error('kind missing')
    return found
  }
  const starts = async (from: string, days = 1) =>
    (await offeredSlots(t.db, { kind: await kind(), from, days, now: NOW, timeZone: ZONE })).map(
      (s) => s.start,
    )
  const person = (id: 'ana' | 'ben') => ({ id, email: `${id}@example.com`, name: id })
  const book = async (id: 'ana' | 'ben', start: string) =>
    bookForPerson(t.db, {
      kind: await kind(),
      user: person(id),
      start: new Date(start),
      locale: 'es',
      origin: ORIGIN,
      now: NOW,
    })

  test('slots follow the wall clock across the change to summer time, after the notice', async () => {
    // Today after 21:00 is inside the 12 hours of notice: nothing; Saturday 09:00 is 08:00 UTC, Sunday's 07:00 UTC.
    expect(await starts('2026-03-25')).toEqual([])
    expect((await starts('2026-03-28'))[0]).toBe('2026-03-28T08:00:00.000Z')
    expect(await starts('2026-03-29')).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2026-03-29T07:30:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-29T09:00:00.000Z',
      '2026-03-29T09:30:00.000Z',
      '2026-03-29T10:00:00.000Z',
    ])
    // Beyond the 30 days ahead one may book: nothing.
    expect(await starts('2026-04-25')).toEqual([])
  })

  test('a day off and a date with other hours replace the week', async () => {
    await t.db
      .insertInto('availability_exception')
      .values([
        { date: '2026-03-30', startTime: null, endTime: null },
        { date: '2026-03-31', startTime: '17:00', endTime: '18:00' },
      ])
      .execute()
    expect(await starts('2026-03-30')).toEqual([])
    expect(await starts('2026-03-31')).toEqual(['2026-03-31T15:00:00.000Z'])
  })

  test('a booking takes its hour and its buffer away from the slots', async () => {
    expect(await book('ana', '2026-03-30T08:00:00.000Z')).toMatchObject({ kind: 'booked' })
    // 10:00–11:15 Madrid (summer time) is taken, 60 minutes and 15 of buffer; a 9:00 session's own
    // buffer would run into it, and 10:30 to 11:00 start inside it: 11:30 and 12:00 remain.
    expect(await starts('2026-03-30')).toEqual(['2026-03-30T09:30:00.000Z', '2026-03-30T10:00:00.000Z'])
    expect(await book('ben', '2026-03-30T08:30:00.000Z')).toEqual({ kind: 'taken' })
    // A time the hours never offer is refused before the database is asked.
    expect(await book('ben', '2026-03-30T08:10:00.000Z')).toEqual({ kind: 'unavailable' })
    expect(await book('ben', '2026-03-30T16:00:00.000Z')).toEqual({ kind: 'unavailable' })
  })

  test('the same slot booked twice at the same moment: one booking, the other is told it was taken', async () => {
    const start = '2026-03-30T09:00:00.000Z'
    const outcomes = await Promise.all([book('ana', start), book('ben', start)])
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['booked', 'taken'])
    const rows = await t.db.selectFrom('booking').select(['userId', 'status']).execute()
    expect(rows).toHaveLength(1)
    const claims = await t.db.selectFrom('booking_claim').select('instant').execute()
    expect(claims).toHaveLength(15)
  })

  test('overlapping slots booked at the same moment: the claims refuse the second', async () => {
    // 09:00 and 09:30 Madrid overlap by thirty minutes; whichever stores first wins.
    const outcomes = await Promise.all([
      book('ana', '2026-03-30T08:00:00.000Z'),
      book('ben', '2026-03-30T08:30:00.000Z'),
    ])
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['booked', 'taken'])
    expect(await t.db.selectFrom('booking').select('id').execute()).toHaveLength(1)
  })

  test('booked, moved and cancelled: mails with the same calendar event, a higher SEQUENCE, then CANCELLED', async () => {
    const booked = await book('ben', '2026-03-30T08:00:00.000Z')
    if (booked.kind !== 'booked') throw new Error(booked.kind)
    const first = await smtp.next('ben@example.com')
    expect(first.subject).toContain('Sesión individual de técnica')
    expect(first.text).toContain('Monday, March 30')
    const coach = await smtp.next(COACH)
    expect(coach.text).toContain('ben@example.com')
    expect(coach.text).toContain('lunes, 30 de marzo')
    const booking = eventOf(first)
    expect(booking).toMatchObject({ sequence: 0, status: 'CONFIRMED', start: '2026-03-30T08:00:00.000Z' })

    const moved = await rescheduleForPerson(t.db, {
      id: booked.id,
      user: person('ben'),
      start: new Date('2026-03-31T10:00:00.000Z'),
      origin: ORIGIN,
      now: NOW,
    })
    expect(moved).toEqual({ kind: 'done', id: booked.id })
    expect(eventOf(await smtp.next('ben@example.com'))).toEqual({
      ...booking,
      sequence: 1,
      start: '2026-03-31T10:00:00.000Z',
    })
    expect(await starts('2026-03-30')).toContain('2026-03-30T08:00:00.000Z')

    // Ana cannot touch Ben's booking.
    expect(
      await cancelForPerson(t.db, { id: booked.id, user: person('ana'), origin: ORIGIN, now: NOW }),
    ).toEqual({ kind: 'missing' })
    // Within 24 hours of the start neither moving nor cancelling.
    const late = new Date('2026-03-30T12:00:00.000Z')
    expect(
      await cancelForPerson(t.db, { id: booked.id, user: person('ben'), origin: ORIGIN, now: late }),
    ).toEqual({ kind: 'tooLate' })
    expect(
      await cancelForPerson(t.db, { id: booked.id, user: person('ben'), origin: ORIGIN, now: NOW }),
    ).toMatchObject({ kind: 'done' })
    const cancelled = eventOf(await smtp.next('ben@example.com'))
    expect(cancelled).toMatchObject({ uid: booking.uid, sequence: 2, status: 'CANCELLED' })
    expect(await starts('2026-03-31')).toContain('2026-03-31T10:00:00.000Z')
    expect(await t.db.selectFrom('booking_claim').select('instant').execute()).toEqual([])
  })

  test('the coach cancels any booking, with an audit record and a mail to the person', async () => {
    const booked = await book('ana', '2026-03-30T08:00:00.000Z')
    if (booked.kind !== 'booked') throw new Error(booked.kind)
    await smtp.next('ana@example.com')
    const coach = { id: 'coach', email: COACH }
    const late = new Date('2026-03-30T07:00:00.000Z')
    expect(await cancelByCoach(t.db, { id: booked.id, coach, origin: ORIGIN, now: late })).toMatchObject({
      kind: 'done',
    })
    const mail = await smtp.next('ana@example.com')
    expect(mail.text).toContain('El entrenador')
    expect(eventOf(mail).status).toBe('CANCELLED')
    const audit = await t.db.selectFrom('audit_event').select(['action', 'targetId']).execute()
    expect(audit).toEqual([{ action: 'booking.cancel', targetId: String(booked.id) }])
    expect(await cancelByCoach(t.db, { id: booked.id, coach, origin: ORIGIN, now: late })).toEqual({
      kind: 'missing',
    })
  })

  test('deleting an account cancels the bookings still to come and keeps the past ones', async () => {
    await book('ana', '2026-03-30T08:00:00.000Z')
    await smtp.next(COACH) // the booking's own notice
    await t.db
      .insertInto('booking')
      .values({
        uid: 'pasada@reservas',
        kindId,
        userId: 'ana',
        kindName: 'Sesión individual de técnica',
        startsAt: '2026-03-01T08:00:00.000Z',
        endsAt: '2026-03-01T09:00:00.000Z',
        status: 'confirmed',
      })
      .execute()
    await cancelFutureBookingsOf(t.db, 'ana', ORIGIN, NOW)
    const rows = await t.db.selectFrom('booking').select(['uid', 'status']).orderBy('startsAt').execute()
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'cancelled'])
    expect((await smtp.next(COACH)).subject).toMatch(/cancel/i)
  })
})
