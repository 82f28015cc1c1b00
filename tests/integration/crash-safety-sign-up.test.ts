import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUp } from '#server/auth/sign-up.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { siteRequest, testIdentity } from '#tests/identity.ts'

/**
 * A sign-up writes a user row and its credential account row. A crash between the two (what
 * crash-safety.test.ts provokes with SIGKILL, by chance) must leave neither: here the second
 * insert fails every time, and the first must be rolled back.
 */
describe.each(engines)('an interrupted sign-up on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
    if (engine === 'sqlite')
      await sql`create trigger refuse_account before insert on account begin select raise(abort, 'disk gone'); end`.execute(
        t.raw,
      )
    else {
      await sql`create function refuse_account() returns trigger language plpgsql as $$ begin raise exception 'disk gone'; end $$`.execute(
        t.raw,
      )
      await sql`create trigger refuse_account before insert on account for each row execute function refuse_account()`.execute(
        t.raw,
      )
    }
  })
  afterAll(() => t.close())

  test('leaves no user without its credential account', async () => {
    const attempt = signUp(testIdentity(t), siteRequest('/auth/boxed-signup', { method: 'POST' }), {
      name: 'Lucía',
      lastName: 'Pérez',
      email: 'lucia@example.com',
      password: 'Presion-tras-perdida-42',
      locale: 'es',
      ip: '192.0.2.1',
    })
    await expect(attempt).rejects.toThrow()
    expect(await t.db.selectFrom('user').select('email').execute()).toEqual([])
  })
})
