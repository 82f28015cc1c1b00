import { describe, expect, test } from 'vitest'
import { PRIVACY_TEXT_VERSION } from '#app/privacy.ts'
import type { Identity } from '#server/auth/identity.server.ts'
import { signUp } from '#server/auth/sign-up.server.ts'
import { engines, type TestDb } from '#tests/db.ts'
import { identitySuite, siteRequest } from '#tests/identity.ts'
import { smtpForFile } from '#tests/smtp.ts'
import { listConsents } from './consents.server.ts'

smtpForFile()

const signUpAs = (id: Identity, ip: string) =>
  signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), {
    name: 'Lucía',
    lastName: 'Gómez',
    email: 'lucia@example.com',
    password: 'Rondo-de-cuatro-7',
    locale: 'es',
    ip,
  })

describe.each(engines)('consent at sign-up on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  test('the new account records the privacy terms it accepted: version and address', async () => {
    await signUpAs(id, '203.0.113.7')
    const { id: userId } = await t.db.selectFrom('user').select('id').executeTakeFirstOrThrow()
    expect(await listConsents(t.db, userId)).toEqual([
      { kind: 'privacy', version: PRIVACY_TEXT_VERSION, ip: '203.0.113.7', at: expect.any(String) },
    ])
  })

  test("a sign-up with an address that has an account adds nothing to that account's consents", async () => {
    await signUpAs(id, '203.0.113.7')
    await signUpAs(id, '198.51.100.9')
    const { id: userId } = await t.db.selectFrom('user').select('id').executeTakeFirstOrThrow()
    expect((await listConsents(t.db, userId)).map((consent) => consent.ip)).toEqual(['203.0.113.7'])
  })
})
