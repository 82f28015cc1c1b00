import { createIdentity, type Identity } from '#server/auth/identity.server.ts'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Engine } from '#server/db/connection.server.ts'
import { openTestDb, type TestDb } from './db.ts'

export const TEST_BASE_URL = 'http://localhost:3000'

/** The identity layer on a test database (better-auth's HTTP rate limiter off, ours on). */
export function testIdentity(t: TestDb, options: { idleLockMinutes?: number } = {}): Identity {
  return createIdentity(t, {
    baseURL: TEST_BASE_URL,
    secret: 'test-secret-that-is-long-enough-0123456789',
    idleLockMinutes: options.idleLockMinutes ?? 15,
    rateLimit: false,
  })
}

/** A request from the site's own pages, optionally with the cookies a response set. */
export function siteRequest(path: string, init: { cookie?: string; method?: string } = {}) {
  const headers = new Headers({ Origin: TEST_BASE_URL, 'Accept-Language': 'es' })
  if (init.cookie) headers.set('Cookie', init.cookie)
  return new Request(`${TEST_BASE_URL}${path}`, { method: init.method ?? 'GET', headers })
}

/** "name=value; name2=value2" from the Set-Cookie headers of a response. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/**
 * For a `describe.each(engines)` block: opens the engine's test database and an identity on it before
 * the block (handed to `receive`), empties the database before each test, closes it after the block.
 */
export function identitySuite(engine: Engine, receive: (suite: { t: TestDb; id: Identity }) => void) {
  let t: TestDb | undefined
  beforeAll(async () => {
    t = await openTestDb(engine)
    receive({ t, id: testIdentity(t) })
  })
  beforeEach(() => t?.truncateAll())
  afterAll(() => t?.close())
}
