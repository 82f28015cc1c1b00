import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { siteRequest, testIdentity } from '#tests/identity.ts'
import { passwordProblem } from '#app/schemas/auth.ts'
import { logger } from '../logger.server.ts'
import { commonPasswordCount, isCommonPassword } from './common-passwords.server.ts'
import { assertSameOrigin } from './csrf.server.ts'
import type { Identity } from './identity.server.ts'
import { toIsoDeep } from './iso-deep.server.ts'
import { announceFirstAdminSetup, completeFirstAdminSetup, isSetupTokenValid } from './setup.server.ts'
import { signIn } from './sign-in.server.ts'

describe.each(engines)('first administrator on %s', (engine) => {
  let t: TestDb
  let id: Identity
  beforeAll(async () => {
    t = await openTestDb(engine)
    id = testIdentity(t)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('with no admin a one-time link is logged; it creates the admin once', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const url = await announceFirstAdminSetup(id)
    const token = new URL(url ?? '').searchParams.get('token') ?? ''
    expect(warn).toHaveBeenCalledWith({ setupUrl: url }, expect.stringContaining(url ?? '-'))
    expect(await isSetupTokenValid(id, token)).toBe(true)
    expect(await isSetupTokenValid(id, `${token}x`)).toBe(false)

    const admin = {
      name: 'Álvaro',
      lastName: 'Medina',
      email: 'coach@example.com',
      password: 'Pizarra-tactica-77',
    }
    expect(await completeFirstAdminSetup(id, 'adivinado', admin)).toBe(false)
    expect(await completeFirstAdminSetup(id, token, admin, '9.9.9.9')).toBe(true)
    expect(await completeFirstAdminSetup(id, token, { ...admin, email: 'otro@example.com' })).toBe(false)
    const users = await t.db.selectFrom('user').select(['email', 'role', 'emailVerified']).execute()
    expect(users.map((u) => ({ ...u, emailVerified: Boolean(u.emailVerified) }))).toEqual([
      { email: 'coach@example.com', role: 'admin', emailVerified: true },
    ])
    const audited = await t.db
      .selectFrom('audit_event')
      .select(['userEmail', 'ip'])
      .where('action', '=', 'auth.firstAdmin')
      .execute()
    expect(audited, 'the first administrator is in the audit log, once').toEqual([
      { userEmail: 'coach@example.com', ip: '9.9.9.9' },
    ])
    const session = await signIn(id, siteRequest('/signin'), {
      email: admin.email,
      password: admin.password,
      ip: '1.1.1.1',
    })
    expect(session.ok && session.role).toBe('admin')
    expect(await announceFirstAdminSetup(id)).toBeUndefined() // an admin exists: no more links
  })

  test('an old setup link dies when the server prints a new one', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const first = new URL((await announceFirstAdminSetup(id)) ?? '').searchParams.get('token') ?? ''
    await announceFirstAdminSetup(id)
    expect(await isSetupTokenValid(id, first)).toBe(false)
  })
})

describe('password policy', () => {
  test('ships tens of thousands of common passwords and rejects them, even with digits appended', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000)
    expect(isCommonPassword('qwertyuiop')).toBe(true)
    expect(isCommonPassword('Password123456')).toBe(true)
    expect(isCommonPassword('futbol2024!')).toBe(true)
    expect(isCommonPassword('Presion-tras-perdida-42')).toBe(false)
  })

  test('length and e-mail rules', () => {
    expect(passwordProblem('corta', 'a@b.es')).toBe('auth:password.tooShort')
    expect(passwordProblem('x'.repeat(129), 'a@b.es')).toBe('auth:password.tooLong')
    expect(passwordProblem('lucia.gomez-2025!', 'Lucia.Gomez@example.com')).toBe(
      'auth:password.containsEmail',
    )
    expect(passwordProblem('Rondo-de-cuatro-7', 'lucia@example.com', isCommonPassword)).toBeUndefined()
  })
})

describe('origins', () => {
  test('form posts from another origin are refused with 403', () => {
    const post = (headers: Record<string, string>) =>
      new Request('http://localhost:3000/signin', { method: 'POST', headers })
    expect(() => assertSameOrigin(post({ Origin: 'http://localhost:3000' }))).not.toThrow()
    expect(() => assertSameOrigin(post({}))).not.toThrow()
    const refused: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of refused) {
      try {
        assertSameOrigin(post(headers))
        throw new Error('accepted')
      } catch (error) {
        expect(error).toMatchObject({ init: { status: 403 } })
      }
    }
  })
})

describe('dates leave the server as ISO strings', () => {
  test('recursively, through arrays and nested objects', () => {
    const value = {
      at: new Date('2026-03-01T12:00:00Z'),
      list: [{ when: { seconds: 0, nanoseconds: 5_000_000 } }],
      keep: { seconds: 3, label: 'not a timestamp' },
      n: 1,
      s: 'x',
      nothing: undefined,
    }
    expect(toIsoDeep(value)).toEqual({
      at: '2026-03-01T12:00:00.000Z',
      list: [{ when: '1970-01-01T00:00:00.005Z' }],
      keep: { seconds: 3, label: 'not a timestamp' },
      n: 1,
      s: 'x',
      nothing: null,
    })
  })
})
