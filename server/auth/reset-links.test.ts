import { describe, expect, test } from 'vitest'
import { hashOutstandingResetLinks } from '#server/db/migrations/0170_count_unlock_failures_and_hash_reset_tokens.server.ts'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, identitySuite } from '#tests/identity.ts'
import { firstLink, smtpForFile } from '#tests/smtp.ts'
import type { Identity } from './identity.server.ts'
import { changePassword, requestPasswordReset, resetPassword, resetTokenState } from './password.server.ts'
import { signIn } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const smtp = smtpForFile()

const PASSWORD = 'Transicion-rapida-4'
const EMAIL = 'lateral@example.com'

describe.each(engines)('reset links on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  const account = () =>
    upsertUserWithPassword(id, {
      email: EMAIL,
      name: 'Nerea',
      lastName: 'Gil',
      password: PASSWORD,
      role: 'user',
    })

  /** Asks for a reset link and returns the token the e-mail carries. */
  async function mailedToken() {
    await requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
      email: EMAIL,
      ip: '10.3.3.3',
    })
    const link = firstLink((await smtp.next(EMAIL)).text, '/auth/boxed-password-change')
    return new URL(link).searchParams.get('token') ?? ''
  }

  const storedIdentifiers = async () =>
    (await t.db.selectFrom('verification').select('identifier').execute()).map((row) => row.identifier)

  test('the database holds no usable token: the e-mailed link works, what the table holds does not', async () => {
    await account()
    const token = await mailedToken()
    const stored = await storedIdentifiers()
    expect(stored).toHaveLength(1)
    expect(stored.join(' ')).not.toContain(token)
    const [identifier = ''] = stored
    for (const leaked of [identifier, identifier.slice(identifier.indexOf(':') + 1)])
      expect(await resetTokenState(id, leaked)).toBe('invalid')
    expect(await resetTokenState(id, token)).toBe('valid')
    expect(await resetPassword(id, { token, password: 'Otra-clave-segura-44' })).toBe('valid')
  })

  test('a completed reset voids every other link of the account', async () => {
    await account()
    const older = await mailedToken()
    const newer = await mailedToken()
    expect(await resetPassword(id, { token: newer, password: 'Otra-clave-segura-44' })).toBe('valid')
    expect(await resetTokenState(id, older)).toBe('invalid')
    expect(await resetPassword(id, { token: older, password: 'Clave-del-intruso-55' })).toBe('invalid')
  })

  test('a password change voids the reset links asked for before it', async () => {
    const { id: userId } = await account()
    const token = await mailedToken()
    const result = await signIn(id, siteRequest('/signin'), {
      email: EMAIL,
      password: PASSWORD,
      ip: '10.3.3.3',
    })
    if (!result.ok) throw new Error('sign-in failed')
    const changed = await changePassword(
      id,
      siteRequest('/account-settings', { cookie: cookiesFrom(result.headers) }),
      {
        userId,
        currentPassword: PASSWORD,
        password: 'Otra-clave-segura-44',
      },
    )
    expect(changed.ok).toBe(true)
    expect(await resetTokenState(id, token)).toBe('invalid')
  })

  test('links e-mailed before the upgrade keep working once their rows are hashed', async () => {
    const { id: userId } = await account()
    const now = new Date()
    await t.db
      .insertInto('verification')
      .values({
        id: 'old-link',
        identifier: 'reset-password:TokenFromAnOlderMail',
        value: userId,
        expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString(),
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute()
    await hashOutstandingResetLinks(t.raw)
    expect((await storedIdentifiers()).join(' ')).not.toContain('TokenFromAnOlderMail')
    expect(await resetTokenState(id, 'TokenFromAnOlderMail')).toBe('valid')
  })
})
