import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'
import { appOnDatabase, TEST_PASSWORD } from '#tests/app-on-database.ts'
import { siteRequest } from '#tests/identity.ts'
import { args as routeArgs, outcome } from '#tests/route-calls.ts'
import { freshCode } from '#tests/totp.ts'

/** REQUIRE_2FA_FOR_ADMINS=true: the admin area's loaders and actions, before and after enrolment. */
async function loadApp(url: string) {
  process.env.REQUIRE_2FA_FOR_ADMINS = 'true'
  const app = await appOnDatabase(url)
  return {
    ...app,
    messages: await import('#app/routes/admin/messages.tsx'),
    conceptSearch: await import('#app/routes/resources/admin-concept-search.ts'),
    settings: await import('#app/routes/account/settings.tsx'),
    twoFactorScreen: await import('#app/routes/account/two-factor.tsx'),
    identity: (await import('#server/auth/instance.server.ts')).identity,
    twoFactor: await import('#server/auth/two-factor.server.ts'),
  }
}
type App = Awaited<ReturnType<typeof loadApp>>

const args = (request: Request) => routeArgs(request, {})

const post = (path: string, form: Record<string, string>, cookie: string) =>
  new Request(siteRequest(path, { method: 'POST', cookie }), { body: new URLSearchParams(form) })

const TO_ENROLMENT = { status: 302, location: '/account/two-factor?required=1' }

describe.each(engines)('REQUIRE_2FA_FOR_ADMINS on %s', (engine) => {
  let scratch: ScratchDatabase
  let app: App
  const adminEmail = `admin-2fa-${engine}@example.com`
  let admin: string
  beforeAll(async () => {
    scratch = await createScratchDatabase(engine)
    app = await loadApp(scratch.url)
    admin = await app.cookieFor('admin', adminEmail)
  })
  afterAll(async () => {
    delete process.env.REQUIRE_2FA_FOR_ADMINS
    await app.connection.close()
    await scratch.drop()
  })

  test('an admin without a second factor reaches no admin loader, action or JSON endpoint, only enrolment', async () => {
    const list = () =>
      outcome(() => app.messages.loader(args(siteRequest('/admin/messages', { cookie: admin }))))
    expect(await list()).toEqual(TO_ENROLMENT)
    expect(
      await outcome(() =>
        app.messages.action(args(post('/admin/messages', { intent: 'delete', id: '1' }, admin))),
      ),
    ).toEqual(TO_ENROLMENT)
    const search = await outcome(() =>
      app.conceptSearch.loader(args(siteRequest('/admin/api/concept-search?q=ro', { cookie: admin }))),
    )
    expect(search).toMatchObject({ status: 403 })
    // Their own account and the enrolment screen stay open.
    expect(
      await app.settings.loader(args(siteRequest('/account-settings', { cookie: admin }))),
    ).toMatchObject({
      twoFactorEnabled: false,
    })
    expect(
      await app.twoFactorScreen.loader(
        args(siteRequest('/account/two-factor?required=1', { cookie: admin })),
      ),
    ).toMatchObject({ required: true, status: { enabled: false } })
  })

  test('a session a passkey opened counts as both factors; a password session of the same admin does not', async () => {
    const email = `admin-passkey-${engine}@example.com`
    const byPassword = await app.cookieFor('admin', email)
    const byPasskey = await app.cookieFor('admin', email)
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(byPasskey)?.[1] ?? '').split('.')[0] ?? ''
    const marked = await app
      .identity()
      .db.updateTable('session')
      .set({ signInMethod: 'passkey' })
      .where('token', '=', token)
      .executeTakeFirst()
    expect(marked.numUpdatedRows).toBe(1n)
    const list = (cookie: string) =>
      outcome(() => app.messages.loader(args(siteRequest('/admin/messages', { cookie }))))
    expect(await list(byPasskey)).toMatchObject({ messages: expect.any(Array) })
    expect(await list(byPassword)).toEqual(TO_ENROLMENT)
  })

  test('once two-factor sign-in is on, the same admin opens the admin area', async () => {
    const id = app.identity()
    const user = await id.db
      .selectFrom('user')
      .select(['id', 'email'])
      .where('email', '=', adminEmail)
      .executeTakeFirstOrThrow()
    expect(await app.twoFactor.startEnrolment(id, user, TEST_PASSWORD)).toBe(true)
    const pending = await app.twoFactor.pendingEnrolment(id, user)
    expect(
      await app.twoFactor.confirmEnrolment(id, user, (await freshCode(pending?.secret ?? '')).code),
    ).toHaveLength(10)
    const list = await outcome(() =>
      app.messages.loader(args(siteRequest('/admin/messages', { cookie: admin }))),
    )
    expect(list).toMatchObject({ messages: expect.any(Array) })
  })
})
