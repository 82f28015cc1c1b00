import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import {
  adjacentPosts,
  findPublicPost,
  listPublicTags,
  listPublishedPosts,
  pagePublishedPosts,
  relatedPosts,
} from './posts.server.ts'

describe.each(engines)('published posts on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('only published posts whose date has passed, newest first, paged', async () => {
    await insertPost(t.db, { title: 'Rondos', daysAgo: 3 })
    await insertPost(t.db, { title: 'Presión tras pérdida', daysAgo: 1 })
    await insertPost(t.db, { title: 'Borrador', status: 'draft', daysAgo: 2 })
    await insertPost(t.db, { title: 'Programado', status: 'scheduled', daysAgo: -5 })
    await insertPost(t.db, { title: 'Publicado en el futuro', daysAgo: -1 })

    const titles = async (page: number) =>
      (await listPublishedPosts(t.db, { page, perPage: 1 })).map((post) => post.title)
    expect(await titles(1)).toEqual(['Presión tras pérdida'])
    expect(await titles(2)).toEqual(['Rondos'])
    expect(await titles(3)).toEqual([])
  })

  test('dates come back as ISO strings on every engine', async () => {
    await insertPost(t.db, { daysAgo: 1 })
    const [post] = await listPublishedPosts(t.db)
    expect(post?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
  })

  test('filters by programme and by tag, with the tag taken as literal text', async () => {
    await insertPost(t.db, { title: 'A', programme: 'elite', tags: 'pressing,periodización' })
    await insertPost(t.db, { title: 'B', programme: 'infantil', tags: 'juego,pressing' })
    await insertPost(t.db, { title: 'C', programme: 'infantil', tags: 'press_ing' })
    const titles = async (filters: Parameters<typeof pagePublishedPosts>[2]) =>
      (await pagePublishedPosts(t.db, 1, filters)).posts.map((p) => p.title).sort()
    expect(await titles({ programme: 'infantil' })).toEqual(['B', 'C'])
    expect(await titles({ tag: 'pressing' })).toEqual(['A', 'B'])
    expect(await titles({ tag: 'Periodización' })).toEqual(['A'])
    expect(await titles({ tag: 'press%' })).toEqual([])
    expect(await titles({ tag: 'press_ing' })).toEqual(['C'])
    expect(await titles({ tag: "' or 1=1 --" })).toEqual([])
    expect((await listPublicTags(t.db)).map((x) => x.tag)).toEqual([
      'pressing',
      'juego',
      'periodización',
      'press_ing',
    ])
  })

  test('a page past the end shows the last page', async () => {
    for (let n = 0; n < 5; n++) await insertPost(t.db, { daysAgo: n + 1 })
    const result = await pagePublishedPosts(t.db, 99, {}, 2)
    expect(result).toMatchObject({ page: 3, pageCount: 3, total: 5 })
    expect(result.posts).toHaveLength(1)
    expect(await pagePublishedPosts(t.db, 1, { programme: 'elite' })).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 0,
    })
  })

  test('a post is found by slug or id, never when draft or scheduled', async () => {
    const post = await insertPost(t.db, {
      slug: 'rondos',
      content: JSON.stringify({ type: 'doc', content: [] }),
    })
    const draft = await insertPost(t.db, { slug: 'borrador', status: 'draft' })
    const later = await insertPost(t.db, { slug: 'futuro', daysAgo: -2 })
    expect((await findPublicPost(t.db, 'rondos'))?.id).toBe(post.id)
    expect((await findPublicPost(t.db, String(post.id)))?.slug).toBe('rondos')
    expect(await findPublicPost(t.db, 'borrador')).toBeUndefined()
    expect(await findPublicPost(t.db, String(draft.id))).toBeUndefined()
    expect(await findPublicPost(t.db, 'futuro')).toBeUndefined()
    expect(await findPublicPost(t.db, String(later.id))).toBeUndefined()
    expect(await findPublicPost(t.db, "rondos' or '1'='1")).toBeUndefined()
  })

  test("a post's reading time follows its edits", async () => {
    const paragraph = (words: number) =>
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'presión '.repeat(words) }] }],
      })
    const post = await insertPost(t.db, { slug: 'lectura', content: paragraph(10) })
    expect((await findPublicPost(t.db, 'lectura'))?.readingMinutes).toBe(1)
    await t.db
      .updateTable('post')
      .set({ content: paragraph(2000), updatedAt: new Date().toISOString() })
      .where('id', '=', post.id)
      .execute()
    expect((await findPublicPost(t.db, 'lectura'))?.readingMinutes).toBeGreaterThan(5)
  })

  test('previous, next and related posts', async () => {
    await insertPost(t.db, { slug: 'old', title: 'Old', daysAgo: 3, programme: 'juvenil' })
    await insertPost(t.db, { slug: 'mid', title: 'Mid', daysAgo: 2, programme: 'juvenil', tags: 'rondos' })
    await insertPost(t.db, { slug: 'new', title: 'New', daysAgo: 1, programme: 'elite', tags: 'rondos' })
    await insertPost(t.db, { slug: 'hidden', status: 'draft', daysAgo: 1.5 })
    const mid = await findPublicPost(t.db, 'mid')
    if (!mid) throw new Error('mid not found')
    expect(await adjacentPosts(t.db, mid)).toEqual({
      previous: { slug: 'old', title: 'Old' },
      next: { slug: 'new', title: 'New' },
    })
    const related = await relatedPosts(t.db, mid, 2)
    expect(related.map((p) => p.slug)).toEqual(['old', 'new'])
    // Shared tags rank before recency, whatever order the rows come back in.
    const newest = await findPublicPost(t.db, 'new')
    if (!newest) throw new Error('new not found')
    expect((await relatedPosts(t.db, newest, 2)).map((p) => p.slug)).toEqual(['mid', 'old'])
  })

  test('related posts beyond the three a post page shows come back whole and in order', async () => {
    await insertPost(t.db, { slug: 'este', daysAgo: 1, programme: 'juvenil', tags: 'rondos,presion' })
    await insertPost(t.db, { slug: 'ambas', daysAgo: 6, tags: 'rondos,presion' })
    await insertPost(t.db, { slug: 'programa', daysAgo: 5, programme: 'juvenil' })
    await insertPost(t.db, { slug: 'una', daysAgo: 4, tags: 'presion' })
    await insertPost(t.db, { slug: 'reciente', daysAgo: 2 })
    await insertPost(t.db, { slug: 'vieja', daysAgo: 7 })
    const post = await findPublicPost(t.db, 'este')
    if (!post) throw new Error('este not found')
    expect((await relatedPosts(t.db, post, 5)).map((p) => p.slug)).toEqual([
      'programa',
      'ambas',
      'una',
      'reciente',
      'vieja',
    ])
  })
})
