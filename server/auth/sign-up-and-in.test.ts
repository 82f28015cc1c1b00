import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, identitySuite } from '#tests/identity.ts'
import { firstLink, smtpForFile } from '#tests/smtp.ts'
import type { Identity } from './identity.server.ts'
import { readSession } from './session.server.ts'
import { signIn, signOut } from './sign-in.server.ts'
import { SignUpNotStored, signUp, verifySignUpEmail } from './sign-up.server.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'

const smtp = smtpForFile()

const PASSWORD = 'Rondo-de-cuatro-7'
const person = (email: string) => ({
  name: 'Lucía',
  lastName: 'Gómez',
  email,
  password: PASSWORD,
  locale: 'es' as const,
  ip: '10.0.0.1',
})

describe.each(engines)('sign-up and sign-in on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  const verifyLinkIn = (text: string) =>
    verifySignUpEmail(
      id,
      siteRequest('/auth/verify-email'),
      new URL(firstLink(text, '/auth/verify-email')).searchParams.get('token') ?? '',
    )

  async function confirmedUser(email: string) {
    await signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), person(email))
    const mail = await smtp.next(email)
    expect(await verifyLinkIn(mail.text)).toBe('verified')
    await smtp.next(email) // welcome
  }

  test('a sign-up the database refuses is an error, never a "check your e-mail" with no mail', async () => {
    const refuse =
      engine === 'sqlite'
        ? [sql`create trigger refuse_users before insert on user begin select raise(abort, 'refused'); end`]
        : [
            sql`create function refuse_users() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`,
            sql`create trigger refuse_users before insert on "user" for each row execute function refuse_users()`,
          ]
    for (const statement of refuse) await statement.execute(t.db)
    try {
      await expect(
        signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), person('rechazada@example.com')),
      ).rejects.toThrow(SignUpNotStored)
      expect(smtp.inbox.filter((mail) => mail.to.includes('rechazada@example.com'))).toEqual([])
    } finally {
      await sql`drop trigger refuse_users${sql.raw(engine === 'sqlite' ? '' : ' on "user"')}`.execute(t.db)
      if (engine === 'postgres') await sql`drop function refuse_users()`.execute(t.db)
    }
  })

  test('sign up and come back: the page signed up from rides the confirmation link; another site never does', async () => {
    const linkFor = async (email: string, redirectTo: string) => {
      await signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), {
        ...person(email),
        redirectTo,
      })
      return new URL(firstLink((await smtp.next(email)).text, '/auth/verify-email'))
    }
    const back = await linkFor('vuelve@example.com', '/cursos/salida-de-balon/primera-leccion')
    expect(back.searchParams.get('redirectTo')).toBe('/cursos/salida-de-balon/primera-leccion')
    expect(
      await verifySignUpEmail(id, siteRequest('/auth/verify-email'), back.searchParams.get('token') ?? ''),
    ).toBe('verified')
    for (const [index, hostile] of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
    ].entries())
      expect((await linkFor(`lejos${index}@example.com`, hostile)).searchParams.has('redirectTo')).toBe(false)
  })

  test('sign-up e-mails a confirmation link in Spanish; the link confirms and welcomes', async () => {
    await signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), person('lucia@example.com'))
    const mail = await smtp.next('lucia@example.com')
    expect(mail.subject).toBe('Confirma tu correo electrónico en Metodologías Creativas')
    expect(mail.text).toMatch(/^Hola:/) // the address is not confirmed: no name typed at sign-up
    const before = await signIn(id, siteRequest('/signin', { method: 'POST' }), {
      email: 'lucia@example.com',
      password: PASSWORD,
      ip: '1.1.1.1',
    })
    expect(before).toEqual({ ok: false, reason: 'unverified' })
    // No new link yet: one confirmation mail per ten minutes (unconfirmed-mail.test.ts).

    expect(await verifyLinkIn(mail.text)).toBe('verified')
    const welcome = await smtp.next('lucia@example.com')
    expect(welcome.subject).toBe('Te damos la bienvenida a Metodologías Creativas')

    const result = await signIn(id, siteRequest('/signin', { method: 'POST' }), {
      email: 'lucia@example.com',
      password: PASSWORD,
      ip: '1.1.1.1',
    })
    expect(result.ok && result.role).toBe('user')
    const user = await t.db
      .selectFrom('user')
      .select(['lastName', 'locale', 'role'])
      .executeTakeFirstOrThrow()
    expect(user).toEqual({ lastName: 'Gómez', locale: 'es', role: 'user' })
  })

  test('a second sign-up with the same address answers the same and tells the owner', async () => {
    await confirmedUser('dup@example.com')
    await expect(
      signUp(id, siteRequest('/auth/boxed-signup', { method: 'POST' }), {
        ...person('dup@example.com'),
        name: 'Intruso',
      }),
    ).resolves.toBeUndefined()
    const mail = await smtp.next('dup@example.com')
    expect(mail.subject).toBe('Intento de registro con tu correo en Metodologías Creativas')
    const users = await t.db.selectFrom('user').select('name').execute()
    expect(users).toEqual([{ name: 'Lucía' }])
  })

  test('wrong password and unknown e-mail get the same answer; the session cookie signs in', async () => {
    await confirmedUser('ana@example.com')
    const wrong = await signIn(id, siteRequest('/signin'), {
      email: 'ana@example.com',
      password: 'nope-nope-nope',
      ip: '2.2.2.2',
    })
    const unknown = await signIn(id, siteRequest('/signin'), {
      email: 'nadie@example.com',
      password: PASSWORD,
      ip: '2.2.2.2',
    })
    expect(wrong).toEqual({ ok: false, reason: 'invalid' })
    expect(unknown).toEqual(wrong)
    const ok = await signIn(id, siteRequest('/signin'), {
      email: 'ana@example.com',
      password: PASSWORD,
      ip: '2.2.2.2',
    })
    if (!ok.ok) throw new Error('sign-in failed')
    const cookie = cookiesFrom(ok.headers)
    expect(cookie).toMatch(/^coach\.session_token=/)
    const session = await readSession(id, siteRequest('/account-settings', { cookie }))
    expect(session?.user).toMatchObject({
      email: 'ana@example.com',
      name: 'Lucía',
      lastName: 'Gómez',
      role: 'user',
    })
    await signOut(id, siteRequest('/auth/logout', { cookie }))
    expect(await readSession(id, siteRequest('/account-settings', { cookie }))).toBeNull()
  })

  test('a suspended account: its open session stops working, and only the right password hears why', async () => {
    await confirmedUser('susp@example.com')
    const attempt = (password: string) =>
      signIn(id, siteRequest('/signin'), { email: 'susp@example.com', password, ip: '3.3.3.3' })
    const ok = await attempt(PASSWORD)
    if (!ok.ok) throw new Error('sign-in failed')
    const cookie = cookiesFrom(ok.headers)
    await t.db.updateTable('user').set({ banned: true }).where('email', '=', 'susp@example.com').execute()
    expect(await readSession(id, siteRequest('/account-settings', { cookie }))).toBeNull()
    expect(await attempt('nope-nope-nope')).toEqual({ ok: false, reason: 'invalid' })
    expect(await attempt(PASSWORD)).toEqual({ ok: false, reason: 'suspended' })
    await t.db.updateTable('user').set({ banned: false }).where('email', '=', 'susp@example.com').execute()
    expect((await attempt(PASSWORD)).ok).toBe(true)
  })

  test('five wrong passwords block the account for every address, even with the right one', async () => {
    await confirmedUser('eva@example.com')
    for (let i = 0; i < 5; i++) {
      const r = await signIn(id, siteRequest('/signin'), {
        email: 'eva@example.com',
        password: `wrong-${i}-password`,
        ip: `3.3.3.${i}`,
      })
      expect(r.ok).toBe(false)
    }
    await expect(
      signIn(id, siteRequest('/signin'), { email: 'eva@example.com', password: PASSWORD, ip: '9.9.9.9' }),
    ).rejects.toBeInstanceOf(TooManyAttempts)
  })

  test('thirty failures from one address block it for other accounts too', async () => {
    for (let i = 0; i < 30; i++)
      await signIn(id, siteRequest('/signin'), {
        email: `x${i}@example.com`,
        password: 'whatever-pass',
        ip: '4.4.4.4',
      })
    await expect(
      signIn(id, siteRequest('/signin'), { email: 'other@example.com', password: PASSWORD, ip: '4.4.4.4' }),
    ).rejects.toBeInstanceOf(TooManyAttempts)
    const elsewhere = await signIn(id, siteRequest('/signin'), {
      email: 'other@example.com',
      password: PASSWORD,
      ip: '5.5.5.5',
    })
    expect(elsewhere).toEqual({ ok: false, reason: 'invalid' })
  }, 60_000) // thirty password hashes: slow on a busy machine

  test('the password policy holds for direct calls to better-auth too', async () => {
    const attempt = (password: string) =>
      id.auth.api.signUpEmail({ body: { name: 'X', email: 'weak@example.com', password } })
    await expect(attempt('password123456')).rejects.toMatchObject({ body: { code: 'PASSWORD_POLICY' } })
    await expect(attempt('weak@example.com-long')).rejects.toMatchObject({
      body: { code: 'PASSWORD_POLICY' },
    })
    await expect(attempt('short')).rejects.toMatchObject({ body: { code: 'PASSWORD_POLICY' } })
    await expect(
      id.auth.api.signUpEmail({
        body: { name: 'x'.repeat(10_000), email: 'long@example.com', password: PASSWORD },
      }),
    ).rejects.toMatchObject({ body: { code: 'FIELD_TOO_LONG' } })
    expect(await t.db.selectFrom('user').select('id').execute()).toEqual([])
  })
})
