import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { cookiesFrom, TEST_BASE_URL } from '#tests/identity.ts'
import { routeAnswer } from '#tests/route-answer.ts'

/**
 * The admin routes' own loaders and actions, on a real database of each engine: the application's
 * database module is pointed at the test database, so each request goes through the guards,
 * the same-origin check, the schemas and the save, as in production.
 */
type Routes = Awaited<ReturnType<typeof loadRoutes>>

async function loadRoutes(t: TestDb) {
  vi.resetModules()
  vi.doMock('#server/db/db.server.ts', () => ({ connection: t, db: t.db }))
  process.env.SESSION_SECRET = 'admin-actions-test-secret-that-is-long-enough'
  const [posts, postEditor, concepts, conceptEditor, preview, instance, users, signIn] = await Promise.all([
    import('#app/routes/admin/posts.tsx'),
    import('#app/routes/admin/post-editor.tsx'),
    import('#app/routes/admin/concepts.tsx'),
    import('#app/routes/admin/concept-editor.tsx'),
    import('#app/routes/admin/post-preview.tsx'),
    import('#server/auth/instance.server.ts'),
    import('#server/auth/users.server.ts'),
    import('#server/auth/sign-in.server.ts'),
  ])
  return { posts, postEditor, concepts, conceptEditor, preview, identity: instance.identity(), users, signIn }
}

const PASSWORD = 'Presion-tras-perdida-42'
const doc = (content: unknown[]) => JSON.stringify({ type: 'doc', content })
const paragraph = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
})

