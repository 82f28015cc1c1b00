import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DIAGRAM_LIMITS, emptyDiagram, type Diagram } from '#app/schemas/diagram.ts'
import { DrillFilterSchema, DrillSchema, type DrillInput } from '#app/schemas/drill.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { findPublicDrill, listDrillConcepts, pagePublicDrills } from './drill-catalogue.server.ts'
import { bulkDrills, findDrillForEdit, listDrillsForAdmin, saveDrill } from './drill-store.server.ts'

const diagram = (label = 'Comodín'): Diagram => ({
  ...emptyDiagram('half'),
  title: 'Rondo 4 contra 2',
  objects: [
    { id: 'p1', type: 'player', team: 'home', number: 4, label, x: 10, y: 10, rotation: 0 },
    { id: 'b1', type: 'ball', x: 12, y: 10 },
  ],
})

/** A reader who is not a member (a visitor, a learner): members-only drills are searched by their teaser. */
const everyone = { readsMembers: false }

/** The editor's form as the browser posts it (strings), parsed by the shared schema. */
function formValues(fields: Record<string, unknown> = {}) {
  return {
    title: 'Rondo 4 contra 2',
    objective: 'Conservar el balón con apoyos a ambos lados.',
    programme: 'infantil',
    ageMin: '10',
    ageMax: '12',
    playersMin: '6',
    playersMax: '8',
    spaceLength: '15',
    spaceWidth: '15',
    durationMinutes: '12',
    intensity: 'medium',
    equipment: ['balls', 'cones'],
    coachingPoints: 'Perfil abierto\n\n  Pase al pie lejano  ',
    variations: 'Dos toques',
    progressions: '',
    diagrams: [JSON.stringify(diagram())],
    status: 'published',
    ...fields,
  }
}

function form(fields: Record<string, unknown> = {}): DrillInput {
  const parsed = DrillSchema.safeParse(formValues(fields))
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

const errorsOf = (fields: Record<string, unknown>) => {
  const parsed = DrillSchema.safeParse(formValues(fields))
  return Object.fromEntries(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])
}

describe('drill form schema', () => {
  test('lists are one item per line; ranges, choices and numbers are checked', () => {
    expect(form().coachingPoints).toEqual(['Perfil abierto', 'Pase al pie lejano'])
    expect(errorsOf({ intensity: 'extreme', durationMinutes: 'x' })).toEqual({
      intensity: 'admin:errors.invalidChoice',
      durationMinutes: 'drills:errors.minutes',
    })
    expect(errorsOf({ ageMin: '14', ageMax: '9', playersMax: '2' })).toEqual({
      ageMax: 'drills:errors.ageOrder',
      playersMax: 'drills:errors.playersOrder',
    })
    expect(errorsOf({ ageMin: '7' })).toEqual({ ageMin: 'drills:errors.age' })
  })

  test('a drill needs a diagram; oversized, malformed or marked-up diagrams are refused by name', () => {
    expect(errorsOf({ diagrams: [] })).toEqual({ diagrams: 'drills:errors.diagramRequired' })
    expect(errorsOf({ diagrams: ['{'] })).toEqual({ 'diagrams.0': 'pitch:errors.malformed' })
    expect(errorsOf({ diagrams: [JSON.stringify(diagram('<script>x</script>'))] })).toEqual({
      'diagrams.0': 'pitch:errors.labelMarkup',
    })
    const huge = JSON.stringify({ ...diagram(), description: 'x'.repeat(DIAGRAM_LIMITS.bytes) })
    expect(errorsOf({ diagrams: [huge] })).toEqual({ 'diagrams.0': 'pitch:errors.tooLarge' })
  })

  test('URL filters that do not parse are ignored, never an error', () => {
    expect(
      DrillFilterSchema.parse({ age: '3', players: 'many', intensity: 'high', concept: '../x' }),
    ).toEqual({
      intensity: 'high',
    })
  })
})

