import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf, insertEvent } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { listFeedEvents, registrationState } from './event-catalogue.server.ts'
import { cancelEvent } from './event-cancel.server.ts'
import { eventsFeedIcs } from './event-ics.server.ts'
import { registerForEvent, type Participant } from './registrations.server.ts'

const outbox = testOutbox('event-cancel')

const origin = 'http://localhost:3000'
/** The coach who cancels (refunds of paid places would be theirs). */
const coach = { admin: { id: 'coach', email: 'coach@example.com' } }
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

describe.each(engines)('cancelling a whole event on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'ana', { locale: 'es' })
    await insertUser(t.db, 'luis', { locale: 'es' })
    await insertUser(t.db, 'eva', { locale: 'en' })
  })
  afterAll(async () => {
    await t.close()
    outbox.remove()
  })

  const register = async (eventId: number, user: string, participant: Participant, now?: Date) =>
    (
      await registerForEvent(t.db, {
        eventId,
        user: { ...accountOf(user), locale: user === 'eva' ? 'en' : 'es' },
        participant,
        answers: {},
        ip: null,
        origin,
        now,
      })
    ).kind
  /** The mails sent, by address (a sent mail leaves the queue for the outbox). */
  const sentTo = () =>
    outbox
      .mails()
      .map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '')
      .sort()
  const mailTo = (address: string) => outbox.mails().find((mail) => mail.includes(`To: ${address}`)) ?? ''
  const statuses = async (eventId: number) =>
    (
      await t.db
        .selectFrom('event_registration')
        .select('status')
        .where('eventId', '=', eventId)
        .orderBy('id')
        .execute()
    ).map((row) => row.status)
  const stored = (eventId: number) =>
    t.db
      .selectFrom('event')
      .select(['placesTaken', 'capacity', 'opensAt', 'closesAt', 'cancelledAt', 'version'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()

  test('past the deadline: every place and waiting entry cancelled, one mail per address, nobody offered a place', async () => {
    // Registration closed half an hour ago (the event starts in 30 minutes): the coach still cancels.
    const event = await insertEvent(t.db, { capacity: 2, startsInHours: 0.5 })
    const earlier = hoursAgo(2)
    expect(await register(event.id, 'ana', { kind: 'self' }, earlier)).toBe('confirmed')
    expect(await register(event.id, 'luis', { kind: 'self' }, earlier)).toBe('confirmed')
    expect(await register(event.id, 'ana', { kind: 'new', name: 'Leo', birthYear: 2015 }, earlier)).toBe(
      'waiting',
    )
    expect(await register(event.id, 'eva', { kind: 'self' }, earlier)).toBe('waiting')
    outbox.clear()
    const before = await stored(event.id)

    const outcome = await cancelEvent(t.db, {
      eventId: event.id,
      message: 'Lo sentimos mucho.',
      origin,
      coach,
    })
    expect(outcome).toEqual({ kind: 'cancelled', registrations: 4, mails: 3 })
    expect(await statuses(event.id)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled'])
    const after = await stored(event.id)
    expect(after.placesTaken).toBe(0)
    expect(after.cancelledAt).not.toBeNull()
    expect(after.version).toBe(before.version + 1)

    expect(sentTo()).toEqual(['ana@example.com', 'eva@example.com', 'luis@example.com'])
    expect(mailTo('ana@example.com')).toMatch(/Campus \d+, previsto para .+, se ha cancelado\./)
    expect(mailTo('ana@example.com')).toContain('La inscripción de Nombre ana y Leo queda anulada.')
    expect(mailTo('ana@example.com')).toContain('Lo sentimos mucho.')
    expect(mailTo('eva@example.com')).toMatch(/Campus \d+, planned for .+, has been cancelled\./)

    // A second press (or a second instance) sends nothing more.
    expect(await cancelEvent(t.db, { eventId: event.id, origin, coach })).toEqual({
      kind: 'already',
      registrations: 0,
      mails: 0,
    })
    expect(sentTo()).toHaveLength(3)
  })

  test('a cancelled event takes no registrations and its calendar entries say CANCELLED with a raised SEQUENCE', async () => {
    const event = await insertEvent(t.db)
    const feed = async () => eventsFeedIcs(await listFeedEvents(t.db), origin, 'Eventos')
    expect(await feed()).toContain('STATUS:CONFIRMED')
    const version = (await stored(event.id)).version
    await cancelEvent(t.db, { eventId: event.id, origin, coach })
    const ics = await feed()
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain(`SEQUENCE:${version + 1}`)
    expect(registrationState(await stored(event.id)).phase).toBe('cancelled')
    expect(await register(event.id, 'luis', { kind: 'self' })).toBe('closed')
    expect(await statuses(event.id)).toEqual([])
  })

  test('an event already over, or not published, is not cancelled', async () => {
    const over = await insertEvent(t.db, { startsInHours: -5 })
    expect(await cancelEvent(t.db, { eventId: over.id, origin, coach })).toEqual({ kind: 'over' })
    const draft = await insertEvent(t.db)
    await t.db.updateTable('event').set({ status: 'draft' }).where('id', '=', draft.id).execute()
    expect(await cancelEvent(t.db, { eventId: draft.id, origin, coach })).toEqual({ kind: 'notFound' })
    expect((await stored(over.id)).cancelledAt).toBeNull()
  })
})
