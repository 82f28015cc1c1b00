import { APIError } from 'better-auth/api'
import { describe, expect, test } from 'vitest'
import { ProfileSchema } from '#app/schemas/account.ts'
import { signUpSchema } from '#app/schemas/auth.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import { engines, type TestDb } from '#tests/db.ts'
import { siteRequest, identitySuite } from '#tests/identity.ts'
import { smtpForFile } from '#tests/smtp.ts'
import type { Identity } from './identity.server.ts'
import { requestPasswordReset } from './password.server.ts'
import { signIn } from './sign-in.server.ts'
import { signUp } from './sign-up.server.ts'

const smtp = smtpForFile()

const VICTIM = 'victima@example.com'
const PASSWORD = 'Contraataque-rapido-3'
/** What a stranger types as the "name" of someone else's address (no link: that is refused). */
const BAIT = 'URGENTE tu cuenta bancaria está bloqueada'

const stranger = (name = BAIT, lastName = 'Soporte') => ({
  name,
  lastName,
  email: VICTIM,
  password: PASSWORD,
  locale: 'es' as const,
  ip: '6.6.6.6',
})

describe.each(engines)('mail to unconfirmed addresses on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  const signUpAs = (input = stranger()) =>
    signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), input)
  const signInAs = (password: string, ip = '6.6.6.6') =>
    signIn(id, siteRequest('/signin', { method: 'POST' }), { email: VICTIM, password, ip })
  const delivered = () => smtp.inbox.filter((mail) => mail.to.includes(VICTIM))
  const confirmations = () => delivered().filter((mail) => mail.subject.startsWith('Confirma tu correo'))
  /** The ten-minute window of confirmation mails has passed (its start written back, no sleeping). */
  const tenMinutesPass = () =>
    t.db
      .updateTable('auth_throttle')
      .set({ windowStart: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('key', 'like', 'confirm-mail:%')
      .execute()
  /** The sign-in limits of the address and the account no longer count (a quarter of an hour later). */
  const signInWindowsPass = () => t.db.deleteFrom('auth_throttle').where('key', 'like', 'signin:%').execute()

  test('no mail to an unconfirmed address repeats the name a stranger typed', async () => {
    await signUpAs()
    await signUpAs() // the existing-account notice
    await requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
      email: VICTIM,
      ip: '6.6.6.6',
    })
    for (let i = 0; i < 5; i++)
      expect(await signInAs(`adivina-${i}-clave`, `6.6.6.${i}`)).toMatchObject({ ok: false })
    const subjects = delivered().map((mail) => mail.subject)
    expect(subjects).toEqual([
      'Confirma tu correo electrónico en Metodologías Creativas',
      'Intento de registro con tu correo en Metodologías Creativas',
      'Restablece tu contraseña de Metodologías Creativas',
      'Intentos de acceso a tu cuenta de Metodologías Creativas',
    ])
    for (const mail of delivered()) {
      expect(mail.text).toMatch(/^Hola:/)
      expect(mail.text + mail.html).not.toContain('URGENTE')
      expect(mail.text + mail.html).not.toContain('Soporte')
    }
  })

  test('names with web addresses or over 60 characters are refused by the form and by every way in', async () => {
    const named = (name: string, lastName = 'Ruiz') => ({
      name,
      lastName,
      email: 'ana@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: 'on',
    })
    const nameErrors = (input: Record<string, string>) =>
      signUpSchema()
        .safeParse(input)
        .error?.issues.filter((issue) => issue.path[0] === 'name' || issue.path[0] === 'lastName')
        .map((issue) => issue.message)
    expect(nameErrors(named('Ana'))).toBeUndefined()
    for (const link of [
      'Visita https://evil.example/login',
      'www.banco-seguro',
      've a evil.example/login',
      'bit.ly',
    ])
      expect(nameErrors(named(link))).toEqual(['auth:validation.nameLink'])
    expect(nameErrors(named('Ana', 'x'.repeat(61)))).toEqual(['auth:validation.nameTooLong'])
    const profile = ProfileSchema.safeParse({
      intent: 'profile',
      name: 'Ana',
      lastName: 'hxxps://evil.example',
      locale: 'es',
    })
    expect(profile.error?.issues.map((issue) => issue.message)).toEqual(['auth:validation.nameLink'])

    await expect(signUpAs(stranger('Visita https://evil.example/login'))).rejects.toMatchObject({
      body: { code: 'NAME_POLICY' },
    })
    await expect(signUpAs(stranger('Ana', 'www.evil.example'))).rejects.toBeInstanceOf(APIError)
    await expect(signUpAs(stranger('Ana', 'y'.repeat(61)))).rejects.toBeInstanceOf(APIError)
    expect(await t.db.selectFrom('user').select('id').execute()).toEqual([])
    expect(delivered()).toEqual([])
  })

  test('one confirmation mail per account per ten minutes and five a day, whichever form asks', async () => {
    await signUpAs()
    expect(confirmations()).toHaveLength(1)
    expect(await signInAs(PASSWORD)).toEqual({ ok: false, reason: 'unverified' })
    await id.auth.api.sendVerificationEmail({ body: { email: VICTIM } })
    expect(confirmations()).toHaveLength(1)
    for (let sent = 2; sent <= 5; sent++) {
      await tenMinutesPass()
      await signInWindowsPass()
      await (sent % 2 ? signInAs(PASSWORD) : id.auth.api.sendVerificationEmail({ body: { email: VICTIM } }))
      await signInAs(PASSWORD)
      expect(confirmations()).toHaveLength(sent)
    }
    await tenMinutesPass()
    await signInWindowsPass()
    await signInAs(PASSWORD)
    expect(confirmations()).toHaveLength(5)
  })

  test('sign-ins of an unconfirmed account count against the account limit like wrong passwords', async () => {
    await signUpAs()
    for (let i = 0; i < 5; i++)
      expect(await signInAs(PASSWORD, `7.7.7.${i}`)).toEqual({ ok: false, reason: 'unverified' })
    await expect(signInAs(PASSWORD, '8.8.8.8')).rejects.toBeInstanceOf(TooManyAttempts)
    const failures = await t.db
      .selectFrom('audit_event')
      .select('detail')
      .where('action', '=', 'auth.signInFailed')
      .execute()
    expect(failures).toHaveLength(5)
    expect(failures[0]?.detail).toBe(JSON.stringify({ knownDevice: false, unverified: true }))
  })
})
