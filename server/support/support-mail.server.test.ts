import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { sendSupportAnswer } from './support-mail.server.ts'

const smtp = smtpForFile()

/** An account as `npm run admin:create` leaves it: no saved language. */
const unsaved = { name: 'Ana', email: 'ana@example.com', locale: null }
const answer = { subject: 'Factura', answer: 'Ya está.', accountUrl: 'https://club.example/account/support' }

describe.each(engines)('language of support answers on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('saved language first, else the answering request’s, else Spanish (never English by default)', async () => {
    await sendSupportAnswer(t.db, unsaved, answer)
    await sendSupportAnswer(
      t.db,
      unsaved,
      answer,
      new Request('https://club.example/admin/support/1', { headers: { 'Accept-Language': 'fr' } }),
    )
    await sendSupportAnswer(
      t.db,
      { ...unsaved, locale: 'en' },
      answer,
      new Request('https://club.example/?lng=fr'),
    )
    const subjects = []
    for (let i = 0; i < 3; i++) subjects.push((await smtp.next('ana@example.com')).subject)
    expect(subjects.sort()).toEqual([
      'Answer to your request: Factura',
      'Respuesta a tu consulta: Factura',
      'Réponse à votre demande : Factura',
    ])
  })
})
