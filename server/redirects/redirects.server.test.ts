import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PostSchema } from '#app/schemas/content-admin.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { savePost } from '../content/posts-admin.server.ts'
import { redirectTarget } from './lookup.server.ts'
import { addManualRedirect, followSlug, RedirectRefused } from './rules.server.ts'
import { deleteRedirect, listRedirects, loadRedirectMap } from './store.server.ts'

const doc = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
})
const postForm = (slug: string, version?: number) =>
  PostSchema.parse({ title: 'Rondos', slug, status: 'published', content: doc, version })
/** Only /blog and /contacto are pages in these tests, besides the content addresses. */
const isRoutePath = (path: string) => ['/blog', '/contacto'].includes(path)

describe.each(engines)('redirects on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const table = async () => Object.fromEntries((await loadRedirectMap(t.db)).entries())
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (error: unknown) => (error instanceof RedirectRefused ? error.reason : Promise.reject(error)),
    )

  /** Saves the post with a new slug, as the editor does, and returns its new version. */
  async function rename(id: number, slug: string, version: number) {
    const outcome = await savePost(t.db, {
      id,
      input: postForm(slug, version),
      authorId: 'coach',
      revision: false,
    })
    if (outcome.kind !== 'saved') throw new Error(outcome.kind)
    return outcome.version
  }

  test('a slug change keeps the old address; chains collapse; a change back drops the loop', async () => {
    const post = await insertPost(t.db, { slug: 'a' })
    let version = await rename(post.id, 'b', 1)
    expect(await table()).toEqual({ '/post/a': '/post/b' })
    version = await rename(post.id, 'c', version)
    expect(await table()).toEqual({ '/post/a': '/post/c', '/post/b': '/post/c' })
    await rename(post.id, 'a', version)
    expect(await table()).toEqual({ '/post/b': '/post/a', '/post/c': '/post/a' })
  })

  test('an address taken by new content stops redirecting', async () => {
    await t.db.insertInto('redirect').values({ fromPath: '/x', toPath: '/y', kind: 'manual' }).execute()
    await t.db
      .insertInto('redirect')
      .values({ fromPath: '/ejercicios/rondo', toPath: '/ejercicios/rondo-2', kind: 'drill' })
      .execute()
    await followSlug(t.db, 'drill', { slug: 'rondo' }) // a new drill takes the old slug
    expect(await table()).toEqual({ '/x': '/y' })
  })

  test('manual redirects: duplicates, live pages and loops are refused; targets are collapsed', async () => {
    await insertPost(t.db, { slug: 'vivo' })
    expect(await refusal(addManualRedirect(t.db, { from: '/viejo', to: '/blog' }, isRoutePath))).toBe(
      'accepted',
    )
    expect(await refusal(addManualRedirect(t.db, { from: '/viejo', to: '/contacto' }, isRoutePath))).toBe(
      'duplicate',
    )
    expect(await refusal(addManualRedirect(t.db, { from: '/blog', to: '/viejo' }, isRoutePath))).toBe(
      'shadowsLive',
    )
    expect(await refusal(addManualRedirect(t.db, { from: '/post/vivo', to: '/blog' }, isRoutePath))).toBe(
      'shadowsLive',
    )
    // A post address no post holds is free to redirect.
    expect(await refusal(addManualRedirect(t.db, { from: '/post/borrado', to: '/viejo' }, isRoutePath))).toBe(
      'accepted',
    )
    expect(await refusal(addManualRedirect(t.db, { from: '/nuevo', to: '/post/borrado' }, isRoutePath))).toBe(
      'accepted',
    )
    expect(await refusal(addManualRedirect(t.db, { from: '/blog2', to: '/blog2' }, isRoutePath))).toBe('loop')
    expect(await refusal(addManualRedirect(t.db, { from: '/otro', to: '/nuevo' }, isRoutePath))).toBe(
      'accepted',
    )
    expect(await table()).toEqual({
      '/viejo': '/blog',
      '/post/borrado': '/blog',
      '/nuevo': '/blog',
      '/otro': '/blog',
    })
    const page = await listRedirects(t.db, { page: 1, query: 'BORR' })
    expect(page.redirects.map((r) => r.fromPath)).toEqual(['/post/borrado'])
    expect(await deleteRedirect(t.db, page.redirects[0]?.id ?? 0)).toEqual({
      fromPath: '/post/borrado',
      toPath: '/blog',
    })
    expect(await deleteRedirect(t.db, 999_999)).toBeUndefined()
  })

  test('a redirect whose target comes back to its start is a loop', async () => {
    await addManualRedirect(t.db, { from: '/uno', to: '/dos' }, isRoutePath)
    expect(await refusal(addManualRedirect(t.db, { from: '/dos', to: '/uno' }, isRoutePath))).toBe('loop')
  })

  test('a renamed course takes its lessons along; the query is kept', async () => {
    await followSlug(t.db, 'course', { slug: 'nuevo' })
    await t.db
      .insertInto('redirect')
      .values({ fromPath: '/cursos/viejo', toPath: '/cursos/nuevo', kind: 'course' })
      .execute()
    const map = await loadRedirectMap(t.db)
    expect(redirectTarget(map, '/cursos/viejo/leccion-1', '?lng=en')).toBe('/cursos/nuevo/leccion-1?lng=en')
    expect(redirectTarget(map, '/cursos/viejo', '')).toBe('/cursos/nuevo')
    expect(redirectTarget(map, '/cursos/otro/leccion-1', '')).toBeUndefined()
  })
})

describe('redirect target', () => {
  test('keeps the query, joined to a target that has one', () => {
    const map = new Map([
      ['/a', '/b'],
      ['/c', 'https://example.com/x?ref=1'],
    ])
    expect(redirectTarget(map, '/a', '?utm_source=x&page=2')).toBe('/b?utm_source=x&page=2')
    expect(redirectTarget(map, '/c', '?q=1')).toBe('https://example.com/x?ref=1&q=1')
    expect(redirectTarget(map, '/post/a/b', '')).toBeUndefined()
  })
})
