import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PlayerSchema } from '#app/schemas/event.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { accountOf, insertEvent } from '#tests/events/event-fixtures.ts'
import { testOutbox } from '#tests/events/event-outbox.ts'
import { findPlayer, removePlayer, updatePlayer, upcomingOfPlayer } from './players.server.ts'
import { registerForEvent, type Participant } from './registrations.server.ts'

const outbox = testOutbox('players')
const origin = 'http://localhost:3000'

describe.each(engines)("a guardian's players on %s", (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    for (const id of ['ana', 'luis', 'eva']) await insertUser(t.db, id, { locale: 'es' })
  })
  afterAll(async () => {
    await t.close()
    outbox.remove()
  })

  const register = async (eventId: number, user: string, participant: Participant) => {
    const outcome = await registerForEvent(t.db, {
      eventId,
      user: accountOf(user),
      participant,
      answers: { medicalNotes: 'asma' },
      ip: null,
      origin,
    })
    if (outcome.kind !== 'confirmed' && outcome.kind !== 'waiting') throw new Error(outcome.kind)
    return outcome
  }
  const playerOf = async (guardian: string) =>
    t.db.selectFrom('player').select('id').where('guardianId', '=', guardian).executeTakeFirstOrThrow()

  test('the form is checked by the same schema: a missing name and a bad year are field errors', () => {
    const bad = PlayerSchema.safeParse({ intent: 'update', id: '1', name: ' ', birthYear: 'dos mil' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'admin:errors.required'],
      ['birthYear', 'events:errors.birthYear'],
    ])
  })

  test('an edit changes the player and the name on their registrations; another account cannot', async () => {
    const event = await insertEvent(t.db)
    await register(event.id, 'ana', { kind: 'new', name: 'Leo Garcia', birthYear: 2015 })
    const { id } = await playerOf('ana')
    expect(await updatePlayer(t.db, 'luis', { intent: 'update', id, name: 'Otro', birthYear: 2010 })).toBe(
      false,
    )
    expect(
      await updatePlayer(t.db, 'ana', { intent: 'update', id, name: 'Leo García', birthYear: 2014 }),
    ).toBe(true)
    expect(await findPlayer(t.db, 'ana', id)).toEqual({ id, name: 'Leo García', birthYear: 2014 })
    const registration = await t.db
      .selectFrom('event_registration')
      .select('participant')
      .executeTakeFirstOrThrow()
    expect(registration.participant).toBe('Leo García')
  })

  test("removing a player cancels their coming places (the next waiting is offered one), erases the child's data, keeps the consent", async () => {
    const event = await insertEvent(t.db, { capacity: 1 })
    const past = await insertEvent(t.db, { startsInHours: -48 })
    await register(event.id, 'ana', { kind: 'new', name: 'Leo', birthYear: 2015 })
    const { id } = await playerOf('ana')
    await t.db
      .insertInto('event_registration')
      .values({ eventId: past.id, userId: 'ana', playerId: id, participant: 'Leo', status: 'confirmed' })
      .execute()
    await register(event.id, 'luis', { kind: 'self' })
    expect((await upcomingOfPlayer(t.db, 'ana', id)).map((row) => row.id)).toHaveLength(1)

    expect(await removePlayer(t.db, { guardian: { id: 'eva', email: 'eva@example.com' }, id, origin })).toBe(
      false,
    )
    outbox.clear()
    expect(await removePlayer(t.db, { guardian: { id: 'ana', email: 'ana@example.com' }, id, origin })).toBe(
      true,
    )

    expect(await findPlayer(t.db, 'ana', id)).toBeUndefined()
    const left = await t.db
      .selectFrom('event_registration')
      .select(['participant', 'status', 'answers'])
      .execute()
    expect(left).toEqual([
      { participant: 'Nombre luis', status: 'offered', answers: '{"medicalNotes":"asma"}' },
    ])
    const [mail = ''] = outbox.mails()
    expect(mail).toContain('To: luis@example.com')
    const taken = await t.db
      .selectFrom('event')
      .select('placesTaken')
      .where('id', '=', event.id)
      .executeTakeFirst()
    expect(taken?.placesTaken).toBe(1) // held for Luis's offer
    const consents = await t.db.selectFrom('consent').select('kind').where('userId', '=', 'ana').execute()
    expect(consents).toEqual([{ kind: 'minorData' }])
  })
})
