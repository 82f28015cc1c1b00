import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { preparedQuery } from './prepared-query.server.ts'
import type { Programme } from './schema.server.ts'

const postsByProgramme = preparedQuery((db, { programme, after }: { programme: Programme; after: string }) =>
  db
    .selectFrom('post')
    .select('post.title')
    .where('post.programme', '=', programme)
    .where('post.status', 'in', ['published', 'scheduled'])
    .where('post.publishedAt', '>', after)
    .orderBy('post.title'),
)

describe.each(engines)('prepared queries on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test("each run answers for its own values, the query's constants kept", async () => {
    await insertPost(t.db, { title: 'Rondos', programme: 'infantil', daysAgo: 3 })
    await insertPost(t.db, { title: 'Presión', programme: 'juvenil', daysAgo: 3 })
    await insertPost(t.db, { title: 'Salida de balón', programme: 'juvenil', daysAgo: 1 })
    await insertPost(t.db, { title: 'Borrador', programme: 'juvenil', status: 'draft', daysAgo: 1 })
    const longAgo = new Date(Date.UTC(2000, 0, 1)).toISOString()
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString()

    const titles = async (programme: Programme, after: string) =>
      (await postsByProgramme(t.db, { programme, after })).map((row) => row.title)
    expect(await titles('juvenil', longAgo)).toEqual(['Presión', 'Salida de balón'])
    expect(await titles('infantil', longAgo)).toEqual(['Rondos'])
    expect(await titles('juvenil', twoDaysAgo)).toEqual(['Salida de balón'])
    expect(await titles('elite', longAgo)).toEqual([])
  })

  test('a query that turns a value into another one is refused when it is prepared', async () => {
    const byTitleStart = preparedQuery((db, { start }: { start: string }) =>
      db.selectFrom('post').select('post.title').where('post.title', 'like', `${start}%`),
    )
    await expect(byTitleStart(t.db, { start: 'Ron' })).rejects.toThrow(/value was changed/)
  })
})
