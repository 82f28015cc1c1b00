import { describe, expect, test } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, identitySuite, siteRequest, testIdentity } from '#tests/identity.ts'
import { freshCode } from '#tests/totp.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import type { Identity } from './identity.server.ts'
import { readSession } from './session.server.ts'
import { signIn } from './sign-in.server.ts'
import { completeSecondFactor } from './two-factor-sign-in.server.ts'
import {
  confirmEnrolment,
  disableTwoFactor,
  pendingEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const PASSWORD = 'Rondo-de-cuatro-7'
const IP = '192.0.2.7'

describe.each(engines)('two-factor sign-in on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  async function account(email = 'coach@example.com', role: 'admin' | 'user' = 'user') {
    const { id: userId } = await upsertUserWithPassword(id, {
      email,
      name: 'Ana',
      lastName: 'Ruiz',
      password: PASSWORD,
      role,
    })
    return { id: userId, email }
  }

  /** An account with TOTP on: its secret, its recovery codes and the step of the code used. */
  async function enrolled(email?: string) {
    const user = await account(email)
    expect(await startEnrolment(id, user, PASSWORD)).toBe(true)
    const pending = await pendingEnrolment(id, user)
    if (!pending) throw new Error('no pending enrolment')
    const first = await freshCode(pending.secret)
    const codes = await confirmEnrolment(id, user, first.code, IP)
    if (!codes) throw new Error('enrolment refused')
    return { user, secret: pending.secret, codes, step: first.step }
  }

  const passwordStep = async (email: string, cookie?: string) =>
    signIn(id, siteRequest('/signin', { method: 'POST', cookie }), { email, password: PASSWORD, ip: IP })

  /** The challenge cookie after a right password on an account with two-factor sign-in. */
  async function challenged(email: string, cookie?: string) {
    const result = await passwordStep(email, cookie)
    if (!result.ok || !result.secondFactor) throw new Error('no second step')
    return cookiesFrom(result.headers)
  }

  const secondStep = (cookie: string, code: string, trustBrowser = false) =>
    completeSecondFactor(id, siteRequest('/signin/two-factor', { method: 'POST', cookie }), {
      code,
      trustBrowser,
      ip: IP,
    })

  const auditActions = async () =>
    (await t.db.selectFrom('audit_event').select('action').orderBy('id').execute()).map((e) => e.action)

  test('enrolment needs the password and a right code; it shows a QR code and ten recovery codes once', async () => {
    const user = await account()
    expect(await startEnrolment(id, user, 'not-the-password')).toBe(false)
    expect(await pendingEnrolment(id, user)).toBeNull()
    expect(await startEnrolment(id, user, PASSWORD)).toBe(true)
    const pending = await pendingEnrolment(id, user)
    expect(pending?.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(pending?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await confirmEnrolment(id, user, '000000', IP)).toBeNull()
    expect(await twoFactorStatus(id, user.id)).toEqual({ enabled: false, recoveryCodesLeft: 0 })

    const codes = await confirmEnrolment(id, user, (await freshCode(pending?.secret ?? '')).code, IP)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(await twoFactorStatus(id, user.id)).toEqual({ enabled: true, recoveryCodesLeft: 10 })
    // Stored: the secret encrypted, the recovery codes hashed.
    const stored = await t.db.selectFrom('two_factor').select('secret').executeTakeFirstOrThrow()
    expect(stored.secret).not.toContain(pending?.secret)
    const hashes = await t.db.selectFrom('two_factor_recovery_code').select('codeHash').execute()
    expect(hashes.map((h) => h.codeHash)).not.toContain(codes?.[0])
    expect(await pendingEnrolment(id, user)).toBeNull()
    expect(await auditActions()).toEqual(['twoFactor.codeFailed', 'twoFactor.enable'])
  })

  test('the password alone gives no session; the code does, and the half-signed-in cookie opens nothing', async () => {
    const { user, secret, step } = await enrolled()
    const result = await passwordStep(user.email)
    expect(result).toMatchObject({ ok: true, secondFactor: true })
    const challenge = result.ok ? cookiesFrom(result.headers) : ''
    expect(challenge).toMatch(/^coach\.two_factor=/)
    expect(await t.db.selectFrom('session').select('id').execute()).toEqual([])
    expect(await readSession(id, siteRequest('/account-settings', { cookie: challenge }))).toBeNull()

    expect(await secondStep(challenge, '123456')).toEqual({ ok: false, reason: 'invalid' })
    const done = await secondStep(challenge, (await freshCode(secret, step)).code)
    expect(done).toMatchObject({ ok: true, role: 'user' })
    const session = await readSession(
      id,
      siteRequest('/account-settings', { cookie: done.ok ? cookiesFrom(done.headers) : '' }),
    )
    expect(session?.user.email).toBe(user.email)
    // The challenge is used up.
    expect(await secondStep(challenge, '123456')).toEqual({ ok: false, reason: 'expired' })
  })

  test('a code works once, and an expired half-signed-in state is refused', async () => {
    const { user, secret, step } = await enrolled()
    const next = await freshCode(secret, step)
    expect(await secondStep(await challenged(user.email), next.code)).toMatchObject({ ok: true })
    expect(await secondStep(await challenged(user.email), next.code)).toEqual({
      ok: false,
      reason: 'invalid',
    })

    const late = await challenged(user.email)
    await t.db
      .updateTable('two_factor_challenge')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect(await secondStep(late, '000000')).toEqual({ ok: false, reason: 'expired' })
  })

  test('a recovery code works once and is in the audit log', async () => {
    const { user, codes } = await enrolled()
    const code = codes[3] ?? ''
    expect(await secondStep(await challenged(user.email), code.toUpperCase())).toMatchObject({ ok: true })
    expect(await secondStep(await challenged(user.email), code)).toEqual({ ok: false, reason: 'invalid' })
    expect(await twoFactorStatus(id, user.id)).toEqual({ enabled: true, recoveryCodesLeft: 9 })
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['twoFactor.recoveryCodeUse', 'auth.signIn', 'twoFactor.codeFailed']),
    )
  })

  test('a trusted browser skips the code for that account only, until two-factor is enrolled anew', async () => {
    const { user, secret, step, codes } = await enrolled()
    const other = await enrolled('assistant@example.com')
    const done = await secondStep(await challenged(user.email), (await freshCode(secret, step)).code, true)
    const trust = done.ok
      ? cookiesFrom(done.headers)
          .split('; ')
          .find((c) => c.startsWith('coach.trusted_browser='))
      : ''
    expect(trust).toBeTruthy()
    expect(await passwordStep(user.email, trust)).toMatchObject({ ok: true, secondFactor: false })
    expect(await passwordStep(other.user.email, trust)).toMatchObject({ ok: true, secondFactor: true })
    const forged = trust?.replace(/\.[^.]+$/, '.forged')
    expect(await passwordStep(user.email, forged)).toMatchObject({ ok: true, secondFactor: true })
    // Turned off and on again: the old trust is void.
    expect(await disableTwoFactor(id, user, { password: PASSWORD, code: codes[0] ?? '', ip: IP })).toBe(
      'disabled',
    )
    await startEnrolment(id, user, PASSWORD)
    const pending = await pendingEnrolment(id, user)
    await confirmEnrolment(id, user, (await freshCode(pending?.secret ?? '')).code, IP)
    expect(await passwordStep(user.email, trust)).toMatchObject({ ok: true, secondFactor: true })
  })

  test('wrong codes are throttled per account, for every instance alike', async () => {
    const { user, secret, step } = await enrolled()
    const challenge = await challenged(user.email)
    for (let i = 0; i < 5; i++) expect(await secondStep(challenge, '000000')).toMatchObject({ ok: false })
    const right = (await freshCode(secret, step)).code
    await expect(secondStep(challenge, right)).rejects.toThrow(TooManyAttempts)
    // Another instance on the same database counts the same failures.
    const otherInstance = testIdentity(t)
    await expect(
      completeSecondFactor(
        otherInstance,
        siteRequest('/signin/two-factor', { method: 'POST', cookie: challenge }),
        {
          code: right,
          trustBrowser: false,
          ip: '198.51.100.9',
        },
      ),
    ).rejects.toThrow(TooManyAttempts)
  })

  test('turning it off needs the password and a current code or a recovery code', async () => {
    const { user, secret, step, codes } = await enrolled()
    const code = (await freshCode(secret, step)).code
    expect(await disableTwoFactor(id, user, { password: 'wrong-password', code, ip: IP })).toBe(
      'wrongPassword',
    )
    expect(await disableTwoFactor(id, user, { password: PASSWORD, code: '000000', ip: IP })).toBe('wrongCode')
    expect(await twoFactorStatus(id, user.id)).toMatchObject({ enabled: true })
    expect(await disableTwoFactor(id, user, { password: PASSWORD, code: codes[0] ?? '', ip: IP })).toBe(
      'disabled',
    )
    expect(await twoFactorStatus(id, user.id)).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect(await passwordStep(user.email)).toMatchObject({ ok: true, secondFactor: false })
    expect(await auditActions()).toContain('twoFactor.disable')
  })

  test('a new set of recovery codes needs the password and voids the old set', async () => {
    const { user, codes } = await enrolled()
    expect(await renewRecoveryCodes(id, user, 'wrong-password', IP)).toBeNull()
    const renewed = await renewRecoveryCodes(id, user, PASSWORD, IP)
    expect(renewed).toHaveLength(10)
    expect(await secondStep(await challenged(user.email), codes[0] ?? '')).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await secondStep(await challenged(user.email), renewed?.[0] ?? '')).toMatchObject({ ok: true })
  })
})
