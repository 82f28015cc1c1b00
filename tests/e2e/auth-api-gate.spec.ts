import path from 'node:path'
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import Database from 'better-sqlite3'
import { registeredAuthEndpoints } from '../auth-endpoints.ts'
import { createAccount, expect, readMail, test, uniqueEmail, type TestAccount } from './auth-fixtures.ts'

/**
 * The security review's seven findings against /api/auth/*, replayed from outside as a visitor, a
 * plain user, a locked user and a locked admin. Each fails if its door opens again.
 */
const db = () => new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
const ALLOWED = new Set(['GET /verify-email'])
type Playwright = PlaywrightWorkerArgs['playwright']

async function signedIn(playwright: Playwright, baseURL: string, account: TestAccount) {
  const context: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, 'Accept-Language': 'es' },
  })
  const response = await context.post('/signin', {
    form: { email: account.email, password: account.password, redirectTo: '' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  return context
}

async function locked(context: APIRequestContext) {
  expect((await context.post('/auth/lock', { form: { redirectTo: '' }, maxRedirects: 0 })).status()).toBe(302)
  const response = await context.get('/auth/boxed-lockscreen', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
}

const changesOf = (email: string) =>
  (
    db()
      .prepare('select count(*) as n from email_change where userId = (select id from user where email = ?)')
      .get(email) as { n: number }
  ).n

const emailOf = (id: string) =>
  (db().prepare('select email from user where email = ?').get(id) as { email: string } | undefined)?.email

const sensitive = [
  ['POST', '/change-email', { newEmail: 'thief@example.com', callbackURL: '/' }],
  ['POST', '/update-user', { name: 'Hacked' }],
  ['GET', '/list-sessions', undefined],
  ['POST', '/delete-user', {}],
  ['POST', '/verify-password', { password: 'wrong-guess-1' }],
  ['POST', '/change-password', { currentPassword: 'x', newPassword: 'Other-password-123' }],
  ['POST', '/revoke-sessions', {}],
] as const
const adminOnly = [
  ['GET', '/admin/list-users', undefined],
  ['POST', '/admin/set-role', { userId: 'x', role: 'admin' }],
  ['POST', '/admin/set-user-password', { userId: 'x', newPassword: 'Other-password-123' }],
  ['POST', '/admin/impersonate-user', { userId: 'x' }],
] as const

async function call(context: APIRequestContext, method: string, apiPath: string, body: unknown) {
  return context.fetch(`/api/auth${apiPath}`, { method, data: body, maxRedirects: 0 })
}

test('1. a locked session reaches none of the API, and neither does an admin one', async ({
  playwright,
  baseURL,
}) => {
  const user = createAccount('user')
  const admin = createAccount('admin')
  for (const account of [user, admin]) {
    const context = await signedIn(playwright, baseURL ?? '', account)
    await locked(context)
    for (const [method, apiPath, body] of [...sensitive, ...adminOnly]) {
      const response = await call(context, method, apiPath, body)
      expect(response.status(), `${account.role} ${method} ${apiPath}`).toBe(404)
    }
    // The site's own form does not work either while locked: it sends the session to the lock screen.
    const settings = await context.post('/account-settings', {
      form: { intent: 'email', newEmail: uniqueEmail('thief'), currentPassword: account.password },
      maxRedirects: 0,
    })
    expect(settings.status()).toBe(302)
    expect(settings.headers().location).toMatch(/^\/auth\/boxed-lockscreen\?redirectTo=/)
    expect(emailOf(account.email)).toBe(account.email)
    expect(changesOf(account.email)).toBe(0)
    await context.dispose()
  }
})

test('1b. locked: five wrong unlock passwords sign the session out', async ({ playwright, baseURL }) => {
  const account = createAccount('user')
  const context = await signedIn(playwright, baseURL ?? '', account)
  await locked(context)
  for (let i = 0; i < 4; i++) {
    const wrong = await context.post('/auth/boxed-lockscreen', {
      form: { password: `wrong-${i}-guess` },
      maxRedirects: 0,
    })
    expect(wrong.status()).toBe(401)
  }
  const fifth = await context.post('/auth/boxed-lockscreen', {
    form: { password: 'wrong-5-guess' },
    maxRedirects: 0,
  })
  expect(fifth.status()).toBe(302)
  expect(fifth.headers().location).toBe('/signin?locked=out')
  const after = await context.get('/account-settings', { maxRedirects: 0 })
  expect(after.headers().location).toMatch(/^\/signin\?redirectTo=/)
  await context.dispose()
})

test('2 and 3. deleting the account and changing the e-mail need the password', async ({
  playwright,
  baseURL,
}) => {
  const account = createAccount('user')
  const context = await signedIn(playwright, baseURL ?? '', account)
  expect((await call(context, 'POST', '/delete-user', {})).status()).toBe(404)
  expect(emailOf(account.email)).toBe(account.email)
  const deletion = await context.post('/account-settings', {
    form: { intent: 'delete', confirm: 'on' },
    maxRedirects: 0,
  })
  expect(deletion.status()).toBe(400)
  const change = await context.post('/account-settings', {
    form: { intent: 'email', newEmail: uniqueEmail('thief') },
    maxRedirects: 0,
  })
  expect(change.status()).toBe(400)
  const wrong = await context.post('/account-settings', {
    form: { intent: 'email', newEmail: uniqueEmail('thief'), currentPassword: 'not-the-password' },
    maxRedirects: 0,
  })
  expect(wrong.status()).toBe(400)
  expect(emailOf(account.email)).toBe(account.email)
  expect(changesOf(account.email)).toBe(0)
  await context.dispose()
})

test('4. sign-in, sign-up and reset cannot go around the forms and their throttles', async ({ request }) => {
  const account = createAccount('user')
  for (const [apiPath, body] of [
    ['/sign-in/email', { email: account.email, password: 'wrong-guess-123' }],
    ['/sign-up/email', { email: uniqueEmail('api'), password: 'Some-password-123', name: 'A' }],
    ['/request-password-reset', { email: account.email, redirectTo: '/' }],
    ['/reset-password', { token: 'x', newPassword: 'Some-password-123' }],
    ['/send-verification-email', { email: account.email }],
  ] as const) {
    const response = await request.post(`/api/auth${apiPath}`, { data: body, maxRedirects: 0 })
    expect(response.status(), apiPath).toBe(404)
  }
})

test('5. the confirmation link cannot send anyone off the site', async ({ request }) => {
  for (const callback of [
    '/.%2F%2Fevil.example/phish',
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
  ]) {
    const first = await request.get(
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`,
      { maxRedirects: 0 },
    )
    expect(first.status()).toBe(302)
    expect(first.headers().location).toBe('/auth/verify-email?token=x')
    const second = await request.get(first.headers().location ?? '', { maxRedirects: 0 })
    expect(second.headers().location).toBe('/signin?verified=0&error=invalid')
  }
})

test('5b. redirectTo after sign-in stays on the site for tricky targets', async ({ playwright, baseURL }) => {
  const account = createAccount('user')
  for (const target of [
    '/.%2F%2Fevil.example/phish',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    '//evil.example',
  ]) {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL ?? '' },
    })
    const response = await context.post('/signin', {
      form: { email: account.email, password: account.password, redirectTo: target },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers().location ?? '', baseURL).origin, target).toBe(
      new URL(baseURL ?? '').origin,
    )
    expect(response.headers().location).toBe('/account-settings')
    await context.dispose()
  }
})

/** The sign-up form posted as the browser's router does (the action's data, no page around it). */
const signUpThroughForm = (request: APIRequestContext, baseURL: string | undefined, email: string) =>
  request.post('/auth/boxed-signup.data', {
    headers: { Origin: baseURL ?? '', 'Accept-Language': 'es' },
    form: {
      name: 'Lucía',
      lastName: 'Gómez',
      email,
      password: 'Rondo-de-cuatro-77',
      confirmPassword: 'Rondo-de-cuatro-77',
      acceptTerms: 'on',
    },
  })

test('6. sign-up answers the same for a new and a registered address; the owner is told', async ({
  request,
  baseURL,
}) => {
  const answer = async (email: string) => {
    const response = await signUpThroughForm(request, baseURL, email)
    return { status: response.status(), body: (await response.text()).replaceAll(email, '<email>') }
  }
  const registered = createAccount('user')
  const fresh = await answer(uniqueEmail('nuevo'))
  const again = await answer(registered.email)
  expect(again.status).toBe(fresh.status)
  expect(again.body).toBe(fresh.body)
  expect(fresh.body).toContain('<email>') // the page says where the link went, in both cases
  const mail = await readMail(registered.email, /Intento de registro/)
  expect(mail.text).toContain('ya tienes una')
})

test('7. a session records the socket address, not a forwarded header', async ({ playwright, baseURL }) => {
  const account = createAccount('user')
  const context = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL ?? '', 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9' },
  })
  const response = await context.post('/signin', {
    form: { email: account.email, password: account.password, redirectTo: '' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  const stored = db()
    .prepare('select ipAddress from session where userId = (select id from user where email = ?)')
    .all(account.email) as { ipAddress: string }[]
  expect(stored.map((s) => s.ipAddress)).toEqual([expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/)])
  const page = await (await context.get('/account-settings')).text()
  expect(page).not.toContain('203.0.113.9')
  await context.dispose()
})

test('every endpoint better-auth registers answers 404 over HTTP unless allow-listed', async ({
  request,
}) => {
  const endpoints = await registeredAuthEndpoints()
  expect(endpoints.length).toBeGreaterThan(40)
  for (const endpoint of endpoints) {
    const response = await request.fetch(`/api/auth${endpoint.path}?token=x`, {
      method: endpoint.method,
      data: endpoint.method === 'GET' ? undefined : {},
      maxRedirects: 0,
    })
    if (ALLOWED.has(endpoint.key)) expect(response.status(), endpoint.key).toBe(302)
    else expect(response.status(), endpoint.key).toBe(404)
  }
})
