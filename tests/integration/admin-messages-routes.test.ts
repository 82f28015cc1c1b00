import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'
import { appOnDatabase } from '#tests/app-on-database.ts'
import { siteRequest } from '#tests/identity.ts'
import { args, outcome } from '#tests/route-calls.ts'

/** The inbox's route modules on a database of their own (each engine gets fresh modules). */
async function loadApp(url: string) {
  const app = await appOnDatabase(url)
  return {
    ...app,
    list: await import('#app/routes/admin/messages.tsx'),
    detail: await import('#app/routes/admin/messages-detail.tsx'),
    layout: await import('#app/layouts/main-layout.tsx'),
  }
}
type App = Awaited<ReturnType<typeof loadApp>>

const post = (path: string, form: Record<string, string | string[]>, cookie?: string) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(form)) for (const one of [value].flat()) body.append(key, one)
  const request = siteRequest(path, { method: 'POST', cookie })
  return new Request(request, { body })
}

describe.each(engines)('inbox routes on %s', (engine) => {
  let scratch: ScratchDatabase
  let app: App
  let admin: string
  let user: string
  beforeAll(async () => {
    scratch = await createScratchDatabase(engine)
    app = await loadApp(scratch.url)
    expect(app.connection.engine).toBe(engine)
    admin = await app.cookieFor('admin')
    user = await app.cookieFor('user')
  })
  afterAll(async () => {
    await app.connection.close()
    await scratch.drop()
  })

  const store = async (subject: string) =>
    (
      await app.connection.db
        .insertInto('contact_message')
        .values({
          name: 'Lucía',
          email: 'lucia@example.com',
          subject,
          message: 'Hola, ¿hay plazas en el grupo infantil?',
          locale: 'es',
          consentAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const statusOf = async (id: number) =>
    (
      await app.connection.db
        .selectFrom('contact_message')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.status
  const act = (form: Record<string, string | string[]>, cookie?: string) =>
    outcome(() => app.list.action(args(post('/admin/messages', form, cookie), {})))
  const read = (id: string, cookie?: string) =>
    outcome(() => app.detail.loader(args(siteRequest(`/admin/messages/${id}`, { cookie }), { id })))

  test('a visitor and a plain user posting to the action change nothing', async () => {
    const id = await store('Permisos')
    expect(await act({ intent: 'delete', id: String(id) })).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/signin\?redirectTo=/),
    })
    expect(await act({ intent: 'archive', id: String(id) }, user)).toEqual({ status: 302, location: '/' })
    expect(await read(String(id), user)).toEqual({ status: 302, location: '/' })
    expect(await statusOf(id)).toBe('new')
  })

  test('the admin reads, archives and deletes; the layout counts unread messages', async () => {
    const id = await store('Lectura')
    const layoutData = async () =>
      await app.layout.loader(args(siteRequest('/admin/messages', { cookie: admin }), {}))
    const before = (await layoutData()).badges['/admin/messages'] ?? 0
    expect(await read(String(id), admin)).toMatchObject({
      message: { id, subject: 'Lectura', status: 'read' },
      replyHref: 'mailto:lucia@example.com?subject=Re%3A%20Lectura',
    })
    expect((await layoutData()).badges['/admin/messages']).toBe(before - 1)
    const other = await store('Otra')
    expect(await act({ intent: 'archive', id: [String(id), String(other)] }, admin)).toEqual({
      done: { intent: 'archive', count: 2 },
    })
    expect([await statusOf(id), await statusOf(other)]).toEqual(['archived', 'archived'])
    expect(await act({ intent: 'delete', id: String(id) }, admin)).toEqual({
      done: { intent: 'delete', count: 1 },
    })
    expect(await statusOf(id)).toBeUndefined()
    const userLayout = await app.layout.loader(args(siteRequest('/account-settings', { cookie: user }), {}))
    expect(userLayout.badges).toEqual({})
  })

  test('bad input: 400 for a bad form, 404 for an id that is not a message', async () => {
    const id = String(await store('Entrada'))
    expect(await act({ intent: 'nuke', id }, admin)).toMatchObject({ status: 400 })
    expect(await act({ intent: 'read' }, admin)).toMatchObject({ status: 400 })
    expect(await act({ intent: 'read', id: '1e3' }, admin)).toMatchObject({ status: 400 })
    expect(await act({ intent: 'read', id: '99999999999' }, admin)).toMatchObject({ status: 400 })
    expect(await act({ intent: 'read', id: [id, '2147483000'] }, admin)).toMatchObject({ status: 404 })
    for (const bad of ['abc', '0', '-1', '99999999999', '2147483000'])
      expect(await read(bad, admin), bad).toMatchObject({ status: 404 })
    expect(await statusOf(Number(id))).toBe('new')
  })
})
