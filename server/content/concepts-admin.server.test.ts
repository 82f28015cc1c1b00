import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ConceptSchema, type ConceptInput } from '#app/schemas/content-admin.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import {
  bulkConcepts,
  findConceptForEdit,
  listConceptsForAdmin,
  saveConcept,
} from './concepts-admin.server.ts'
import { findPublicConcept, pageConcepts } from './concepts.server.ts'

const body = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })

function form(fields: Partial<Record<keyof ConceptInput, unknown>> = {}): ConceptInput {
  const parsed = ConceptSchema.safeParse({
    term: 'Tercer hombre',
    kind: 'concepto',
    category: 'tactica',
    status: 'published',
    body: body('Un apoyo que devuelve de cara.'),
    ...fields,
  })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

describe('concept form schema', () => {
  test('an empty term, an unknown category or kind and a bad position are field errors', () => {
    const issues = ConceptSchema.safeParse({
      term: ' ',
      kind: 'otro',
      category: 'magia',
      status: 'published',
      position: '-1',
      body: body('x'),
    })
    expect(issues.success).toBe(false)
    expect(Object.fromEntries(issues.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      term: 'admin:errors.required',
      kind: 'admin:errors.invalidChoice',
      category: 'admin:errors.invalidChoice',
      position: 'admin:errors.position',
    })
  })
})

describe.each(engines)('concept admin on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('create and update both kinds; the public pages show the saved text', async () => {
    const created = await saveConcept(t.db, { input: form({ position: '3' }) })
    expect(created).toMatchObject({ kind: 'saved', slug: 'tercer-hombre', version: 1 })
    if (created.kind !== 'saved') throw new Error(created.kind)
    const updated = await saveConcept(t.db, {
      id: created.id,
      input: form({ summary: 'Pase, apoyo y tercero de cara.', version: '1', body: body('Nuevo texto') }),
    })
    expect(updated).toMatchObject({ kind: 'saved', version: 2 })
    expect(await findPublicConcept(t.db, 'tercer-hombre')).toMatchObject({
      summary: 'Pase, apoyo y tercero de cara.',
      bodyHtml: '<p>Nuevo texto</p>',
    })
    const definition = await saveConcept(t.db, {
      input: form({ term: 'Amplitud', kind: 'definicion', status: 'draft' }),
    })
    if (definition.kind !== 'saved') throw new Error(definition.kind)
    expect(await findConceptForEdit(t.db, definition.id)).toMatchObject({
      kind: 'definicion',
      status: 'draft',
    })
    expect(await findPublicConcept(t.db, 'amplitud')).toBeUndefined()
  })

  test('a duplicate slug and a missing image are field errors; a stale version is a conflict', async () => {
    await insertConcept(t.db, { slug: 'rondo', term: 'Rondo' })
    expect(await saveConcept(t.db, { input: form({ slug: 'rondo' }) })).toEqual({
      kind: 'invalid',
      fieldErrors: { slug: ['admin:errors.slugTaken'] },
    })
    expect(await saveConcept(t.db, { input: form({ mediaId: '77' }) })).toEqual({
      kind: 'invalid',
      fieldErrors: { mediaId: ['admin:errors.mediaMissing'] },
    })
    const created = await saveConcept(t.db, { input: form() })
    if (created.kind !== 'saved') throw new Error(created.kind)
    await saveConcept(t.db, { id: created.id, input: form({ term: 'Versión A', version: '1' }) })
    expect(
      await saveConcept(t.db, { id: created.id, input: form({ term: 'Versión B', version: '1' }) }),
    ).toMatchObject({
      kind: 'conflict',
      current: { version: 2, title: 'Versión A' },
    })
    expect((await findConceptForEdit(t.db, created.id))?.term).toBe('Versión A')
  })

  test('search ignores accents, filters and counts, bulk publish, unpublish and delete', async () => {
    const ids: number[] = []
    for (const [term, kind, category] of [
      ['Presión tras pérdida', 'concepto', 'tactica'],
      ['Pase filtrado', 'concepto', 'tecnica'],
      ['Área técnica', 'definicion', 'reglamento'],
    ] as const) {
      const saved = await saveConcept(t.db, { input: form({ term, kind, category, status: 'draft' }) })
      if (saved.kind !== 'saved') throw new Error(saved.kind)
      ids.push(saved.id)
    }
    const terms = async (query: Parameters<typeof listConceptsForAdmin>[1]) =>
      (await listConceptsForAdmin(t.db, { sort: 'term', ...query })).concepts.map((c) => c.term)
    expect(await terms({ q: 'PRESION' })).toEqual(['Presión tras pérdida'])
    expect(await terms({ q: 'area tecnica' })).toEqual(['Área técnica'])
    expect(await terms({ kind: 'concepto' })).toEqual(['Pase filtrado', 'Presión tras pérdida'])
    expect(await terms({ category: 'tecnica' })).toEqual(['Pase filtrado'])

    expect(await bulkConcepts(t.db, { intent: 'publish', ids: ids.slice(0, 2) })).toBe(2)
    expect((await listConceptsForAdmin(t.db, {})).counts).toEqual({ draft: 1, published: 2 })
    expect(await terms({ status: 'published' })).toEqual(['Pase filtrado', 'Presión tras pérdida'])
    expect((await pageConcepts(t.db, 1, { kind: 'concepto' })).total).toBe(2)
    expect(await bulkConcepts(t.db, { intent: 'unpublish', ids: ids.slice(0, 1) })).toBe(1)
    expect(await bulkConcepts(t.db, { intent: 'delete', ids: ids.slice(1) })).toBe(2)
    expect(await terms({})).toEqual(['Presión tras pérdida'])
  })
})
