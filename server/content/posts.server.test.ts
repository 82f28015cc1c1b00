import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { listPublishedPosts } from './posts.server.ts'

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
})
