import { describe, expect, test } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { cookiesFrom, siteRequest, identitySuite } from '#tests/identity.ts'
import { firstLink, smtpForFile } from '#tests/smtp.ts'
import {
  CANCEL_GRACE_DAYS,
  cancelEmailChange,
  cancellableChange,
  confirmEmailChange,
  requestEmailChange,
} from './email-change.server.ts'
import type { Identity } from './identity.server.ts'
import { readSession } from './session.server.ts'
import { signIn } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const smtp = smtpForFile()

const PASSWORD = 'Balon-parado-2030'
const OLD = 'portero@example.com'
const NEW = 'nuevo-portero@example.com'
const DAY = 24 * 60 * 60_000
const tokenIn = (text: string, path: string) => new URL(firstLink(text, path)).searchParams.get('token')

describe.each(engines)('e-mail change on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  async function signedIn(ip: string) {
    const result = await signIn(id, siteRequest('/signin'), { email: OLD, password: PASSWORD, ip })
    if (!result.ok) throw new Error('sign-in failed')
    const cookie = cookiesFrom(result.headers)
    const session = await readSession(id, siteRequest('/account-settings', { cookie }))
    if (!session) throw new Error('no session')
    return { cookie, session }
  }

  async function accountWithTwoSessions() {
    await upsertUserWithPassword(id, {
      email: OLD,
      name: 'Iker',
      lastName: 'Casas',
      password: PASSWORD,
      role: 'user',
    })
    const here = await signedIn('10.0.0.1')
    const elsewhere = await signedIn('10.0.0.2')
    return { here, elsewhere }
  }

  const emailOfAccount = async () =>
    (await t.db.selectFrom('user').select('email').executeTakeFirstOrThrow()).email
  const request = (cookie: string) => siteRequest('/account-settings', { cookie, method: 'POST' })

  async function requested() {
    const sessions = await accountWithTwoSessions()
    const { here } = sessions
    const answer = await requestEmailChange(id, request(here.cookie), {
      session: here.session,
      currentPassword: PASSWORD,
      newEmail: NEW,
    })
    expect(answer).toEqual({ ok: true })
    const confirm = tokenIn((await smtp.next(NEW)).text, '/auth/confirm-email')
    const notice = await smtp.next(OLD)
    return { ...sessions, confirm, notice, cancel: tokenIn(notice.text, '/auth/cancel-email-change') }
  }

  test('the wrong password changes nothing and sends nothing', async () => {
    const { here, elsewhere } = await accountWithTwoSessions()
    const answer = await requestEmailChange(id, request(here.cookie), {
      session: here.session,
      currentPassword: 'no-es-la-buena',
      newEmail: NEW,
    })
    expect(answer).toEqual({ ok: false })
    expect(await t.db.selectFrom('email_change').selectAll().execute()).toEqual([])
    expect(smtp.inbox).toEqual([])
    expect(await readSession(id, siteRequest('/', { cookie: elsewhere.cookie }))).not.toBeNull()
  })

  test('a request mails both addresses and ends the other sessions; the new address confirms once', async () => {
    const { here, elsewhere, confirm, notice } = await requested()
    expect(notice.subject).toBe('Se ha pedido cambiar el correo de tu cuenta en Metodologías Creativas')
    expect(notice.text).toContain(NEW)
    expect(await readSession(id, siteRequest('/', { cookie: elsewhere.cookie }))).toBeNull()
    expect(await readSession(id, siteRequest('/', { cookie: here.cookie }))).not.toBeNull()
    expect(await emailOfAccount()).toBe(OLD)

    expect(await confirmEmailChange(id, confirm)).toBe('changed')
    expect(await emailOfAccount()).toBe(NEW)
    expect(await confirmEmailChange(id, confirm)).toBe('invalid')
  })

  test('the old address undoes a confirmed change within 7 days, and every session ends', async () => {
    const { here, confirm, cancel } = await requested()
    expect(await confirmEmailChange(id, confirm)).toBe('changed')
    expect(await cancellableChange(id, cancel)).toEqual({ newEmail: NEW, confirmed: true })
    expect(await cancelEmailChange(id, cancel)).toBe('cancelled')
    expect(await emailOfAccount()).toBe(OLD)
    expect(await readSession(id, siteRequest('/', { cookie: here.cookie }))).toBeNull()
    expect(await cancelEmailChange(id, cancel)).toBe('invalid')
    const back = await signIn(id, siteRequest('/signin'), { email: OLD, password: PASSWORD, ip: '10.0.0.3' })
    expect(back.ok).toBe(true)
  })

  test('cancelled before confirmation, the confirmation link is dead', async () => {
    const { confirm, cancel } = await requested()
    expect(await cancellableChange(id, cancel)).toEqual({ newEmail: NEW, confirmed: false })
    expect(await cancelEmailChange(id, cancel)).toBe('cancelled')
    expect(await confirmEmailChange(id, confirm)).toBe('invalid')
    expect(await emailOfAccount()).toBe(OLD)
  })

  test('the cancel link stops working 7 days after confirmation; the confirm link after 24 hours', async () => {
    const { confirm, cancel } = await requested()
    expect(await confirmEmailChange(id, confirm, new Date(Date.now() + 25 * 60 * 60_000))).toBe('expired')
    expect(await confirmEmailChange(id, confirm)).toBe('changed')
    const later = new Date(Date.now() + (CANCEL_GRACE_DAYS + 1) * DAY)
    expect(await cancellableChange(id, cancel, later)).toBeUndefined()
    expect(await cancelEmailChange(id, cancel, later)).toBe('invalid')
    expect(await emailOfAccount()).toBe(NEW)
  })

  test("another account's address gets the same answer and no e-mail to it", async () => {
    const { here } = await accountWithTwoSessions()
    await upsertUserWithPassword(id, {
      email: NEW,
      name: 'Otra',
      lastName: 'Persona',
      password: PASSWORD,
      role: 'user',
    })
    const answer = await requestEmailChange(id, request(here.cookie), {
      session: here.session,
      currentPassword: PASSWORD,
      newEmail: NEW,
    })
    expect(answer).toEqual({ ok: true })
    expect(smtp.inbox.filter((m) => m.to.includes(NEW))).toEqual([])
    expect(await t.db.selectFrom('email_change').selectAll().execute()).toEqual([])
  })

  test('a second request replaces the first: only the newest link confirms', async () => {
    const { here, confirm } = await requested()
    await requestEmailChange(id, request(here.cookie), {
      session: here.session,
      currentPassword: PASSWORD,
      newEmail: 'tercera@example.com',
    })
    const newest = tokenIn((await smtp.next('tercera@example.com')).text, '/auth/confirm-email')
    expect(await confirmEmailChange(id, confirm)).toBe('invalid')
    expect(await confirmEmailChange(id, newest)).toBe('changed')
    expect(await emailOfAccount()).toBe('tercera@example.com')
  })

  test('made-up and malformed tokens do nothing', async () => {
    await requested()
    for (const token of [null, '', 'x', 'a'.repeat(500), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])
      for (const answer of [await confirmEmailChange(id, token), await cancelEmailChange(id, token)])
        expect(answer).toBe('invalid')
    expect(await emailOfAccount()).toBe(OLD)
  })
})
