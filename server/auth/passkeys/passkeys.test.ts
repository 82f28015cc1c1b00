import { describe, expect, test } from 'vitest'
import { engines, type TestDb } from '#tests/db.ts'
import { insertUser } from '#tests/factories.ts'
import { cookiesFrom, identitySuite, siteRequest } from '#tests/identity.ts'
import { softPasskey } from '#tests/passkey-authenticator.ts'
import { TooManyAttempts } from '#server/rate-limit/rate-limiter.server.ts'
import type { Identity } from '../identity.server.ts'
import { readSession, type SessionUser } from '../session.server.ts'
import { CHALLENGE_SECONDS, consumeChallenge, storeChallenge } from './challenges.server.ts'
import { listPasskeys, removePasskey, renamePasskey } from './credentials.server.ts'
import { addPasskey, registrationOptions } from './registration.server.ts'
import { signedInWithPasskey, signInOptions, signInWithPasskey } from './sign-in.server.ts'

const IP = '10.0.0.7'

describe.each(engines)('passkeys on %s', (engine) => {
  let t: TestDb
  let id: Identity
  identitySuite(engine, (suite) => ({ t, id } = suite))

  const settings = () => siteRequest('/account/passkeys', { method: 'POST' })
  const signInPage = () => siteRequest('/auth/passkey', { method: 'POST' })

  async function member(userId: string, fields: Parameters<typeof insertUser>[2] = {}): Promise<SessionUser> {
    await insertUser(t.db, userId, fields)
    return { id: userId, name: userId, lastName: null, email: `${userId}@example.com`, role: 'user' }
  }

  /** A user with one passkey added through the real ceremony. */
  async function withPasskey(userId: string, fields: Parameters<typeof insertUser>[2] = {}) {
    const user = await member(userId, fields)
    const passkey = softPasskey()
    const options = await registrationOptions(id, settings(), user)
    const added = await addPasskey(id, settings(), user, {
      name: 'Portátil',
      response: passkey.register(options.challenge),
      ip: IP,
    })
    expect(added.ok).toBe(true)
    return { user, passkey }
  }

  async function signInWith(passkey: ReturnType<typeof softPasskey>, answer = {}) {
    const { challenge } = await signInOptions(id, signInPage(), IP)
    return signInWithPasskey(id, signInPage(), { response: passkey.signIn(challenge, answer), ip: IP })
  }

  const auditActions = async () =>
    (await t.db.selectFrom('audit_event').select(['action', 'detail']).orderBy('id').execute()).map((row) =>
      `${row.action} ${row.detail ?? ''}`.trim(),
    )

  test('an added passkey is listed by its name, created and never used; the log records it', async () => {
    const { user } = await withPasskey('ana')
    const [listed] = await listPasskeys(t.db, user.id)
    expect(listed).toMatchObject({ name: 'Portátil', lastUsedAt: null })
    expect(Date.parse(listed?.createdAt ?? '')).not.toBeNaN()
    expect(await auditActions()).toEqual(['passkey.add {"name":"Portátil"}'])
  })

  test('a registration answer is accepted once: the same answer again is refused', async () => {
    const user = await member('ana')
    const passkey = softPasskey()
    const { challenge } = await registrationOptions(id, settings(), user)
    const answer = { name: 'Móvil', response: passkey.register(challenge), ip: IP }
    expect((await addPasskey(id, settings(), user, answer)).ok).toBe(true)
    expect(await addPasskey(id, settings(), user, answer)).toEqual({ ok: false, reason: 'expired' })
    expect(await listPasskeys(t.db, user.id)).toHaveLength(1)
  })

  test("another user's registration challenge is not this user's", async () => {
    const ana = await member('ana')
    const luis = await member('luis')
    const { challenge } = await registrationOptions(id, settings(), ana)
    const response = softPasskey().register(challenge)
    expect(await addPasskey(id, settings(), luis, { name: 'X', response, ip: IP })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  test('a challenge expires after five minutes and is swept by the next ceremony', async () => {
    const start = new Date('2026-03-01T10:00:00.000Z')
    const challenge = { value: 'abc', purpose: 'signin', userId: null } as const
    await storeChallenge(t.db, challenge, start)
    const late = new Date(start.getTime() + CHALLENGE_SECONDS * 1000)
    expect(await consumeChallenge(t.db, challenge, late)).toBe(false)
    await storeChallenge(t.db, { ...challenge, value: 'def' }, late)
    const left = await t.db.selectFrom('passkey_challenge').select('challenge').execute()
    expect(left.map((row) => row.challenge)).toEqual(['def'])
    const inTime = new Date(late.getTime() + CHALLENGE_SECONDS * 1000 - 1)
    expect(await consumeChallenge(t.db, { ...challenge, value: 'def' }, inTime)).toBe(true)
  })

  test('a passkey signs in: a normal session marked as a passkey one, counter and last use updated', async () => {
    const { user, passkey } = await withPasskey('ana')
    const result = await signInWith(passkey)
    if (!result.ok) throw new Error(`refused: ${result.reason}`)
    expect(result.role).toBe('user')
    const cookies = result.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/coach\.session_token=/)
    expect(cookies).toMatch(/coach\.device=/)
    const session = await readSession(
      id,
      siteRequest('/account-settings', { cookie: cookiesFrom(result.headers) }),
    )
    expect(session?.user.id).toBe(user.id)
    expect(await signedInWithPasskey(id, session?.id ?? '')).toBe(true)
    const [row] = await t.db.selectFrom('passkey').select(['counter', 'lastUsedAt']).execute()
    expect(Number(row?.counter)).toBe(1)
    expect(row?.lastUsedAt).not.toBeNull()
    expect(await auditActions()).toContain('auth.signIn {"method":"passkey"}')
  })

  test('a sign-in answer is accepted once', async () => {
    const { passkey } = await withPasskey('ana')
    const { challenge } = await signInOptions(id, signInPage(), IP)
    const response = passkey.signIn(challenge)
    expect((await signInWithPasskey(id, signInPage(), { response, ip: IP })).ok).toBe(true)
    expect(await signInWithPasskey(id, signInPage(), { response, ip: IP })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  test('a counter that goes backwards is refused (a cloned authenticator)', async () => {
    const { passkey } = await withPasskey('ana')
    expect((await signInWith(passkey, { count: 5 })).ok).toBe(true)
    expect(await signInWith(passkey, { count: 3 })).toEqual({ ok: false, reason: 'invalid' })
    const [row] = await t.db.selectFrom('passkey').select('counter').execute()
    expect(Number(row?.counter)).toBe(5)
  })

  test('an unknown passkey, another origin or relying party are refused and logged', async () => {
    await withPasskey('ana')
    expect(await signInWith(softPasskey())).toEqual({ ok: false, reason: 'invalid' })
    const { passkey } = await withPasskey('luis')
    expect(await signInWith(passkey, { origin: 'https://evil.example' })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(await signInWith(passkey, { rpId: 'evil.example' })).toEqual({ ok: false, reason: 'invalid' })
    expect(await signInWithPasskey(id, signInPage(), { response: '{"nope":1}', ip: IP })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const failures = (await auditActions()).filter((a) => a.startsWith('auth.signInFailed'))
    expect(failures).toHaveLength(4)
  })

  test('suspended accounts and unconfirmed addresses are refused like password sign-in', async () => {
    const { passkey: suspended } = await withPasskey('ana', { banned: true })
    expect(await signInWith(suspended)).toEqual({ ok: false, reason: 'suspended' })
    const { passkey: unconfirmed } = await withPasskey('luis', { emailVerified: false })
    expect(await signInWith(unconfirmed)).toEqual({ ok: false, reason: 'unverified' })
    expect(await t.db.selectFrom('session').select('id').execute()).toEqual([])
  })

  test('failed passkey sign-ins are throttled per address', async () => {
    const stranger = softPasskey()
    for (let i = 0; i < 30; i++) expect((await signInWith(stranger)).ok).toBe(false)
    await expect(signInWith(stranger)).rejects.toBeInstanceOf(TooManyAttempts)
  })

  test('only the owner renames or removes a passkey; removal is logged', async () => {
    const { user: ana } = await withPasskey('ana')
    const luis = await member('luis')
    const [key] = await listPasskeys(t.db, ana.id)
    const keyId = key?.id ?? 0
    expect(await renamePasskey(t.db, luis.id, keyId, 'Mío')).toBe(false)
    expect(await removePasskey(t.db, luis, keyId, IP)).toBe(false)
    expect(await listPasskeys(t.db, ana.id)).toMatchObject([{ name: 'Portátil' }])
    expect(await renamePasskey(t.db, ana.id, keyId, 'Teléfono')).toBe(true)
    expect(await removePasskey(t.db, ana, keyId, IP)).toBe(true)
    expect(await listPasskeys(t.db, ana.id)).toEqual([])
    expect(await auditActions()).toEqual([
      'passkey.add {"name":"Portátil"}',
      'passkey.remove {"name":"Teléfono"}',
    ])
  })

  test("the session-opening endpoint is not served over HTTP, not even by better-auth's handler", async () => {
    const { user } = await withPasskey('ana')
    const response = await id.auth.handler(
      new Request('http://localhost:3000/api/auth/passkey/verified-sign-in', {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: user.id }),
      }),
    )
    expect(response.status).toBe(404)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
