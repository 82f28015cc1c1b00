import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import {
  findPublicConcept,
  listConceptCategories,
  listGlossary,
  pageConcepts,
  relatedConcepts,
} from './concepts.server.ts'

describe.each(engines)('concepts on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  const terms = async (filters: Parameters<typeof pageConcepts>[2], page = 1, perPage = 12) =>
    (await pageConcepts(t.db, page, filters, perPage)).concepts.map((c) => c.term)

  test('published concepts only, filtered by kind, category and programme', async () => {
    await insertConcept(t.db, { term: 'Amplitud', category: 'tactica', programme: 'juvenil', position: 1 })
    await insertConcept(t.db, { term: 'Conducción', category: 'tecnica', programme: 'infantil', position: 2 })
    await insertConcept(t.db, { term: 'Borrador', status: 'draft' })
    await insertConcept(t.db, { term: 'Fuera de juego', kind: 'definicion', category: 'reglamento' })
    expect(await terms({ kind: 'concepto' })).toEqual(['Amplitud', 'Conducción'])
    expect(await terms({ kind: 'concepto', category: 'tecnica' })).toEqual(['Conducción'])
    expect(await terms({ kind: 'concepto', programme: 'juvenil' })).toEqual(['Amplitud'])
    expect(await listConceptCategories(t.db, 'concepto')).toEqual(['tactica', 'tecnica'])
  })

  test('search ignores case and accents and treats metacharacters as text', async () => {
    await insertConcept(t.db, { term: 'Presión tras pérdida', summary: 'Recuperar rápido' })
    await insertConcept(t.db, { term: 'Área de penalti', summary: '100% reglamento' })
    await insertConcept(t.db, { term: 'Rondo', summary: 'Juego de posesión_corta' })
    expect(await terms({ q: 'PRESION' })).toEqual(['Presión tras pérdida'])
    expect(await terms({ q: 'area' })).toEqual(['Área de penalti'])
    expect(await terms({ q: 'rápido' })).toEqual(['Presión tras pérdida'])
    expect(await terms({ q: '%' })).toEqual(['Área de penalti'])
    expect(await terms({ q: '_' })).toEqual(['Rondo'])
    expect(await terms({ q: "'; drop table concept; --" })).toEqual([])
    expect(await terms({ q: '<script>' })).toEqual([])
    expect(await terms({})).toHaveLength(3)
  })

  test('pages are clamped to the last one', async () => {
    for (const term of ['A', 'B', 'C']) await insertConcept(t.db, { term })
    const last = await pageConcepts(t.db, 50, {}, 2)
    expect(last).toMatchObject({ page: 2, pageCount: 2, total: 3 })
    expect(last.concepts.map((c) => c.term)).toEqual(['C'])
  })

  test('the glossary is alphabetical in Spanish, grouped by folded initial', async () => {
    for (const term of ['Ñandú táctico', 'Área técnica', 'Bloque bajo', 'abrir el campo', '4-4-2'])
      await insertConcept(t.db, { term, kind: 'definicion' })
    await insertConcept(t.db, { term: 'Zona', kind: 'concepto' })
    const glossary = await listGlossary(t.db)
    expect(glossary.map((g) => [g.letter, g.entries.map((e) => e.term)])).toEqual([
      ['#', ['4-4-2']],
      ['A', ['abrir el campo', 'Área técnica']],
      ['B', ['Bloque bajo']],
      ['N', ['Ñandú táctico']],
    ])
    expect((await listGlossary(t.db, { q: 'tecnica' })).flatMap((g) => g.entries.map((e) => e.term))).toEqual(
      ['Área técnica'],
    )
  })

  test('found by slug or id; drafts are not; related excludes itself', async () => {
    const rondo = await insertConcept(t.db, { slug: 'rondo', category: 'tactica', programme: 'infantil' })
    await insertConcept(t.db, { slug: 'oculto', status: 'draft' })
    const same = await insertConcept(t.db, { slug: 'amplitud', category: 'tactica' })
    const programme = await insertConcept(t.db, {
      slug: 'conduccion',
      category: 'tecnica',
      programme: 'infantil',
    })
    await insertConcept(t.db, { slug: 'otro', category: 'fisica', programme: 'elite' })
    expect((await findPublicConcept(t.db, 'rondo'))?.id).toBe(rondo.id)
    expect((await findPublicConcept(t.db, String(rondo.id)))?.slug).toBe('rondo')
    expect(await findPublicConcept(t.db, 'oculto')).toBeUndefined()
    const concept = await findPublicConcept(t.db, 'rondo')
    if (!concept) throw new Error('rondo not found')
    expect((await relatedConcepts(t.db, concept)).map((c) => c.id)).toEqual([same.id, programme.id])
  })
})
