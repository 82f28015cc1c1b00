import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { createIdentity, type Identity } from './identity.server.ts'
import { readSession } from './session.server.ts'
import { signIn } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const SITE = 'https://coach.example'
const PASSWORD = 'Salida-en-corto-31'

describe.each(engines)('session cookies over https on %s', (engine) => {
  let t: TestDb
  let id: Identity
  beforeAll(async () => {
    t = await openTestDb(engine)
    id = createIdentity(t, {
      baseURL: SITE,
      secret: 'test-secret-that-is-long-enough-0123456789',
      idleLockMinutes: 15,
      rateLimit: false,
    })
  })
  afterAll(() => t.close())

  test('the session cookie is a __Host- cookie: Secure, Path=/, no Domain; it signs in', async () => {
    await upsertUserWithPassword(id, {
      email: 'https@example.com',
      name: 'Ana',
      lastName: 'Ruiz',
      password: PASSWORD,
      role: 'user',
    })
    const request = new Request(`${SITE}/signin`, { method: 'POST', headers: { Origin: SITE } })
    const result = await signIn(id, request, {
      email: 'https@example.com',
      password: PASSWORD,
      ip: '10.0.0.1',
    })
    if (!result.ok) throw new Error('sign-in failed')
    const cookie = result.headers.getSetCookie().find((c) => c.includes('session_token')) ?? ''
    expect(cookie).toMatch(/^__Host-coach\.session_token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; Path=\//i)
    expect(cookie).not.toMatch(/; Domain=/i)
    const session = await readSession(
      id,
      new Request(`${SITE}/account-settings`, { headers: { Cookie: cookie.split(';')[0] ?? '' } }),
    )
    expect(session?.user.email).toBe('https@example.com')
  })
})
