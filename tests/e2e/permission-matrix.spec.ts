import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test'
import { apiContext, createAccount, expect, test, type TestAccount } from './auth-fixtures.ts'
import { dataUrl, expectCachePolicy } from './cache-policy.ts'
import { createRecords, type Records } from './route-samples.ts'
import {
  accessOf,
  concreteUrls,
  routeTable,
  staleAccessEntries,
  unclassifiedRoutes,
  type Access,
  type RouteEntry,
  type Samples,
} from './route-table.ts'

/**
 * Issue #14: every route of app/routes.ts, requested as visitor, user and admin with GET, answers as
 * its access class demands (SPEC.md section 6).
 * Issue 27: every GET, as the page and as its `.data`, carries the Cache-Control of cache-policy.ts.
 *
 * Actions are not judged here: a plain form POST runs the action and then the page's loader, whose
 * guard answers for it whatever the action did. The one matrix for actions is
 * tests/integration/permission-matrix.test.ts (issue 37): the routes' real forms sent to their `.data`
 * endpoints by every role on the built server, judged by their effect on the whole database.
 */
type Role = 'visitor' | 'user' | 'admin'
type Playwright = PlaywrightWorkerArgs['playwright']

/**
 * A visitor's or a signed-in role's request context. Visiting the lock screen, signing out or
 * locking ends a session on purpose: the next route then gets a fresh one.
 */
class Session {
  private constructor(
    private readonly playwright: Playwright,
    private readonly baseURL: string,
    private readonly account: TestAccount | undefined,
    public context: APIRequestContext,
  ) {}

  static async open(playwright: Playwright, baseURL: string, account: TestAccount | undefined) {
    return new Session(playwright, baseURL, account, await apiContext(playwright, baseURL, account))
  }

  async keepUsable() {
    if (!this.account) return
    if ((await this.context.get('/account-settings', { maxRedirects: 0 })).status() === 200) return
    await this.context.dispose()
    this.context = await apiContext(this.playwright, this.baseURL, this.account)
  }

  close = () => this.context.dispose()
}

const signInRedirect = (url: string) => `/signin?${new URLSearchParams({ redirectTo: url })}`
const isJson = (response: APIResponse) =>
  (response.headers()['content-type'] ?? '').includes('application/json')

/** What a refused caller gets, or undefined when the role may use the route. */
function refusal(access: Access, role: Role, url: string) {
  if (access === 'owner' && role !== 'admin')
    return role === 'visitor' ? { redirect: signInRedirect(url) } : { statuses: [404] }
  if (role === 'admin') return undefined
  if (access === 'signed-in' || access === 'admin') {
    if (role === 'visitor') return { redirect: signInRedirect(url) }
    return access === 'admin' ? { redirect: '/', orStatus: 403 } : undefined
  }
  if (access === 'admin-json' || access === 'storage-json') return { json: role === 'visitor' ? 401 : 403 }
  return undefined
}

function expectRefused(
  response: APIResponse,
  expected: NonNullable<ReturnType<typeof refusal>>,
  label: string,
) {
  const status = response.status()
  if ('statuses' in expected) {
    expect(expected.statuses, `${label}: answered ${status}`).toContain(status)
    return
  }
  if ('json' in expected) {
    expect(status, label).toBe(expected.json)
    expect(isJson(response), `${label}: a JSON answer`).toBe(true)
    return
  }
  if (expected.orStatus !== undefined && status === expected.orStatus) return
  expect(status, label).toBe(302)
  expect(response.headers().location, label).toBe(expected.redirect)
}

/** The status a permitted GET must answer; undefined: anything but a server error. */
function allowedGetStatus(route: RouteEntry, access: Access, real: boolean): number | undefined {
  if (access === 'auth-screen' || access === 'resource') return undefined
  if (!real) return 404
  return route.key === 'routes/public/not-found.tsx' ? 404 : 200
}

async function checkGet(context: APIRequestContext, role: Role, route: RouteEntry, samples: Samples) {
  const access = accessOf(route)
  for (const { url, real } of concreteUrls(route, samples)) {
    const response = await context.get(url, { maxRedirects: 0 })
    const label = `${role} GET ${url} (${route.key}, ${access})`
    expect(response.status(), label).toBeLessThan(500)
    const refused = refusal(access, role, url)
    if (refused) expectRefused(response, refused, label)
    else {
      const expected = allowedGetStatus(route, access, real)
      if (expected !== undefined) expect(response.status(), label).toBe(expected)
    }
    expectCachePolicy(response, { role, route, real, data: false }, label)
    // The same route's data, as a client navigation asks for it: private whatever the route.
    const data = await context.get(dataUrl(url), { maxRedirects: 0 })
    const dataLabel = `${role} GET ${dataUrl(url)} (${route.key}, ${access})`
    expect(data.status(), dataLabel).toBeLessThan(500)
    expectCachePolicy(data, { role, route, real, data: true }, dataLabel)
  }
}

let records: Records
const accounts: Partial<Record<Role, TestAccount>> = {}

test.beforeAll(() => {
  accounts.user = createAccount('user')
  accounts.admin = createAccount('admin')
  records = createRecords(accounts.admin)
})

test('every route of app/routes.ts has an access class, and every class a route', () => {
  const missing = unclassifiedRoutes().map((route) => `${route.key} (/${route.pattern})`)
  expect(
    missing,
    `routes without an entry in ACCESS of tests/e2e/route-table.ts: ${missing.join(', ')}`,
  ).toEqual([])
  expect(staleAccessEntries(), 'ACCESS entries for routes that no longer exist').toEqual([])
  expect(routeTable.length).toBeGreaterThan(40)
})

for (const role of ['visitor', 'user', 'admin'] as const) {
  test(`GET: every route answers a ${role} as its access class demands`, async ({ playwright, baseURL }) => {
    test.setTimeout(240_000)
    const session = await Session.open(playwright, baseURL ?? '', accounts[role as 'user'])
    for (const route of routeTable) {
      await checkGet(session.context, role, route, records.samples)
      await session.keepUsable()
    }
    await session.close()
  })
}
