import { describe, expect, test, vi } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { tempDiskStore } from '#tests/media.ts'
import { cookiesFrom, siteRequest, identitySuite } from '#tests/identity.ts'
import { firstLink, smtpForFile } from '#tests/smtp.ts'
import { enqueueMail } from '../email/mail-queue.server.ts'
import { logger } from '../logger.server.ts'
import { deleteAccount, listSessions, revokeSession, updateProfile } from './account.server.ts'
import type { Identity } from './identity.server.ts'
import { unlock } from './lock.server.ts'
import { changePassword, requestPasswordReset, resetPassword, resetTokenState } from './password.server.ts'
import { loadAppUser } from './profile.server.ts'
import { isIdle, lockSession, readSession } from './session.server.ts'
import { signIn } from './sign-in.server.ts'
import { upsertUserWithPassword } from './users.server.ts'

const smtp = smtpForFile()

const PASSWORD = 'Balon-parado-2030'

describe.each(engines)('password, lock screen and account on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  async function signedIn(email = 'jugador@example.com', ip = '10.1.1.1') {
    const { id: userId } = await upsertUserWithPassword(id, {
      email,
      name: 'Iker',
      lastName: 'Sanz',
      password: PASSWORD,
      role: 'user',
    })
    const result = await signIn(id, siteRequest('/signin'), { email, password: PASSWORD, ip })
    if (!result.ok) throw new Error('sign-in failed')
    const cookie = cookiesFrom(result.headers)
    const session = await readSession(id, siteRequest('/account-settings', { cookie }))
    if (!session) throw new Error('no session')
    return { userId, cookie, session }
  }

  test('reset: an unknown address is told it has no account and how to sign up, with no reset link', async () => {
    await signedIn()
    await requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
      email: 'nadie@example.com',
      ip: '1.2.3.4',
    })
    const mail = await smtp.next('nadie@example.com')
    expect(mail.subject).toBe('No hay ninguna cuenta con este correo en Metodologías Creativas')
    expect(mail.text).toContain('nadie@example.com')
    expect(firstLink(mail.text, '/auth/boxed-signup')).toMatch(/\/auth\/boxed-signup$/)
    expect(mail.text).not.toContain('/auth/boxed-password-change')
    expect(smtp.inbox.filter((m) => m.to.includes('jugador@example.com'))).toEqual([])
  })

  test('reset: same answer for unknown addresses; the Spanish link works once and ends every session', async () => {
    const { cookie } = await signedIn()
    await requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
      email: 'nadie@example.com',
      ip: '1.2.3.4',
    })
    await requestPasswordReset(id, siteRequest('/auth/boxed-password-reset', { method: 'POST' }), {
      email: 'jugador@example.com',
      ip: '1.2.3.4',
    })
    const mail = await smtp.next('jugador@example.com')
    expect(smtp.inbox.filter((m) => m.to.includes('nadie@example.com'))).toHaveLength(1)
    expect(mail.subject).toBe('Restablece tu contraseña de Metodologías Creativas') // the request's language
    const token = new URL(firstLink(mail.text, '/auth/boxed-password-change')).searchParams.get('token') ?? ''
    expect(await resetTokenState(id, token)).toBe('valid')
    expect(await resetTokenState(id, `${token}x`)).toBe('invalid')
    await expect(
      id.auth.api.resetPassword({ body: { token, newPassword: 'qwertyuiop123' } }),
    ).rejects.toMatchObject({
      body: { code: 'PASSWORD_POLICY' },
    })
    expect(await resetPassword(id, { token, password: 'Nueva-jugada-ensayada-1', ip: '5.6.7.8' })).toBe(
      'valid',
    )
    expect(await readSession(id, siteRequest('/account-settings', { cookie }))).toBeNull()
    const audited = await t.db
      .selectFrom('audit_event')
      .select(['userEmail', 'ip'])
      .where('action', '=', 'auth.passwordReset')
      .execute()
    expect(audited, 'the completed reset is in the audit log').toEqual([
      { userEmail: 'jugador@example.com', ip: '5.6.7.8' },
    ])
    expect(await resetPassword(id, { token, password: 'Otra-jugada-ensayada-2' })).toBe('invalid')
    const again = await signIn(id, siteRequest('/signin'), {
      email: 'jugador@example.com',
      password: 'Nueva-jugada-ensayada-1',
      ip: '1.2.3.4',
    })
    expect(again.ok).toBe(true)
  })

  test('reset: an expired link says so', async () => {
    await signedIn()
    await requestPasswordReset(id, siteRequest('/x', { method: 'POST' }), {
      email: 'jugador@example.com',
      ip: '1.2.3.4',
    })
    const token =
      new URL(
        firstLink((await smtp.next('jugador@example.com')).text, '/auth/boxed-password-change'),
      ).searchParams.get('token') ?? ''
    await t.db
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect(await resetTokenState(id, token)).toBe('expired')
    expect(await resetPassword(id, { token, password: 'Nueva-jugada-ensayada-1' })).toBe('expired')
  })

  test('lock screen: locked sessions stay locked until the password; five wrong tries end the session', async () => {
    const { session, cookie } = await signedIn()
    await lockSession(id, session.id)
    const locked = await readSession(id, siteRequest('/admin/posts', { cookie }))
    expect(locked?.lockedAt).toBeTruthy()
    expect(await unlock(id, session, { password: 'no-es-la-buena' })).toBe('wrong')
    expect(await unlock(id, session, { password: PASSWORD })).toBe('unlocked')
    expect((await readSession(id, siteRequest('/admin/posts', { cookie })))?.lockedAt).toBeNull()

    for (let i = 0; i < 4; i++)
      expect(await unlock(id, session, { password: `mal-${i}-intento` })).toBe('wrong')
    expect(await unlock(id, session, { password: 'mal-5-intento' })).toBe('signedOut')
    expect(await readSession(id, siteRequest('/admin/posts', { cookie }))).toBeNull()
  })

  test('idle time is measured from the last activity on the server', async () => {
    const { session } = await signedIn()
    expect(isIdle(session, 15)).toBe(false)
    expect(isIdle(session, 15, Date.now() + 16 * 60_000)).toBe(true)
  })

  test('profile, sessions and password change', async () => {
    const { userId, cookie, session } = await signedIn()
    await updateProfile(id, userId, {
      name: 'Íker',
      lastName: 'Sanz Ruiz',
      phone: '+34 600 000 000',
      address: 'Calle Mayor 1',
      locale: 'en',
    })
    const user = await loadAppUser(id, session.user)
    expect(user).toMatchObject({
      name: 'Íker',
      lastName: 'Sanz Ruiz',
      phone: '+34 600 000 000',
      locale: 'en',
      role: 'user',
    })

    const other = await signedIn('otro@example.com', '10.1.1.2')
    const second = await signIn(id, siteRequest('/signin'), {
      email: 'jugador@example.com',
      password: PASSWORD,
      ip: '10.1.1.3',
    })
    expect(second.ok).toBe(true)
    const mine = await listSessions(id, userId, session.id)
    expect(mine).toHaveLength(2)
    expect(mine.filter((s) => s.current).map((s) => s.id)).toEqual([session.id])
    expect(await revokeSession(id, userId, other.session.id)).toBe(false) // not mine: untouched
    expect(await readSession(id, siteRequest('/', { cookie: other.cookie }))).not.toBeNull()
    const notCurrent = mine.find((s) => !s.current)?.id ?? ''
    expect(await revokeSession(id, userId, notCurrent)).toBe(true)
    expect(await listSessions(id, userId, session.id)).toHaveLength(1)

    const request = siteRequest('/account-settings', { cookie, method: 'POST' })
    expect(
      await changePassword(id, request, {
        userId,
        currentPassword: 'equivocada-123',
        password: 'Cambio-de-ritmo-77',
      }),
    ).toEqual({ ok: false })
    const changed = await changePassword(id, request, {
      userId,
      currentPassword: PASSWORD,
      password: 'Cambio-de-ritmo-77',
    })
    expect(changed.ok).toBe(true)
  })

  test('deleting the account needs the password and erases its contact messages, queued mails and assignment files; its posts and certificates stay without it', async () => {
    const { userId, cookie } = await signedIn()
    const files = await tempDiskStore()
    const post = await insertPost(t.db, { authorId: userId })
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'rondos', title: 'Rondos' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db.insertInto('enrollment').values({ userId, courseId: course.id }).execute()
    await t.db
      .insertInto('certificate')
      .values({
        id: 'c1',
        userId,
        courseId: course.id,
        issuedAt: new Date().toISOString(),
        verificationCode: 'ABC-123',
      })
      .execute()
    const { email } = await t.db.selectFrom('user').select('email').executeTakeFirstOrThrow()
    const message = {
      subject: 'Hola',
      message: 'Una consulta',
      locale: 'es',
      consentAt: new Date().toISOString(),
    }
    await t.db
      .insertInto('contact_message')
      .values([
        { ...message, name: 'Yo', email: email.toUpperCase() },
        { ...message, name: 'Otra', email: 'otra@example.com' },
      ])
      .execute()
    for (const to of [email, 'otra@example.com'])
      await enqueueMail(t.db, { to, subject: 'Aviso', text: 'Hola' })
    const section = await t.db
      .insertInto('course_section')
      .values({ courseId: course.id, title: 'Semana 1', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const lesson = await t.db
      .insertInto('course_lesson')
      .values({ courseId: course.id, sectionId: section.id, slug: 'tarea', title: 'Tarea', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await files.store.put('assignments/mi-tarea', Buffer.from('%PDF-1.4'), 'application/pdf')
    await t.db
      .insertInto('assignment_submission')
      .values({
        lessonId: lesson.id,
        courseId: course.id,
        userId,
        fileName: 'tarea.pdf',
        storageKey: 'assignments/mi-tarea',
        contentType: 'application/pdf',
        size: 8,
      })
      .execute()
    const request = siteRequest('/account-settings', { cookie, method: 'POST' })
    const remove = (password: string) => deleteAccount(id, request, { userId, password }, files.store)
    expect(await remove('no-es-la-buena')).toEqual({ ok: false })
    expect(await files.store.get('assignments/mi-tarea')).toBeDefined()
    expect((await remove(PASSWORD)).ok).toBe(true)
    expect(await files.store.get('assignments/mi-tarea')).toBeUndefined()
    expect(await t.db.selectFrom('assignment_submission').select('id').execute()).toEqual([])
    expect(await t.db.selectFrom('user').select('id').execute()).toEqual([])
    expect(await t.db.selectFrom('certificate').select(['id', 'userId']).execute()).toEqual([
      { id: 'c1', userId: null },
    ])
    expect(await t.db.selectFrom('enrollment').select('id').execute()).toEqual([])
    expect(await t.db.selectFrom('contact_message').select('name').execute()).toEqual([{ name: 'Otra' }])
    expect(await t.db.selectFrom('mail_queue').select('to').execute()).toEqual([{ to: 'otra@example.com' }])
    const kept = await t.db.selectFrom('post').select(['id', 'authorId']).executeTakeFirstOrThrow()
    expect(kept).toEqual({ id: post.id, authorId: null })
    await files.close()
  })

  test('courses and certificates load with ISO dates, nested timestamps included', async () => {
    const { userId, session } = await signedIn()
    const course = await t.db
      .insertInto('course')
      .values({ slug: 'presion', title: 'Presión tras pérdida' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('enrollment')
      .values({ userId, courseId: course.id, purchasedAt: '2026-01-02T03:04:05.000Z' })
      .execute()
    const data = JSON.stringify({ grade: 'A', exam: { takenAt: { seconds: 1767312000, nanoseconds: 0 } } })
    await t.db
      .insertInto('certificate')
      .values({
        id: 'c2',
        userId,
        courseId: course.id,
        issuedAt: '2026-02-01T10:00:00.000Z',
        verificationCode: 'XYZ-9',
        data,
      })
      .execute()
    const user = await loadAppUser(id, session.user)
    expect(user.purchasedCourses).toEqual([
      {
        id: course.id,
        slug: 'presion',
        title: 'Presión tras pérdida',
        purchasedAt: '2026-01-02T03:04:05.000Z',
      },
    ])
    expect(user.certificates).toEqual([
      {
        id: 'c2',
        courseTitle: 'Presión tras pérdida',
        issuedAt: '2026-02-01T10:00:00.000Z',
        verificationCode: 'XYZ-9',
        revokedAt: null,
        data: { grade: 'A', exam: { takenAt: '2026-01-02T00:00:00.000Z' } },
      },
    ])
  })

  test('a missing profile falls back to role user; a read error is logged', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const ghost = { id: 'gone', name: '', lastName: null, email: 'gone@example.com', role: 'admin' as const }
    const fallback = await loadAppUser(id, ghost)
    expect(fallback).toMatchObject({
      id: 'gone',
      name: 'Usuario',
      role: 'user',
      certificates: [],
      purchasedCourses: [],
    })
    expect(error).toHaveBeenCalledWith(expect.anything(), 'No se encontraron datos del usuario')

    const broken = { ...id, db: t.db.withSchema('no_such_schema') }
    await expect(loadAppUser(broken, ghost)).rejects.toThrow()
    expect(error).toHaveBeenCalledWith(expect.anything(), 'Error al obtener datos del usuario')
  })
})