/** Bodies and field values an attacker would post; each must be refused with nothing saved. */
const hostile: Array<[string, Record<string, string>]> = [
  ['script node', { content: doc([{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }]) }],
  [
    'javascript: link',
    { content: doc([paragraph('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])]) },
  ],
  [
    'data: link',
    { content: doc([paragraph('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>' } }])]) },
  ],
  ['event handler attribute', { content: doc([{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }]) }],
  [
    'image from another site',
    { content: doc([{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }]) },
  ],
  ['raw HTML instead of JSON', { content: '<p onmouseover="alert(1)">hola</p>' }],
  ['document over 1 MB', { content: doc([paragraph('a'.repeat(1_100_000))]) }],
  ['depth bomb', { content: JSON.stringify(nest(60)) }],
  ['empty title', { title: '   ' }],
  ['slug with a path', { slug: '../../etc/passwd' }],
  ['unknown status', { status: 'hacked' }],
  ['scheduled in the past', { status: 'scheduled', publishedAt: '2020-01-01T00:00:00.000Z' }],
]

function nest(depth: number): unknown {
  let node: unknown = paragraph('fondo')
  for (let n = 0; n < depth; n++) node = { type: 'blockquote', content: [node] }
  return { type: 'doc', content: [node] }
}

describe.each(engines)('admin actions on %s', (engine) => {
  let t: TestDb
  let routes: Routes
  let adminCookie: string
  let userCookie: string

  beforeAll(async () => {
    t = await openTestDb(engine)
    routes = await loadRoutes(t)
  })
  beforeEach(async () => {
    await t.truncateAll()
    adminCookie = await signedIn('admin')
    userCookie = await signedIn('user')
  })
  afterAll(async () => {
    vi.doUnmock('#server/db/db.server.ts')
    await t.close()
  })

  async function signedIn(role: 'admin' | 'user') {
    const email = `${role}@example.com`
    await routes.users.upsertUserWithPassword(routes.identity, {
      email,
      name: 'Marta',
      lastName: 'Ibáñez',
      password: PASSWORD,
      role,
    })
    const request = new Request(`${TEST_BASE_URL}/signin`, { method: 'POST' })
    const result = await routes.signIn.signIn(routes.identity, request, {
      email,
      password: PASSWORD,
      ip: `10.0.0.${role.length}`,
    })
    if (!result.ok) throw new Error('sign-in failed')
    return cookiesFrom(result.headers)
  }

  const post = (path: string, fields: Record<string, string | string[]>, cookie?: string) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields))
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item)
    const headers = new Headers({ Origin: TEST_BASE_URL, 'Accept-Language': 'es' })
    if (cookie) headers.set('Cookie', cookie)
    return new Request(`${TEST_BASE_URL}${path}`, { method: 'POST', body, headers })
  }
  const get = (path: string, cookie?: string) =>
    new Request(`${TEST_BASE_URL}${path}`, { headers: cookie ? { Cookie: cookie } : {} })

  const countPosts = async () =>
    Number(
      (
        await t.db
          .selectFrom('post')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  const valid = {
    intent: 'save',
    title: 'Rondos de calentamiento',
    status: 'draft',
    content: doc([paragraph('Hola')]),
  }
  const args = (request: Request, params: Record<string, string> = {}) =>
    ({ request, params, context: {} }) as never

  test('a post from another site is refused even for an admin', async () => {
    const request = post('/admin/posts/create', valid, adminCookie)
    request.headers.set('Origin', 'https://evil.example')
    expect(await routeAnswer(() => routes.postEditor.action(args(request)))).toEqual({ status: 403 })
    expect(await countPosts()).toBe(0)
  })

  test('an admin saves a valid post; hostile bodies and field values are refused with a field error', async () => {
    expect(
      await routeAnswer(() =>
        routes.postEditor.action(args(post('/admin/posts/create', valid, adminCookie))),
      ),
    ).toEqual({
      status: 302,
      location: expect.stringMatching(/^\/admin\/posts\/edit\/\d+\?saved=1$/),
    })
    for (const [name, fields] of hostile) {
      const result = await routeAnswer(() =>
        routes.postEditor.action(args(post('/admin/posts/create', { ...valid, ...fields }, adminCookie))),
      )
      expect(result.status, name).toBe(400)
      const errors = (result.value as { result?: { error?: Record<string, string[]> } }).result?.error ?? {}
      expect(Object.keys(errors).length, name).toBeGreaterThan(0)
      expect(
        Object.values(errors)
          .flat()
          .every((key) => /^(admin|editor):/.test(key)),
        name,
      ).toBe(true)
    }
    expect(await countPosts()).toBe(1)
  })

  test('admin changes are written to the audit log with who did them; autosaves and refusals are not', async () => {
    const created = await routeAnswer(() =>
      routes.postEditor.action(args(post('/admin/posts/create', valid, adminCookie))),
    )
    const id = /\/edit\/(\d+)/.exec(created.location ?? '')?.[1] ?? ''
    await routeAnswer(() =>
      routes.posts.action(args(post('/admin/posts', { intent: 'publish', ids: [id] }, adminCookie))),
    )
    await routeAnswer(() =>
      routes.posts.action(args(post('/admin/posts', { intent: 'delete', ids: [id] }, userCookie))),
    )
    const events = await t.db
      .selectFrom('audit_event')
      .select(['action', 'userEmail', 'targetType', 'targetId'])
      .where('action', 'like', 'post.%')
      .orderBy('id')
      .execute()
    expect(events).toEqual([
      { action: 'post.create', userEmail: expect.stringContaining('@'), targetType: 'post', targetId: id },
      { action: 'post.publish', userEmail: expect.stringContaining('@'), targetType: 'post', targetId: id },
    ])
  })

  test('an admin loads the editor and the preview of a draft, marked noindex', async () => {
    const draft = await insertPost(t.db, { title: 'Borrador secreto', status: 'draft' })
    const editor = await routeAnswer(() =>
      routes.postEditor.loader(
        args(get(`/admin/posts/edit/${draft.id}`, adminCookie), { id: String(draft.id) }),
      ),
    )
    expect(editor).toMatchObject({ status: 200, value: { post: { title: 'Borrador secreto', version: 1 } } })
    const preview = await routeAnswer(() =>
      routes.preview.loader(
        args(get(`/admin/posts/preview/${draft.id}`, adminCookie), { id: String(draft.id) }),
      ),
    )
    expect(preview).toMatchObject({
      status: 200,
      value: { post: { title: 'Borrador secreto', status: 'draft' } },
    })
    expect(
      await routeAnswer(() =>
        routes.preview.loader(args(get('/admin/posts/preview/999', adminCookie), { id: '999' })),
      ),
    ).toEqual({ status: 404 })
  })

  test('two admins on one post: the second save is a 409 with the other version; a revision is restored', async () => {
    const edit = (fields: Record<string, string>) =>
      routeAnswer(() =>
        routes.postEditor.action(
          args(post(`/admin/posts/edit/${id}`, { ...valid, ...fields }, adminCookie), { id }),
        ),
      )
    const created = await routeAnswer(() =>
      routes.postEditor.action(
        args(post('/admin/posts/create', { ...valid, title: 'Primera' }, adminCookie)),
      ),
    )
    const id = /edit\/(\d+)/.exec(created.location ?? '')?.[1] ?? ''
    expect(await edit({ title: 'De Ana', version: '1' })).toMatchObject({ status: 302 })
    const stale = await edit({ title: 'De Luis', version: '1' })
    expect(stale).toMatchObject({ status: 409, value: { conflict: { title: 'De Ana', version: 2 } } })
    expect((await t.db.selectFrom('post').select('title').executeTakeFirstOrThrow()).title).toBe('De Ana')

    const [first] = await t.db.selectFrom('post_revision').select('id').orderBy('id').limit(1).execute()
    const restore = { intent: 'restore', revisionId: String(first?.id), version: '2' }
    const restored = await routeAnswer(() =>
      routes.postEditor.action(args(post(`/admin/posts/edit/${id}`, restore, adminCookie), { id })),
    )
    expect(restored).toMatchObject({ status: 200, value: { restored: true } })
    expect(await t.db.selectFrom('post').select(['title', 'version']).executeTakeFirstOrThrow()).toEqual({
      title: 'Primera',
      version: 3,
    })
    // A restore from a stale copy is a conflict too.
    expect(
      await routeAnswer(() =>
        routes.postEditor.action(args(post(`/admin/posts/edit/${id}`, restore, adminCookie), { id })),
      ),
    ).toMatchObject({ status: 409 })
  })

  test('an autosave never publishes nor touches a published post', async () => {
    const autosave = { ...valid, intent: 'autosave' }
    const draft = await routeAnswer(() =>
      routes.postEditor.action(args(post('/admin/posts/create', autosave, adminCookie))),
    )
    expect(draft).toMatchObject({ status: 200, value: { autosaved: { version: 1 } } })
    const published = await routeAnswer(() =>
      routes.postEditor.action(
        args(post('/admin/posts/create', { ...autosave, status: 'published' }, adminCookie)),
      ),
    )
    expect(published).toMatchObject({ status: 400 })
    expect(await t.db.selectFrom('post').select('status').execute()).toEqual([{ status: 'draft' }])
    expect(await t.db.selectFrom('post_revision').select('id').execute()).toEqual([])
  })
})
