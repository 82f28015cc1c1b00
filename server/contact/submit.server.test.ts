import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { deliverDueMails } from '#server/email/mail-queue.server.ts'
import type { Mail } from '#server/email/mailer.server.ts'
import { createRateLimiter, memoryStore } from '#server/rate-limit/rate-limiter.server.ts'
import { redisStore } from '#server/rate-limit/redis-store.server.ts'
import { siteSettings } from '#server/site.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { checkFillToken, issueFillToken, MIN_FILL_MS } from './fill-token.server.ts'
import { submitContact } from './submit.server.ts'

const SECRET = 'test-secret-test-secret-test-secret'
const T0 = 1_800_000_000_000
process.env.SESSION_SECRET ??= SECRET

const values = {
  name: 'Lucía Pérez',
  email: 'lucia@example.com',
  phone: '+34 600 000 000',
  subject: 'Entrenamientos para mi hijo',
  message: 'Hola, me gustaría saber si hay plazas en el grupo infantil para este curso.',
  consent: true as const,
}

test('fill tokens: signed, not too fast, not too old', () => {
  const token = issueFillToken(T0, SECRET)
  expect(checkFillToken(token, T0 + 500, SECRET)).toBe('tooFast')
  expect(checkFillToken(token, T0 + MIN_FILL_MS, SECRET)).toBe('ok')
  expect(checkFillToken(token, T0 + 2 * 86_400_000, SECRET)).toBe('expired')
  expect(checkFillToken(token, T0 + MIN_FILL_MS, 'another-secret-another-secret-xx')).toBe('invalid')
  const backdated = token.replace(String(T0), String(T0 - 60_000))
  expect(checkFillToken(backdated, T0 + MIN_FILL_MS, SECRET)).toBe('invalid')
  expect(checkFillToken('nonsense', T0, SECRET)).toBe('invalid')
  expect(checkFillToken(undefined, T0, SECRET)).toBe('invalid')
})

test('forms served in the same millisecond get different tokens, each valid', () => {
  const tokens = Array.from({ length: 20 }, () => issueFillToken(T0, SECRET))
  expect(new Set(tokens).size).toBe(tokens.length)
  for (const token of tokens) expect(checkFillToken(token, T0 + MIN_FILL_MS, SECRET)).toBe('ok')
  const [, nonce = ''] = tokens[0]?.split('.') ?? []
  const otherNonce = tokens[0]?.replace(nonce, (tokens[1] ?? '').split('.')[1] ?? '')
  expect(checkFillToken(otherNonce, T0 + MIN_FILL_MS, SECRET)).toBe('invalid')
})

