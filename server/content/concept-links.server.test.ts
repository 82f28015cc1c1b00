import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ConceptSchema } from '#app/schemas/content-admin.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { conceptLinkIds } from './concept-links.server.ts'
import { conceptMap, conceptPageLinks } from './concept-map.server.ts'
import { bulkConcepts, findConceptForEdit, saveConcept } from './concepts-admin.server.ts'

const body = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
})

describe.each(engines)('concept links on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  /** Saves concept `id` from its editor, as the form posts it, with these links. */
  async function link(id: number, links: { prerequisites?: number[]; related?: number[] }) {
    const concept = await findConceptForEdit(t.db, id)
    if (!concept) throw new Error(`no concept ${id}`)
    const input = ConceptSchema.parse({
      term: concept.term,
      slug: concept.slug,
      kind: concept.kind,
      category: concept.category,
      programme: concept.programme ?? undefined,
      status: concept.status,
      version: String(concept.version),
      body,
      prerequisites: links.prerequisites?.map(String),
      related: links.related?.map(String),
    })
    return saveConcept(t.db, { id, input })
  }
  const concept = async (term: string) =>
    (await insertConcept(t.db, { term, slug: term.toLowerCase().replaceAll(' ', '-') })).id

  test('learn first is stored one way; related is shown from both sides', async () => {
    const rondo = await concept('Rondo')
    const tercer = await concept('Tercer hombre')
    const pared = await concept('Pared')
    expect(await link(tercer, { prerequisites: [rondo], related: [pared] })).toMatchObject({ kind: 'saved' })
    expect(await conceptLinkIds(t.db, tercer)).toEqual({ prerequisites: [rondo], related: [pared] })
    expect(await conceptLinkIds(t.db, pared)).toEqual({ prerequisites: [], related: [tercer] })
    expect(await conceptLinkIds(t.db, rondo)).toEqual({ prerequisites: [], related: [] })
    const page = await conceptPageLinks(t.db, pared, 'es')
    expect(page.related.map((c) => [c.term, c.href])).toEqual([['Tercer hombre', '/concepts/tercer-hombre']])
    // Saving the other side without the pair removes it for both.
    await link(pared, { related: [] })
    expect(await conceptLinkIds(t.db, tercer)).toEqual({ prerequisites: [rondo], related: [] })
  })

  test('a prerequisite cycle is refused, two and three steps long, and nothing is saved', async () => {
    const a = await concept('A')
    const b = await concept('B')
    const c = await concept('C')
    await link(b, { prerequisites: [a] })
    await link(c, { prerequisites: [b] })
    const before = await findConceptForEdit(t.db, a)
    const cycle = { kind: 'invalid', fieldErrors: { prerequisites: ['admin:errors.linkCycle'] } }
    expect(await link(a, { prerequisites: [b] })).toEqual(cycle)
    expect(await link(a, { prerequisites: [c] })).toEqual(cycle)
    expect(await conceptLinkIds(t.db, a)).toEqual({ prerequisites: [], related: [] })
    // The refused save changed nothing else either (same version).
    expect((await findConceptForEdit(t.db, a))?.version).toBe(before?.version)
    // Not a cycle: a concept learnt after two others that also follow each other.
    expect(await link(c, { prerequisites: [b, a] })).toMatchObject({ kind: 'saved' })
  })

  test('no self link, one link per pair, only existing concepts', async () => {
    const a = await concept('A')
    const b = await concept('B')
    expect(await link(a, { prerequisites: [a] })).toEqual({
      kind: 'invalid',
      fieldErrors: { prerequisites: ['admin:errors.linkSelf'] },
    })
    expect(await link(a, { prerequisites: [b], related: [b] })).toEqual({
      kind: 'invalid',
      fieldErrors: { related: ['admin:errors.linkTwice'] },
    })
    await link(b, { prerequisites: [a] })
    expect(await link(a, { related: [b] })).toEqual({
      kind: 'invalid',
      fieldErrors: { related: ['admin:errors.linkTwice'] },
    })
    expect(await link(a, { related: [999999] })).toEqual({
      kind: 'invalid',
      fieldErrors: { related: ['admin:errors.linkMissing'] },
    })
  })

  test('deleting a concept removes its links; drafts stay off the public side', async () => {
    const a = await concept('A')
    const b = await concept('B')
    const c = await concept('C')
    await link(c, { prerequisites: [a, b] })
    await bulkConcepts(t.db, { intent: 'delete', ids: [a] })
    expect(await conceptLinkIds(t.db, c)).toEqual({ prerequisites: [b], related: [] })
    await bulkConcepts(t.db, { intent: 'unpublish', ids: [b] })
    expect((await conceptPageLinks(t.db, c, 'es')).learnFirst).toEqual([])
    expect((await conceptMap(t.db)).concepts).toEqual([])
  })

  test('the map: levels follow prerequisites; a programme keeps its own and the general concepts', async () => {
    const pase = (await insertConcept(t.db, { term: 'Pase', programme: null })).id
    const rondo = (await insertConcept(t.db, { term: 'Rondo', programme: 'infantil' })).id
    const tercer = (await insertConcept(t.db, { term: 'Tercer hombre', programme: 'juvenil' })).id
    await link(rondo, { prerequisites: [pase] })
    await link(tercer, { prerequisites: [pase], related: [rondo] })
    const map = await conceptMap(t.db)
    expect(map.levels).toEqual([[pase], [rondo, tercer]])
    const at = (id: number) => map.concepts.find((c) => c.id === id)
    expect(at(pase)?.y).toBeLessThan(at(rondo)?.y ?? 0)
    expect(at(tercer)).toMatchObject({ learnFirst: [pase], related: [rondo] })
    const juvenil = await conceptMap(t.db, { programme: 'juvenil' })
    expect(juvenil.concepts.map((c) => c.term)).toEqual(['Pase', 'Tercer hombre'])
    expect(juvenil.edges).toHaveLength(1)
    expect((await conceptMap(t.db, { programme: 'elite' })).concepts).toEqual([])
  })
})
