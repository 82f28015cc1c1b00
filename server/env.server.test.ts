import { describe, expect, test } from 'vitest'
import { adminsNeedSecondFactor, parseEnv } from './env.server.ts'

describe('configuration', () => {
  test('an empty environment gives a working single-instance setup', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/app.db',
      STORAGE: 'disk',
      LOG_LEVEL: 'info',
    })
  })

  test('every bad variable is named with what is expected, in one message', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', LOG_LEVEL: 'loud' })
    expect(attempt).toThrowError(/PORT: .*number/)
    expect(attempt).toThrowError(
      /DATABASE_URL: must start with file: \(SQLite\) or postgres:\/\/ \(PostgreSQL\)/,
    )
    expect(attempt).toThrowError(/SESSION_SECRET: must be at least 32 characters long/)
    expect(attempt).toThrowError(/LOG_LEVEL: /)
  })

  test('the render limits default to what suits 2 cores, and refuse what cannot work', () => {
    expect(parseEnv({})).toMatchObject({
      RENDER_CONCURRENCY: 2,
      RENDER_QUEUE_LENGTH: 64,
      RENDER_QUEUE_WAIT_MS: 3000,
    })
    expect(parseEnv({ RENDER_QUEUE_LENGTH: '0' }).RENDER_QUEUE_LENGTH).toBe(0)
    const attempt = () =>
      parseEnv({ RENDER_CONCURRENCY: '0', RENDER_QUEUE_LENGTH: 'many', RENDER_QUEUE_WAIT_MS: '1.5' })
    expect(attempt).toThrowError(/RENDER_CONCURRENCY: /)
    expect(attempt).toThrowError(/RENDER_QUEUE_LENGTH: must be a whole number of waiting renders/)
    expect(attempt).toThrowError(/RENDER_QUEUE_WAIT_MS: /)
  })

  test('empty strings count as unset, as in most .env files', () => {
    expect(parseEnv({ SMTP_URL: '', BASE_URL: '' })).not.toHaveProperty('SMTP_URL')
  })

  test('a PostgreSQL URL is accepted', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://coach@db:5432/site' }).DATABASE_URL).toBe(
      'postgres://coach@db:5432/site',
    )
  })

  test('REQUIRE_2FA_FOR_ADMINS is on by default in production only, and takes true or false', () => {
    expect(adminsNeedSecondFactor(parseEnv({ NODE_ENV: 'production' }))).toBe(true)
    expect(adminsNeedSecondFactor(parseEnv({}))).toBe(false)
    expect(
      adminsNeedSecondFactor(parseEnv({ NODE_ENV: 'production', REQUIRE_2FA_FOR_ADMINS: 'false' })),
    ).toBe(false)
    expect(adminsNeedSecondFactor(parseEnv({ REQUIRE_2FA_FOR_ADMINS: 'true' }))).toBe(true)
    expect(() => parseEnv({ REQUIRE_2FA_FOR_ADMINS: 'yes' })).toThrowError(
      /REQUIRE_2FA_FOR_ADMINS: must be true or false/,
    )
  })

  test('payments take both Stripe secrets or neither, a currency code and an optional API address', () => {
    expect(parseEnv({})).toMatchObject({ STRIPE_CURRENCY: 'eur' })
    expect(parseEnv({}).STRIPE_SECRET_KEY).toBeUndefined()
    const on = parseEnv({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_CURRENCY: 'USD',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    })
    expect(on).toMatchObject({ STRIPE_CURRENCY: 'usd', STRIPE_API_URL: 'http://127.0.0.1:12111' })
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: payments need both/,
    )
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrowError(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
    expect(() => parseEnv({ STRIPE_CURRENCY: 'euro' })).toThrowError(
      /STRIPE_CURRENCY: must be a three-letter/,
    )
  })
})