describe.each(engines)('drill library on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('a saved drill reads back whole in the editor and on its public page, with its concepts', async () => {
    const { id: concept } = await insertConcept(t.db, { term: 'Tercer hombre', slug: 'tercer-hombre' })
    const { id: hidden } = await insertConcept(t.db, { term: 'Borrador', slug: 'borrador', status: 'draft' })
    const saved = await saveDrill(t.db, { input: form({ conceptIds: [String(concept), String(hidden)] }) })
    expect(saved).toMatchObject({ kind: 'saved', slug: 'rondo-4-contra-2', version: 1 })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const edit = await findDrillForEdit(t.db, saved.id)
    expect(edit).toMatchObject({
      ageMin: 10,
      ageMax: 12,
      equipment: ['balls', 'cones'],
      variations: ['Dos toques'],
      progressions: [],
      conceptIds: expect.arrayContaining([concept, hidden]),
    })
    expect(edit?.diagrams[0]?.objects).toHaveLength(2)
    const page = await findPublicDrill(t.db, 'rondo-4-contra-2')
    expect(page?.concepts).toEqual([{ slug: 'tercer-hombre', term: 'Tercer hombre' }])
    expect(page?.diagrams[0]?.title).toBe('Rondo 4 contra 2')
  })

  test('slugs: generated and made unique, a typed one that is taken is a field error', async () => {
    await saveDrill(t.db, { input: form() })
    expect(await saveDrill(t.db, { input: form() })).toMatchObject({ slug: 'rondo-4-contra-2-2' })
    expect(await saveDrill(t.db, { input: form({ slug: 'rondo-4-contra-2' }) })).toEqual({
      kind: 'invalid',
      fieldErrors: { slug: ['admin:errors.slugTaken'] },
    })
  })

  test('an unknown concept is refused and nothing is stored', async () => {
    expect(await saveDrill(t.db, { input: form({ conceptIds: ['999'] }) })).toEqual({
      kind: 'invalid',
      fieldErrors: { conceptIds: ['drills:errors.conceptMissing'] },
    })
    expect(await t.db.selectFrom('drill').select('id').execute()).toEqual([])
  })

  test('a save from an older version is a conflict that shows the stored drill', async () => {
    const saved = await saveDrill(t.db, { input: form({ status: 'draft' }) })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const update = form({ title: 'Rondo nuevo', version: '1' })
    expect(await saveDrill(t.db, { id: saved.id, input: update })).toMatchObject({ version: 2 })
    const stale = await saveDrill(t.db, { id: saved.id, input: form({ title: 'Viejo', version: '1' }) })
    expect(stale).toMatchObject({ kind: 'conflict', current: { version: 2, title: 'Rondo nuevo' } })
    expect(await saveDrill(t.db, { id: saved.id + 100, input: update })).toEqual({ kind: 'notFound' })
  })

  test('drafts stay off the public list and page; bulk publish, unpublish and delete', async () => {
    const a = await saveDrill(t.db, { input: form({ title: 'Alfa', status: 'draft' }) })
    const b = await saveDrill(t.db, { input: form({ title: 'Beta', status: 'draft' }) })
    if (a.kind !== 'saved' || b.kind !== 'saved') throw new Error('not saved')
    expect((await pagePublicDrills(t.db, 1, {}, everyone)).total).toBe(0)
    expect(await findPublicDrill(t.db, 'alfa')).toBeUndefined()
    expect(await bulkDrills(t.db, { intent: 'publish', ids: [a.id, b.id] })).toBe(2)
    expect((await pagePublicDrills(t.db, 1, {}, everyone)).drills.map((d) => d.title)).toEqual([
      'Alfa',
      'Beta',
    ])
    expect(await bulkDrills(t.db, { intent: 'unpublish', ids: [a.id] })).toBe(1)
    const admin = await listDrillsForAdmin(t.db, { sort: 'title' })
    expect(admin.counts).toEqual({ draft: 1, published: 1 })
    expect(await bulkDrills(t.db, { intent: 'delete', ids: [a.id, b.id] })).toBe(2)
    expect((await listDrillsForAdmin(t.db, {})).total).toBe(0)
  })

  test('every public filter narrows the list', async () => {
    const { id: pressing } = await insertConcept(t.db, { term: 'Presión', slug: 'presion' })
    await saveDrill(t.db, { input: form({ title: 'Rondo' }) })
    await saveDrill(t.db, {
      input: form({
        title: 'Partido condicionado',
        objective: 'Presión tras pérdida en campo rival.',
        programme: 'elite',
        ageMin: '16',
        ageMax: '19',
        playersMin: '14',
        playersMax: '22',
        spaceLength: '60',
        spaceWidth: '45',
        durationMinutes: '25',
        intensity: 'high',
        equipment: ['goals', 'bibs'],
        conceptIds: [String(pressing)],
      }),
    })
    const titles = async (filter: Parameters<typeof pagePublicDrills>[2]) =>
      (await pagePublicDrills(t.db, 1, filter, everyone)).drills.map((d) => d.title)
    expect(await titles({})).toEqual(['Partido condicionado', 'Rondo'])
    expect(await titles({ programme: 'elite' })).toEqual(['Partido condicionado'])
    expect(await titles({ age: 11 })).toEqual(['Rondo'])
    expect(await titles({ age: 13 })).toEqual([])
    expect(await titles({ players: 16 })).toEqual(['Partido condicionado'])
    expect(await titles({ maxMinutes: 15 })).toEqual(['Rondo'])
    expect(await titles({ intensity: 'high' })).toEqual(['Partido condicionado'])
    expect(await titles({ space: 'small' })).toEqual(['Rondo'])
    expect(await titles({ space: 'large' })).toEqual(['Partido condicionado'])
    expect(await titles({ space: 'medium' })).toEqual([])
    expect(await titles({ equipment: 'cones' })).toEqual(['Rondo'])
    expect(await titles({ concept: 'presion' })).toEqual(['Partido condicionado'])
    expect(await titles({ q: 'PRESION TRAS' })).toEqual(['Partido condicionado'])
    expect(await titles({ q: '100%' })).toEqual([])
    expect(await listDrillConcepts(t.db)).toEqual([{ slug: 'presion', term: 'Presión' }])
    const paged = await pagePublicDrills(t.db, 99, {}, everyone)
    expect(paged).toMatchObject({ page: 1, pageCount: 1 })
  })
  test('a members-only drill is found by its body only by readers who may read it', async () => {
    await saveDrill(t.db, {
      input: form({
        title: 'Rondo de socios',
        coachingPoints: 'Perfil corporal abierto al tercer hombre',
        access: 'members',
      }),
    })
    await saveDrill(t.db, {
      input: form({ title: 'Rondo abierto', coachingPoints: 'Tercer hombre a la espalda' }),
    })
    const titles = async (q: string, readsMembers: boolean) =>
      (await pagePublicDrills(t.db, 1, { q }, { readsMembers })).drills.map((d) => d.title)
    expect(await titles('tercer hombre', false)).toEqual(['Rondo abierto'])
    expect(await titles('tercer hombre', true)).toEqual(['Rondo abierto', 'Rondo de socios'])
    // Its title and objective (the teaser) find it for everyone, with the badge's access.
    expect(await titles('de socios', false)).toEqual(['Rondo de socios'])
    expect((await pagePublicDrills(t.db, 1, { q: 'de socios' }, everyone)).drills[0]?.access).toBe('members')
  })
})
