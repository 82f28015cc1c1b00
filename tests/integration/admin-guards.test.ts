import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { appOnDatabase } from '#tests/app-on-database.ts'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'
import { fingerprint } from '#tests/db-fingerprint.ts'
import { TEST_BASE_URL } from '#tests/identity.ts'
import { routeAnswer } from '#tests/route-answer.ts'
import { accessOf, routeTable, type RouteEntry } from '#tests/e2e/route-table.ts'

interface RouteModule {
  loader?: (args: unknown) => Promise<unknown>
  action?: (args: unknown) => Promise<unknown>
}

/** Every admin route of app/routes.ts: pages and the admin JSON API, read from the table itself. */
const adminRoutes = routeTable.filter((route) => ['admin', 'admin-json'].includes(accessOf(route)))

/** The route's address with every dynamic segment filled (the guard must answer before any lookup). */
const addressOf = (route: RouteEntry) => ({
  url: `/${route.pattern.replace(/:(\w+)/g, '1')}`,
  params: Object.fromEntries([...route.pattern.matchAll(/:(\w+)/g)].map((match) => [match[1], '1'])),
})

/** A form no guard should ever read: the answer must come before the action looks at it. */
function request(url: string, method: 'GET' | 'POST', cookie?: string) {
  const headers = new Headers({ Origin: TEST_BASE_URL, 'Accept-Language': 'es' })
  if (cookie) headers.set('Cookie', cookie)
  const body = method === 'POST' ? new URLSearchParams({ intent: 'delete', ids: '1', id: '1' }) : undefined
  return new Request(`${TEST_BASE_URL}${url}`, { method, headers, body })
}

/**
 * The admin guard of every admin loader and action, called as the server calls them, on each engine:
 * a visitor goes to sign in, a user home, a locked admin session to the lock screen (the JSON API
 * answers 401/403 instead), and the whole database stays as it was.
 */
describe.each(engines)('every admin loader and action on %s', (engine) => {
  let database: ScratchDatabase
  let app: Awaited<ReturnType<typeof appOnDatabase>>
  beforeAll(async () => {
    database = await createScratchDatabase(engine)
    app = await appOnDatabase(database.url)
  })
  afterAll(async () => {
    await app.connection.close()
    await database.drop()
  })

  test('the table has admin routes with actions to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(20)
    expect(adminRoutes.filter((route) => route.hasAction).length).toBeGreaterThan(10)
  })

  test('refuse visitors, users and locked sessions, and change nothing', async () => {
    const db = app.connection.db
    const userCookie = await app.cookieFor('user')
    const lockedEmail = `bloqueado-${engine}@example.com`
    const lockedCookie = await app.cookieFor('admin', lockedEmail)
    await sql`update session set "lockedAt" = ${new Date().toISOString()} where "userId" = (select id from "user" where email = ${lockedEmail})`.execute(
      db,
    )
    const before = await fingerprint(db)
    const wrong: string[] = []
    for (const route of adminRoutes) {
      const module = (await import(path.resolve('app', route.file))) as RouteModule
      const { url, params } = addressOf(route)
      const json = accessOf(route) === 'admin-json'
      const signIn = `/signin?${new URLSearchParams({ redirectTo: url })}`
      const lockScreen = `/auth/boxed-lockscreen?${new URLSearchParams({ redirectTo: url })}`
      const expected = json
        ? { visitor: { status: 401 }, user: { status: 403 }, locked: { status: 401 } }
        : {
            visitor: { status: 302, location: signIn },
            user: { status: 302, location: '/' },
            locked: { status: 302, location: lockScreen },
          }
      for (const [kind, run] of [
        ['loader', module.loader],
        ['action', module.action],
      ] as const) {
        if (!run) continue
        const method = kind === 'loader' ? 'GET' : 'POST'
        for (const [who, cookie] of [
          ['visitor', undefined],
          ['user', userCookie],
          ['locked', lockedCookie],
        ] as const) {
          const answer = await routeAnswer(() =>
            run({
              request: request(url, method, cookie),
              params,
              context: { clientIp: '192.0.2.9', cspNonce: '' },
            }),
          )
          const got = { status: answer.status, ...(answer.location ? { location: answer.location } : {}) }
          if (JSON.stringify(got) !== JSON.stringify(expected[who]))
            wrong.push(`${route.key} ${kind} as ${who}: ${JSON.stringify(got)}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(await fingerprint(db)).toEqual(before)
  })
})
