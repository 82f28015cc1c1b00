import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { identityMails } from './mails.server.ts'

/** An account as `npm run admin:create` leaves it: confirmed, no saved language. */
const smtp = smtpForFile()

const operatorMade = { id: 'u-ana', name: 'Ana', email: 'ana@example.com', emailVerified: 1, locale: null }

describe.each(engines)('language of identity e-mails on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const subjects = async () => {
    const mails = []
    for (let i = 0; i < 4; i++) mails.push((await smtp.next('ana@example.com')).subject)
    return mails.sort()
  }

  test('no saved language: the language the request asked for, else the site language (Spanish)', async () => {
    const mails = identityMails('https://club.example', t.db)
    await mails.welcome(operatorMade)
    await mails.welcome(operatorMade, new Request('https://club.example/signin'))
    await mails.welcome(
      operatorMade,
      new Request('https://club.example/signin', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } }),
    )
    await mails.welcome({ ...operatorMade, locale: 'de' })
    const subjectsSeen = await subjects()
    expect(subjectsSeen.filter((s) => s === 'Te damos la bienvenida a Metodologías Creativas')).toHaveLength(
      2,
    )
    expect(subjectsSeen.filter((s) => s === 'Welcome to Metodologías Creativas')).toHaveLength(1)
    expect(subjectsSeen.filter((s) => s.includes('Willkommen'))).toHaveLength(1)
  })
})
