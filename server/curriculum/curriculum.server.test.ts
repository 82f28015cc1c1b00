import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CurriculumChangeSchema, type CurriculumChange } from '#app/schemas/curriculum.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept, insertDrill } from '#tests/factories.ts'
import { bandsWithCurriculum, changeCurriculum, readCurriculum } from './curriculum.server.ts'

describe('curriculum forms', () => {
  const issues = (value: Record<string, unknown>) =>
    CurriculumChangeSchema.safeParse(value).error?.issues.map((issue) => issue.message)

  test('bands, phases and week numbers are bounded; texts are plain', () => {
    const objective = { intent: 'addObjective', programme: 'infantil', ageBand: '10', phase: 'attack' }
    expect(issues({ ...objective, title: 'Pasar' })).toBeUndefined()
    expect(issues({ ...objective, ageBand: '7', title: 'Pasar' })).toEqual(['curriculum:errors.ageBand'])
    expect(issues({ ...objective, phase: 'siesta', title: 'Pasar' })).toEqual(['curriculum:errors.phase'])
    expect(issues({ ...objective, title: 'A\u0000' })).toEqual(['validation:controlCharacters'])
    expect(issues({ ...objective, programme: 'senior', title: 'Pasar' })).toEqual([
      'admin:errors.invalidChoice',
    ])
    const week = { intent: 'addWeek', programme: 'elite', ageBand: '19', theme: 'Salida' }
    expect(issues({ ...week, week: '53' })).toEqual(['curriculum:errors.week'])
    expect(issues({ ...week, week: '1', objectiveIds: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual([
      'curriculum:errors.tooManyObjectives',
    ])
  })
})

describe.each(engines)('curriculum on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t.close())
  beforeEach(() => t.truncateAll())

  const band = { programme: 'juvenil', ageBand: 16 } as const
  const change = (value: Record<string, unknown>) =>
    changeCurriculum(t.db, CurriculumChangeSchema.parse(value) as CurriculumChange)
  const addObjective = (fields: Record<string, unknown>) =>
    change({ intent: 'addObjective', ...band, phase: 'attack', ...fields })
  const objectiveId = async (title: string) => {
    const row = await t.db
      .selectFrom('curriculum_objective')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  test('objectives by phase with their concepts and drills; the public sees only published links', async () => {
    const tercer = await insertConcept(t.db, 'Tercer hombre')
    const hiddenConcept = await insertConcept(t.db, 'Borrador de concepto', 'draft')
    const rombo = await insertDrill(t.db, 'Tercer hombre en rombo')
    const hiddenDrill = await insertDrill(t.db, 'Borrador de ejercicio', 'draft')
    expect(
      await addObjective({
        phase: 'defensiveTransition',
        title: 'Presionar tras pérdida',
        conceptIds: [String(hiddenConcept)],
      }),
    ).toMatchObject({ kind: 'done', band })
    await addObjective({
      title: 'Progresar con el tercer hombre',
      description: 'Pared o apoyo de cara.',
      conceptIds: [String(tercer), String(tercer)],
      drillIds: [String(rombo), String(hiddenDrill)],
    })
    await addObjective({ title: 'Atacar la espalda' })

    const admin = await readCurriculum(t.db, band, { published: false })
    // Grouped by phase in the pages' order (attack before transitions), kept in creation order inside.
    expect(admin.objectives.map((o) => [o.phase, o.title])).toEqual([
      ['attack', 'Progresar con el tercer hombre'],
      ['attack', 'Atacar la espalda'],
      ['defensiveTransition', 'Presionar tras pérdida'],
    ])
    expect(admin.objectives[0]?.concepts.map((c) => c.term)).toEqual(['Tercer hombre'])
    expect(admin.objectives[0]?.drills.map((d) => d.title).sort()).toEqual([
      'Borrador de ejercicio',
      'Tercer hombre en rombo',
    ])
    const visitor = await readCurriculum(t.db, band, { published: true })
    expect(visitor.objectives[0]?.drills).toEqual([
      { id: rombo, slug: 'tercer-hombre-en-rombo', title: 'Tercer hombre en rombo' },
    ])
    expect(visitor.objectives[2]?.concepts).toEqual([])
    expect(await readCurriculum(t.db, { programme: 'juvenil', ageBand: 15 }, { published: true })).toEqual({
      objectives: [],
      weeks: [],
    })
  })

  test('a link to a concept or drill that does not exist is refused and nothing is saved', async () => {
    expect(await addObjective({ title: 'Fantasma', drillIds: ['999999'] })).toEqual({
      kind: 'refused',
      band,
      error: 'curriculum:errors.linkMissing',
    })
    expect(await t.db.selectFrom('curriculum_objective').selectAll().execute()).toEqual([])
  })

  test('edit, reorder within a phase, delete; a week keeps only objectives that still exist', async () => {
    await addObjective({ title: 'Uno' })
    await addObjective({ title: 'Otro de defensa', phase: 'defence' })
    await addObjective({ title: 'Dos' })
    const dos = await objectiveId('Dos')
    await change({ intent: 'moveUp', objectiveId: String(dos) })
    const titles = async () =>
      (await readCurriculum(t.db, band, { published: false })).objectives.map((o) => o.title)
    expect(await titles()).toEqual(['Dos', 'Uno', 'Otro de defensa'])
    await change({ intent: 'moveUp', objectiveId: String(dos) }) // already first of its phase
    expect(await titles()).toEqual(['Dos', 'Uno', 'Otro de defensa'])
    await change({
      intent: 'updateObjective',
      objectiveId: String(dos),
      phase: 'setPieces',
      title: 'Dos, a balón parado',
    })
    expect(await titles()).toEqual(['Uno', 'Otro de defensa', 'Dos, a balón parado'])

    const uno = await objectiveId('Uno')
    await change({ intent: 'addWeek', ...band, week: '3', theme: 'Semana tres', objectiveIds: [uno, dos] })
    await change({ intent: 'deleteObjective', objectiveId: String(uno) })
    const { weeks } = await readCurriculum(t.db, band, { published: false })
    expect(weeks).toEqual([
      {
        id: expect.any(Number),
        week: 3,
        theme: 'Semana tres',
        notes: '',
        objectives: [{ id: dos, title: 'Dos, a balón parado' }],
      },
    ])
    expect(await change({ intent: 'deleteObjective', objectiveId: String(uno) })).toEqual({
      kind: 'notFound',
    })
  })

  test('season weeks: ordered, one per number in a band, objectives only from the same band', async () => {
    await addObjective({ title: 'Propio' })
    await change({
      intent: 'addObjective',
      programme: 'elite',
      ageBand: '19',
      phase: 'attack',
      title: 'Ajeno',
    })
    const own = await objectiveId('Propio')
    const foreign = await objectiveId('Ajeno')
    await change({ intent: 'addWeek', ...band, week: '2', theme: 'Segunda', objectiveIds: [own] })
    await change({ intent: 'addWeek', ...band, week: '1', theme: 'Primera' })
    expect(await change({ intent: 'addWeek', ...band, week: '2', theme: 'Repetida' })).toMatchObject({
      kind: 'refused',
      error: 'curriculum:errors.weekTaken',
    })
    expect(
      await change({ intent: 'addWeek', ...band, week: '4', theme: 'Mezcla', objectiveIds: [foreign] }),
    ).toMatchObject({ kind: 'refused', error: 'curriculum:errors.objectiveMissing' })

    const weeks = async () => (await readCurriculum(t.db, band, { published: false })).weeks
    expect((await weeks()).map((w) => [w.week, w.theme])).toEqual([
      [1, 'Primera'],
      [2, 'Segunda'],
    ])
    const first = (await weeks())[0]?.id ?? 0
    // Moving week 1 onto week 2's number is refused; onto a free number it works.
    expect(
      await change({ intent: 'updateWeek', weekId: String(first), week: '2', theme: 'Primera' }),
    ).toMatchObject({ kind: 'refused', error: 'curriculum:errors.weekTaken' })
    await change({ intent: 'updateWeek', weekId: String(first), week: '5', theme: 'Quinta', notes: 'Parón' })
    expect((await weeks()).map((w) => [w.week, w.theme, w.notes])).toEqual([
      [2, 'Segunda', ''],
      [5, 'Quinta', 'Parón'],
    ])
    await change({ intent: 'deleteWeek', weekId: String(first) })
    expect((await weeks()).map((w) => w.week)).toEqual([2])
    expect(await bandsWithCurriculum(t.db, 'juvenil')).toEqual([16])
    expect(await bandsWithCurriculum(t.db, 'elite')).toEqual([19])
    expect(await bandsWithCurriculum(t.db, 'infantil')).toEqual([])
  })

  test('a band holds at most 40 objectives', async () => {
    for (let i = 0; i < 40; i++) await addObjective({ title: `Objetivo ${i}` })
    expect(await addObjective({ title: 'Uno más' })).toMatchObject({
      kind: 'refused',
      error: 'curriculum:errors.full',
    })
  })
})
