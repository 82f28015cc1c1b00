import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf, insertEvent, twoInstances } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { personalDataJson } from '../privacy/export.server.ts'
import { registerForEvent, cancelRegistration } from './registrations.server.ts'
import { acceptOffer, expireOffers, OFFER_HOURS } from './waiting-list.server.ts'
import { sendDueReminders } from './event-jobs.server.ts'

const outbox = testOutbox('events')
const mails = outbox.mails
const clearOutbox = outbox.clear

const origin = 'http://localhost:3000'

describe.each(engines)('event registrations on %s', (engine) => {
  let instances: Awaited<ReturnType<typeof twoInstances>>
  beforeAll(async () => {
    instances = await twoInstances(engine)
    for (const id of ['ana', 'luis', 'eva', 'juan']) await insertUser(instances.a, id, { locale: 'es' })
  })
  afterAll(async () => {
    await instances.close()
    outbox.remove()
  })

  const register = (db: typeof instances.a, eventId: number, user: string) =>
    registerForEvent(db, {
      eventId,
      user: accountOf(user),
      participant: { kind: 'self' },
      answers: {},
      ip: null,
      origin,
    })

  test('two people pressing for the last place at once: one registered, one on the waiting list', async () => {
    const { a, b } = instances
    for (let round = 0; round < 5; round++) {
      const event = await insertEvent(a, { capacity: 1 })
      const outcomes = await Promise.all([register(a, event.id, 'ana'), register(b, event.id, 'luis')])
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['confirmed', 'waiting'])
      const stored = await a
        .selectFrom('event')
        .select('placesTaken')
        .where('id', '=', event.id)
        .executeTakeFirstOrThrow()
      expect(stored.placesTaken).toBe(1)
      const statuses = await a
        .selectFrom('event_registration')
        .select('status')
        .where('eventId', '=', event.id)
        .execute()
      expect(statuses.map((row) => row.status).sort()).toEqual(['confirmed', 'waiting'])
    }
  })

  test('the confirmation mail carries the event as an .ics file', async () => {
    clearOutbox()
    const event = await insertEvent(instances.a, { capacity: 5 })
    expect((await register(instances.a, event.id, 'eva')).kind).toBe('confirmed')
    const [mail] = mails()
    expect(mail).toContain('Content-Type: text/calendar')
    expect(mail).toContain(`${event.slug}.ics`)
  })

  test('the same person cannot register twice, and a registration outside the dates is refused', async () => {
    const event = await insertEvent(instances.a, { capacity: 5 })
    expect((await register(instances.a, event.id, 'juan')).kind).toBe('confirmed')
    expect((await register(instances.a, event.id, 'juan')).kind).toBe('already')
    const started = await insertEvent(instances.a, { startsInHours: 0.5 })
    expect((await register(instances.a, started.id, 'juan')).kind).toBe('closed')
  })

  test('a cancellation offers the place to the first waiting, who takes it with the link; an unused offer passes on', async () => {
    const { a } = instances
    const event = await insertEvent(a, { capacity: 1 })
    await register(a, event.id, 'ana')
    await register(a, event.id, 'luis')
    await register(a, event.id, 'eva')
    const rows = async () =>
      Object.fromEntries(
        (
          await a
            .selectFrom('event_registration')
            .select(['userId', 'status', 'offerToken', 'id'])
            .where('eventId', '=', event.id)
            .execute()
        ).map((row) => [row.userId, row]),
      )
    clearOutbox()
    const ana = (await rows()).ana
    expect(
      await cancelRegistration(a, {
        registrationId: ana?.id ?? 0,
        by: { kind: 'person', user: { id: 'ana', email: 'ana@example.com' } },
        origin,
      }),
    ).toBe('cancelled')
    const offered = (await rows()).luis
    expect(offered?.status).toBe('offered')
    expect(mails().join('\n')).toContain(`/eventos/${event.slug}/plaza/${offered?.offerToken}`)
    // Nobody takes it in 24 hours: it goes to the next.
    const later = new Date(Date.now() + (OFFER_HOURS + 1) * 3_600_000)
    expect(await expireOffers(a, { origin, now: later })).toBe(1)
    const next = await rows()
    expect(next.luis?.status).toBe('expired')
    expect(next.eva?.status).toBe('offered')
    expect(await acceptOffer(a, 'not-the-token', 'eva')).toBeNull()
    expect(await acceptOffer(a, next.eva?.offerToken ?? '', 'eva')).toMatchObject({ status: 'confirmed' })
    expect((await rows()).eva?.status).toBe('confirmed')
    const stored = await a
      .selectFrom('event')
      .select('placesTaken')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow()
    expect(stored.placesTaken).toBe(1)
    // With nobody waiting, a cancellation frees the place.
    expect(
      await cancelRegistration(a, {
        registrationId: next.eva?.id ?? 0,
        by: { kind: 'person', user: { id: 'eva', email: 'eva@example.com' } },
        origin,
      }),
    ).toBe('cancelled')
    const freed = await a
      .selectFrom('event')
      .select('placesTaken')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow()
    expect(freed.placesTaken).toBe(0)
  })

  test('reminders 48 hours before go once, even with two instances running the job together', async () => {
    const { a, b } = instances
    const soon = await insertEvent(a, { startsInHours: 30 })
    const far = await insertEvent(a, { startsInHours: 24 * 5 })
    await register(a, soon.id, 'ana')
    await register(a, far.id, 'ana')
    clearOutbox()
    const [first, second] = await Promise.all([
      sendDueReminders(a, { origin }),
      sendDueReminders(b, { origin }),
    ])
    expect(first + second).toBe(1)
    expect(await sendDueReminders(a, { origin })).toBe(0)
    expect(mails()).toHaveLength(1)
    expect(mails()[0]).toContain('Content-Type: text/calendar')
  })

  test("a child is registered with the guardian's consent recorded first; Download my data holds both", async () => {
    const { a } = instances
    const event = await insertEvent(a, { capacity: 5 })
    const outcome = await registerForEvent(a, {
      eventId: event.id,
      user: accountOf('juan'),
      participant: { kind: 'new', name: 'Pablo Ruiz', birthYear: 2015 },
      answers: { shirtSize: 'M' },
      ip: '203.0.113.9',
      origin,
    })
    expect(outcome.kind).toBe('confirmed')
    const consent = await a
      .selectFrom('consent')
      .select(['kind', 'version', 'at'])
      .where('userId', '=', 'juan')
      .executeTakeFirstOrThrow()
    const player = await a
      .selectFrom('player')
      .select(['name', 'consentVersion', 'consentAt'])
      .where('guardianId', '=', 'juan')
      .executeTakeFirstOrThrow()
    expect(consent.kind).toBe('minorData')
    expect(player.consentVersion).toBe(consent.version)
    let json = ''
    for await (const chunk of personalDataJson(a, 'juan')) json += chunk
    const data = JSON.parse(json) as {
      players: Array<{ name: string }>
      eventRegistrations: Array<{ participant: string; answers: unknown }>
    }
    expect(data.players.map((p) => p.name)).toEqual(['Pablo Ruiz'])
    expect(data.eventRegistrations).toContainEqual(
      expect.objectContaining({ participant: 'Pablo Ruiz', answers: { shirtSize: 'M' } }),
    )
  })

  test("another guardian's player cannot be registered", async () => {
    const { a } = instances
    const player = await a
      .selectFrom('player')
      .select('id')
      .where('guardianId', '=', 'juan')
      .executeTakeFirstOrThrow()
    const event = await insertEvent(a, { capacity: 5 })
    const outcome = await registerForEvent(a, {
      eventId: event.id,
      user: accountOf('ana'),
      participant: { kind: 'player', playerId: player.id },
      answers: {},
      ip: null,
      origin,
    })
    expect(outcome.kind).toBe('notYours')
  })
})
