import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { accountOf, insertEvent } from '#tests/events/event-fixtures.ts'
import { insertUser } from '#tests/factories.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import {
  confirmedOf,
  listEventMessages,
  listRegistrations,
  messageRegistered,
  registrationCsvRows,
  setArrival,
} from './event-day.server.ts'
import { registerForEvent } from './registrations.server.ts'

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'events-day-outbox-'))
vi.stubEnv('OUTBOX_DIR', outbox)
vi.stubEnv('SMTP_URL', '')
const origin = 'http://localhost:3000'

describe.each(engines)('the day of an event on %s', (engine) => {
  let t: TestDb
  let eventId: number
  beforeAll(async () => {
    t = await openTestDb(engine)
    for (const id of ['ana', 'luis', 'eva']) await insertUser(t.db, id)
    eventId = (await insertEvent(t.db, { capacity: 2 })).id
    for (const id of ['ana', 'luis', 'eva'])
      await registerForEvent(t.db, {
        eventId,
        user: accountOf(id),
        participant: { kind: 'self' },
        answers: { shirtSize: id === 'ana' ? '=cmd' : 'M' },
        ip: null,
        origin,
      })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(outbox, { recursive: true, force: true })
  })

  test('the list puts confirmed first; the CSV rows carry the answers under their questions', async () => {
    const rows = await listRegistrations(t.db, eventId)
    expect(rows.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'waiting'])
    const csv = registrationCsvRows(rows, ['shirtSize'], getFixedT('es'))
    expect(csv[0]).toEqual([
      'Participante',
      'Cuenta',
      'Estado',
      'Talla de camiseta',
      'Inscrito el',
      'Llegó a las',
    ])
    expect(csv[1]?.slice(0, 4)).toEqual(['Nombre ana', 'ana@example.com', 'Confirmada', '=cmd'])
  })

  test('arrival is marked only for a confirmed participant of this event, and can be undone', async () => {
    const rows = await listRegistrations(t.db, eventId)
    const [confirmed] = confirmedOf(rows)
    const waiting = rows.find((row) => row.status === 'waiting')
    expect(await setArrival(t.db, { eventId, registrationId: confirmed?.id ?? 0, arrived: true })).toBe(true)
    expect(await setArrival(t.db, { eventId, registrationId: waiting?.id ?? 0, arrived: true })).toBe(false)
    expect(
      await setArrival(t.db, { eventId: eventId + 1000, registrationId: confirmed?.id ?? 0, arrived: true }),
    ).toBe(false)
    expect(confirmedOf(await listRegistrations(t.db, eventId)).filter((row) => row.checkedInAt)).toHaveLength(
      1,
    )
    await setArrival(t.db, { eventId, registrationId: confirmed?.id ?? 0, arrived: false })
    expect(confirmedOf(await listRegistrations(t.db, eventId)).filter((row) => row.checkedInAt)).toHaveLength(
      0,
    )
  })

  test("the coach's message goes to those with a place (not the waiting list) and is kept", async () => {
    for (const file of fs.readdirSync(outbox)) fs.rmSync(path.join(outbox, file))
    const sent = await messageRegistered(t.db, {
      eventId,
      subject: 'Cambio de campo',
      body: 'Campo 2.',
      origin,
    })
    expect(sent).toBe(2)
    expect(fs.readdirSync(outbox)).toHaveLength(2)
    expect(await listEventMessages(t.db, eventId)).toEqual([
      expect.objectContaining({ subject: 'Cambio de campo', recipients: 2 }),
    ])
  })
})
