import { describe, expect, test } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, identitySuite, testIdentity } from '#tests/identity.ts'
import type { Identity } from './identity.server.ts'
import { unlock } from './lock.server.ts'
import { lockSession, readSession, type CurrentSession } from './session.server.ts'
import { signIn } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const PASSWORD = 'Presion-tras-perdida-9'
const EMAIL = 'portero@example.com'

describe.each(engines)('lock screen tries on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  async function lockedSession() {
    await upsertUserWithPassword(id, {
      email: EMAIL,
      name: 'Iker',
      lastName: 'Sanz',
      password: PASSWORD,
      role: 'user',
    })
    const result = await signIn(id, siteRequest('/signin'), {
      email: EMAIL,
      password: PASSWORD,
      ip: '10.2.2.2',
    })
    if (!result.ok) throw new Error('sign-in failed')
    const cookie = cookiesFrom(result.headers)
    const session = await readSession(id, siteRequest('/account-settings', { cookie }))
    if (!session) throw new Error('no session')
    await lockSession(id, session.id)
    return { session, cookie }
  }

  /** The password-check window of 15 minutes has passed (its start written back, no sleeping). */
  const windowPasses = () =>
    t.db
      .updateTable('auth_throttle')
      .set({ windowStart: new Date(Date.now() - 60 * 60_000).toISOString() })
      .execute()

  const wrong = (session: CurrentSession, n: number, from = id) =>
    unlock(from, session, { password: `no-es-la-clave-${n}`, ip: '10.2.2.2' })

  test('the fifth wrong password since the lock ends the session, however slowly the tries come', async () => {
    const { session, cookie } = await lockedSession()
    for (let i = 1; i <= 4; i++) {
      expect(await wrong(session, i)).toBe('wrong')
      await windowPasses()
    }
    expect(await wrong(session, 5)).toBe('signedOut')
    expect(await readSession(id, siteRequest('/account-settings', { cookie }))).toBeNull()
    expect(await unlock(id, session, { password: PASSWORD })).toBe('signedOut')
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('action', '=', 'auth.signOut')
      .execute()
    expect(audit).toEqual([{ action: 'auth.signOut', detail: JSON.stringify({ lockScreenFailures: true }) }])
  })

  test('the count is kept with the session, so another instance sees the same tries', async () => {
    const { session } = await lockedSession()
    const other = testIdentity(t)
    for (let i = 1; i <= 4; i++) {
      expect(await wrong(session, i, i % 2 ? id : other)).toBe('wrong')
      await windowPasses()
    }
    expect(await wrong(session, 5, other)).toBe('signedOut')
  })

  test('the right password unlocks and a new lock starts a new count', async () => {
    const { session, cookie } = await lockedSession()
    for (let i = 1; i <= 4; i++) expect(await wrong(session, i)).toBe('wrong')
    expect(await unlock(id, session, { password: PASSWORD })).toBe('unlocked')
    expect((await readSession(id, siteRequest('/account-settings', { cookie })))?.lockedAt).toBeNull()
    await lockSession(id, session.id)
    for (let i = 1; i <= 4; i++) expect(await wrong(session, i)).toBe('wrong')
    expect(await unlock(id, session, { password: PASSWORD })).toBe('unlocked')
  })
})
