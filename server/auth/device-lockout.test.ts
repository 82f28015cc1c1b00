import { beforeEach, describe, expect, test } from 'vitest'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, identitySuite } from '#tests/identity.ts'
import { smtpForFile } from '#tests/smtp.ts'
import type { Identity } from './identity.server.ts'
import { requestPasswordReset } from './password.server.ts'
import { signIn, signOut } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const smtp = smtpForFile()

const PASSWORD = 'Rondo-de-cuatro-7'
const OWNER = 'coach@example.com'

describe.each(engines)('lock-out without locking the owner out, on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))
  beforeEach(async () => {
    await upsertUserWithPassword(id, {
      email: OWNER,
      name: 'Javier',
      lastName: 'Ruiz',
      password: PASSWORD,
      role: 'admin',
      locale: 'es',
    })
  })

  /** Signs in from a browser holding `cookie`; the cookies the answer sets. */
  async function attempt(password: string, ip: string, cookie?: string, email = OWNER) {
    const result = await signIn(id, siteRequest('/signin', { method: 'POST', cookie }), {
      email,
      password,
      ip,
    })
    return { result, cookie: result.ok ? cookiesFrom(result.headers) : undefined }
  }
  const deviceOf = (cookie = '') => cookie.split('; ').find((c) => c.startsWith('coach.device=')) ?? ''
  const actions = async () =>
    (await t.db.selectFrom('audit_event').select(['action', 'userEmail', 'ip']).orderBy('id').execute()).map(
      (e) => `${e.action} ${e.userEmail ?? '-'} ${e.ip ?? '-'}`,
    )

  test("strangers' guesses lock unknown devices out, e-mail the owner once, and his browser still signs in", async () => {
    const owners = deviceOf((await attempt(PASSWORD, '10.0.0.1')).cookie)
    expect(owners).toMatch(/^coach\.device=[\w-]+\.[\w-]+\.[\w-]+$/)
    for (let i = 0; i < 5; i++)
      expect((await attempt(`guess-${i}-wrong`, `6.6.6.${i}`)).result.ok).toBe(false)

    const notice = await smtp.next(OWNER)
    expect(notice.subject).toBe('Intentos de acceso a tu cuenta de Metodologías Creativas')
    expect(notice.text).toContain('Hola, Javier:')
    expect(notice.text).toContain('durante 15 minutos')
    expect(notice.text).toContain('/auth/boxed-password-reset')

    // The right password from a stranger's browser waits; from the owner's browser it signs in.
    await expect(attempt(PASSWORD, '6.6.6.9')).rejects.toBeInstanceOf(TooManyAttempts)
    const back = await attempt(PASSWORD, '10.0.0.1', owners)
    expect(back.result).toMatchObject({ ok: true, role: 'admin' })
    // His success does not lift the lock for strangers, and more guesses send no second e-mail.
    await expect(attempt('guess-again-wrong', '6.6.6.10')).rejects.toBeInstanceOf(TooManyAttempts)
    expect(smtp.inbox.filter((m) => m.to.includes(OWNER))).toHaveLength(0)

    const log = await actions()
    expect(log.filter((e) => e.startsWith('auth.lockout'))).toEqual([`auth.lockout ${OWNER} 6.6.6.4`])
    expect(log.filter((e) => e.startsWith('auth.signInFailed'))).toHaveLength(5)
    expect(log.at(-1)).toBe(`auth.signIn ${OWNER} 10.0.0.1`)
  })

  test("a known device's wrong passwords count against that device only", async () => {
    const owners = deviceOf((await attempt(PASSWORD, '10.0.0.1')).cookie)
    for (let i = 0; i < 5; i++) await attempt(`typo-${i}-wrong`, '10.0.0.1', owners)
    const refused = await attempt(PASSWORD, '10.0.0.1', owners).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TooManyAttempts)
    expect((refused as TooManyAttempts).retryAfterSeconds).toBeGreaterThan(14 * 60)
    // The account itself is not locked: a new browser with the right password signs in, no e-mail sent.
    expect((await attempt(PASSWORD, '10.0.0.2')).result.ok).toBe(true)
    expect(smtp.inbox).toHaveLength(0)
  })

  test('a forged device cookie, or one of another account, counts as an unknown device', async () => {
    await upsertUserWithPassword(id, {
      email: 'otra@example.com',
      name: 'Otra',
      lastName: '',
      password: PASSWORD,
      role: 'user',
    })
    const others = deviceOf((await attempt(PASSWORD, '10.0.0.3', undefined, 'otra@example.com')).cookie)
    const owners = deviceOf((await attempt(PASSWORD, '10.0.0.1')).cookie)
    const forged = owners.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
    for (let i = 0; i < 5; i++) await attempt(`guess-${i}-wrong`, '6.6.6.6', i % 2 ? forged : others)
    await expect(attempt(PASSWORD, '6.6.6.6', forged)).rejects.toBeInstanceOf(TooManyAttempts)
    await expect(attempt(PASSWORD, '6.6.6.6', others)).rejects.toBeInstanceOf(TooManyAttempts)
    expect((await attempt(PASSWORD, '10.0.0.1', owners)).result.ok).toBe(true)
  })

  test('reset links: the fourth request for one address in an hour is refused with a wait', async () => {
    const ask = (ip: string) =>
      requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
        email: OWNER,
        ip,
      })
    for (let i = 0; i < 3; i++) await ask(`7.7.7.${i}`)
    const refused = await ask('7.7.7.9').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(TooManyAttempts)
    expect((refused as TooManyAttempts).retryAfterSeconds).toBeGreaterThan(59 * 60)
    await expect(
      requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
        email: 'otra@example.com',
        ip: '7.7.7.9',
      }),
    ).resolves.toBeUndefined()
  })

  test('sign-out is recorded with the address; no password appears in the log', async () => {
    const { cookie } = await attempt(PASSWORD, '10.0.0.1')
    const request = siteRequest('/auth/logout', { method: 'POST', cookie })
    request.headers.set('X-Forwarded-For', '10.0.0.1')
    await signOut(id, request)
    await attempt('not-the-password', '10.0.0.7')
    expect(await actions()).toEqual([
      `auth.signIn ${OWNER} 10.0.0.1`,
      `auth.signOut ${OWNER} 10.0.0.1`,
      `auth.signInFailed ${OWNER} 10.0.0.7`,
    ])
    const stored = JSON.stringify(await t.db.selectFrom('audit_event').selectAll().execute())
    expect(stored).not.toContain(PASSWORD)
    expect(stored).not.toContain('not-the-password')
  })
})
