import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { EventSchema } from '#app/schemas/event.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { redirectTarget } from '../redirects/lookup.server.ts'
import { loadRedirectMap } from '../redirects/store.server.ts'
import { findEventForEdit, saveEvent } from './event-store.server.ts'

const doc = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Campus' }] }],
})

/** The editor's form, parsed by its schema, with a day the clock changes in Madrid (27 October 2030). */
const input = (changes: Record<string, unknown> = {}) =>
  EventSchema.parse({
    title: 'Campus de otoño',
    kind: 'camp',
    description: doc,
    days: [
      { date: '2030-10-27', start: '10:00', end: '13:00' },
      { date: '2030-10-26', start: '10:00', end: '13:00' },
    ],
    place: 'Campo municipal',
    ageMin: '8',
    ageMax: '12',
    capacity: '20',
    price: '120,50',
    closesDate: '2030-10-20',
    closesTime: '23:59',
    questions: { shirtSize: 'required', club: 'optional' },
    status: 'published',
    ...changes,
  })

describe.each(engines)('the event editor on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test("days typed on the site's clock are stored as instants, in order; the editor reads them back as typed", async () => {
    const saved = await saveEvent(t.db, { input: input() })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const row = await t.db
      .selectFrom('event')
      .select(['startsAt', 'endsAt', 'priceCents', 'questions'])
      .executeTakeFirstOrThrow()
    expect(new Date(row.startsAt).toISOString()).toBe('2030-10-26T08:00:00.000Z') // summer time, UTC+2
    expect(new Date(row.endsAt).toISOString()).toBe('2030-10-27T12:00:00.000Z') // after the change, UTC+1
    expect(row.priceCents).toBe(12050)
    expect(JSON.parse(row.questions)).toEqual({ club: 'optional', shirtSize: 'required' })
    const edit = await findEventForEdit(t.db, saved.id)
    expect(edit?.days).toEqual([
      { date: '2030-10-26', start: '10:00', end: '13:00' },
      { date: '2030-10-27', start: '10:00', end: '13:00' },
    ])
    expect(edit?.closesDate).toBe('2030-10-20')
  })

  test('a deadline after the first day, an hour the clock skips, or fewer places than taken are field errors', async () => {
    expect(
      await saveEvent(t.db, { input: input({ closesDate: '2030-10-26', closesTime: '11:00' }) }),
    ).toEqual({
      kind: 'invalid',
      fieldErrors: { closesDate: ['events:errors.closesAfterStart'] },
    })
    // 31 March 2030: Madrid's clocks jump from 02:00 to 03:00.
    const skipped = await saveEvent(t.db, {
      input: input({
        days: [{ date: '2030-03-31', start: '02:30', end: '04:00' }],
        closesDate: '2030-03-20',
      }),
    })
    expect(skipped).toEqual({ kind: 'invalid', fieldErrors: { 'days[0].start': ['events:errors.time'] } })
    const saved = await saveEvent(t.db, { input: input() })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    await t.db.updateTable('event').set({ placesTaken: 5 }).execute()
    expect(
      await saveEvent(t.db, {
        id: saved.id,
        input: input({ capacity: '4', version: String(saved.version) }),
      }),
    ).toEqual({
      kind: 'invalid',
      fieldErrors: { capacity: ['events:errors.capacityBelowTaken'] },
    })
  })

  test('a new slug keeps the old address, and the addresses under it, as a redirect', async () => {
    const saved = await saveEvent(t.db, { input: input({ slug: 'campus-otono' }) })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const renamed = await saveEvent(t.db, {
      id: saved.id,
      input: input({ slug: 'campus-otono-2030', version: String(saved.version) }),
    })
    expect(renamed).toMatchObject({ kind: 'saved', slug: 'campus-otono-2030' })
    const map = await loadRedirectMap(t.db)
    expect(redirectTarget(map, '/eventos/campus-otono', '?utm=x')).toBe('/eventos/campus-otono-2030?utm=x')
    expect(redirectTarget(map, '/eventos/campus-otono/evento.ics', '')).toBe(
      '/eventos/campus-otono-2030/evento.ics',
    )
    expect(redirectTarget(map, '/eventos/campus-otono-2030', '')).toBeUndefined()
  })
})