describe.each(engines)('contact messages on %s', (engine) => {
  let t: TestDb
  let sent: Mail[]
  const ok = async (mail: Mail) => {
    sent.push(mail)
  }
  // Each request fills its own form (a token is good for one message), served a little apart.
  let served = 0
  const request = (extra: Partial<Parameters<typeof submitContact>[1]> = {}) => ({
    values,
    honeypot: '',
    fillToken: issueFillToken(T0 - ++served),
    ip: '203.0.113.7',
    locale: 'es',
    ...extra,
  })
  const options = (extra: Parameters<typeof submitContact>[2] = {}) => ({
    rateLimiter: createRateLimiter(memoryStore(), { now: () => T0 }),
    send: ok,
    now: T0 + 10_000,
    ...extra,
  })
  const stored = () =>
    t.db
      .selectFrom('contact_message')
      .select([
        'name',
        'email',
        'phone',
        'subject',
        'message',
        'locale',
        'status',
        'deliveryStatus',
        'deliveryAttempts',
        'deliveryError',
      ])
      .orderBy('id')
      .execute()

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    sent = []
    await t.truncateAll()
  })
  afterAll(() => t.close())

  test('a message is stored, then e-mailed to the coach with reply-to the visitor', async () => {
    const outcome = await submitContact(t.db, request(), options())
    expect(outcome).toMatchObject({ kind: 'sent', delivered: true })
    expect(await stored()).toEqual([
      expect.objectContaining({
        name: 'Lucía Pérez',
        phone: '+34 600 000 000',
        status: 'new',
        deliveryStatus: 'sent',
        deliveryAttempts: 1,
      }),
    ])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: siteSettings().email, replyTo: 'lucia@example.com' })
    expect(sent[0]?.subject).toContain('Lucía Pérez')
    expect(sent[0]?.text).toContain('me gustaría saber si hay plazas')
  })

  test('a failed delivery keeps the message and its mail queued; the queue sends it later', async () => {
    const broken = async () => {
      throw new Error('SMTP down')
    }
    const outcome = await submitContact(t.db, request(), options({ send: broken }))
    expect(outcome).toMatchObject({ kind: 'sent', delivered: false })
    // Still pending, not failed: another attempt will be made.
    expect(await stored()).toEqual([
      expect.objectContaining({ deliveryStatus: 'pending', deliveryAttempts: 1, deliveryError: 'SMTP down' }),
    ])
    const settings = { retryMs: 60_000, maxAttempts: 5 }
    expect(await deliverDueMails(t.db, { send: ok, settings })).toBe(0) // not due yet
    const inTwoMinutes = new Date(Date.now() + 120_000)
    expect(await deliverDueMails(t.db, { send: ok, settings, now: inTwoMinutes })).toBe(1)
    expect(await stored()).toEqual([
      expect.objectContaining({ deliveryStatus: 'sent', deliveryAttempts: 2, deliveryError: null }),
    ])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: siteSettings().email, replyTo: 'lucia@example.com' })
  })

  test('a notification that fails every attempt flags its message failed in the inbox', async () => {
    const broken = async () => {
      throw new Error('SMTP down')
    }
    await submitContact(t.db, request(), options({ send: broken }))
    const settings = { retryMs: 1_000, maxAttempts: 2 }
    await deliverDueMails(t.db, { send: broken, settings, now: new Date(Date.now() + 120_000) })
    expect(await stored()).toEqual([
      expect.objectContaining({ deliveryStatus: 'failed', deliveryAttempts: 2, deliveryError: 'SMTP down' }),
    ])
  })

  test('the honeypot and a too-fast form store nothing and send nothing', async () => {
    expect(await submitContact(t.db, request({ honeypot: 'http://spam.example' }), options())).toEqual({
      kind: 'spam',
    })
    expect(await submitContact(t.db, request({ fillToken: issueFillToken(T0 + 9_000) }), options())).toEqual({
      kind: 'fillTime',
      check: 'tooFast',
    })
    expect(await submitContact(t.db, request({ fillToken: 'forged.token' }), options())).toEqual({
      kind: 'fillTime',
      check: 'invalid',
    })
    expect(await stored()).toEqual([])
    expect(sent).toEqual([])
  })

  test('a form is good for one message: sent again, on this or another instance, it is refused', async () => {
    const form = request()
    expect((await submitContact(t.db, form, options())).kind).toBe('sent')
    // The database holds the spent token (no Redis): a second instance reads the same rows.
    expect(await submitContact(t.db, form, options())).toEqual({ kind: 'fillTime', check: 'spent' })
    expect(await submitContact(t.db, { ...form, ip: '198.51.100.1' }, options())).toEqual({
      kind: 'fillTime',
      check: 'spent',
    })
    expect((await submitContact(t.db, request(), options())).kind).toBe('sent')
    expect(await stored()).toHaveLength(2)
  })

  test('over the per-address limit nothing more is stored', async () => {
    const opts = options()
    for (let i = 0; i < 5; i++) expect((await submitContact(t.db, request(), opts)).kind).toBe('sent')
    expect(await submitContact(t.db, request(), opts)).toMatchObject({
      kind: 'rateLimited',
      retryAfterSeconds: 600,
    })
    expect((await submitContact(t.db, request({ ip: '198.51.100.1' }), opts)).kind).toBe('sent')
    expect(await stored()).toHaveLength(6)
  })
})

test('with Redis, a spent contact token is refused by every instance', async () => {
  const prefix = `test:contact:${randomBytes(4).toString('hex')}:`
  const clients = [new Redis('redis://127.0.0.1:6379'), new Redis('redis://127.0.0.1:6379')]
  const t = await openTestDb('sqlite')
  try {
    const [first, second] = clients.map((client) => createRateLimiter(redisStore(client, prefix)))
    const form = {
      values,
      honeypot: '',
      fillToken: issueFillToken(T0),
      ip: '203.0.113.7',
      locale: 'es',
    }
    const on = (tokenLimiter: typeof first) => ({
      rateLimiter: createRateLimiter(memoryStore()),
      tokenLimiter,
      send: async () => {},
      now: T0 + 10_000,
    })
    expect((await submitContact(t.db, form, on(first))).kind).toBe('sent')
    expect(await submitContact(t.db, form, on(second))).toEqual({ kind: 'fillTime', check: 'spent' })
  } finally {
    await t.close()
    await Promise.all(clients.map((client) => client.quit()))
  }
})
