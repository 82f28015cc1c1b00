import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { CONCEPT_SEARCH_LIMIT, searchConceptsByTerm } from './concept-search.server.ts'

describe.each(engines)('concept search for the link dialog on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('finds terms ignoring case and accents, published first, with the public link', async () => {
    await insertConcept(t.db, { term: 'Presión tras pérdida', slug: 'presion-tras-perdida' })
    await insertConcept(t.db, { term: 'Presión alta', slug: 'presion-alta', status: 'draft' })
    await insertConcept(t.db, { term: 'Rondo', slug: 'rondo', summary: 'presion' })
    const found = await searchConceptsByTerm(t.db, 'PRESION')
    expect(found.map((c) => [c.term, c.href])).toEqual([
      ['Presión tras pérdida', '/concepts/presion-tras-perdida'],
      ['Presión alta', '/concepts/presion-alta'],
    ])
  })

  test('no text, no results; wildcards are text; the list is short', async () => {
    await insertConcept(t.db, { term: '100% intensidad' })
    for (let i = 0; i < CONCEPT_SEARCH_LIMIT + 2; i++) await insertConcept(t.db, { term: `Rondo ${i}` })
    expect(await searchConceptsByTerm(t.db, '   ')).toEqual([])
    expect(await searchConceptsByTerm(t.db, null)).toEqual([])
    expect((await searchConceptsByTerm(t.db, '%')).map((c) => c.term)).toEqual(['100% intensidad'])
    expect(await searchConceptsByTerm(t.db, 'rondo')).toHaveLength(CONCEPT_SEARCH_LIMIT)
  })
})
