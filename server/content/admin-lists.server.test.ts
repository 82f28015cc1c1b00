import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import type { Db } from '#server/db/connection.server.ts'
import type { ConceptTable } from '#server/db/schema.server.ts'
import { listConceptsForAdmin, listPostsForAdmin } from './admin-lists.server.ts'

const insertConcept = (
  db: Db,
  fields: Pick<ConceptTable, 'term' | 'kind'> & { position?: number; status?: 'draft' },
) =>
  db
    .insertInto('concept')
    .values({
      slug: fields.term.toLowerCase(),
      summary: '',
      body: '{}',
      bodyHtml: '',
      category: 'tactica',
      status: 'published',
      position: 0,
      ...fields,
    })
    .execute()

describe.each(engines)('admin lists on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('posts of every status, last changed first, paged with a total', async () => {
    await insertPost(t.db, { title: 'Viejo', updatedAt: '2026-01-01T10:00:00.000Z' })
    await insertPost(t.db, { title: 'Borrador', status: 'draft', updatedAt: '2026-03-01T10:00:00.000Z' })
    await insertPost(t.db, {
      title: 'Programado',
      status: 'scheduled',
      updatedAt: '2026-02-01T10:00:00.000Z',
    })

    const first = await listPostsForAdmin(t.db, { page: 1, perPage: 2 })
    expect(first.posts.map((post) => [post.title, post.status])).toEqual([
      ['Borrador', 'draft'],
      ['Programado', 'scheduled'],
    ])
    expect(first).toMatchObject({ total: 3, pageCount: 2, page: 1 })
    expect(first.posts[0]?.updatedAt).toBe('2026-03-01T10:00:00.000Z')
    const past = await listPostsForAdmin(t.db, { page: 9, perPage: 2 })
    expect(past.page).toBe(2)
    expect(past.posts.map((post) => post.title)).toEqual(['Viejo'])
  })

  test('concepts grouped by kind, then position and term, drafts included', async () => {
    await insertConcept(t.db, { term: 'Pressing', kind: 'definicion', position: 2 })
    await insertConcept(t.db, { term: 'Amplitud', kind: 'definicion', position: 1 })
    await insertConcept(t.db, { term: 'Rondo', kind: 'concepto', status: 'draft' })

    const { concepts, total } = await listConceptsForAdmin(t.db, { page: 1 })
    expect(total).toBe(3)
    expect(concepts.map((concept) => concept.term)).toEqual(['Rondo', 'Amplitud', 'Pressing'])
  })
})
