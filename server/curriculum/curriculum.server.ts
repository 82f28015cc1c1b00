import {
  CURRICULUM_LIMITS,
  playPhases,
  type Band,
  type CurriculumChange,
  type ObjectiveInput,
  type PlayPhase,
  type WeekInput,
} from '#app/schemas/curriculum.ts'
import { defaultAreaOf, type AssessmentArea } from '#app/schemas/player-reports.ts'
import type { Programme } from '../db/schema.server.ts'
import type { DemoCurriculum } from '../content/demo/schemas.server.ts'
import type { Db } from '../db/connection.server.ts'
import { listConceptChoices } from '../drills/drill-store.server.ts'

/**
 * The curriculum of a programme and age band: objectives by phase of play, linked to concepts and
 * drills, and the season plan's weeks. See docs/decisions/021-curriculum.md.
 */

export interface CurriculumObjective {
  id: number
  phase: PlayPhase
  /** The area of development reports the objective counts in (decision 049). */
  area: AssessmentArea
  title: string
  description: string
  /** Set when the words are a translation (`en`): absent means Spanish. */
  lang?: string
  concepts: Array<{ id: number; slug: string; term: string }>
  drills: Array<{ id: number; slug: string; title: string }>
}

export interface SeasonWeek {
  id: number
  week: number
  theme: string
  notes: string
  /** Set when the theme and notes are a translation: absent means Spanish. */
  lang?: string
  objectives: Array<{ id: number; title: string; lang?: string }>
}

export interface Curriculum {
  objectives: CurriculumObjective[]
  weeks: SeasonWeek[]
}

const phaseOrder = (phase: PlayPhase) => playPhases.indexOf(phase)

/**
 * A band's curriculum. `published` keeps only published concepts and drills among the links (the
 * programme pages); the coach's editor sees every link.
 */
export async function readCurriculum(db: Db, band: Band, { published }: { published: boolean }) {
  const objectiveRows = await db
    .selectFrom('curriculum_objective')
    .select(['id', 'phase', 'area', 'title', 'description', 'position'])
    .where('programme', '=', band.programme)
    .where('ageBand', '=', band.ageBand)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const objectiveIds = objectiveRows.map((row) => Number(row.id))
  const weekRows = await db
    .selectFrom('season_week')
    .select(['id', 'week', 'theme', 'notes'])
    .where('programme', '=', band.programme)
    .where('ageBand', '=', band.ageBand)
    .orderBy('week')
    .execute()
  const weekIds = weekRows.map((row) => Number(row.id))
  const [concepts, drills, weekLinks] = await Promise.all([
    objectiveIds.length
      ? db
          .selectFrom('curriculum_objective_concept as link')
          .innerJoin('concept', 'concept.id', 'link.conceptId')
          .select(['link.objectiveId', 'concept.id', 'concept.slug', 'concept.term'])
          .where('link.objectiveId', 'in', objectiveIds)
          .$if(published, (query) => query.where('concept.status', '=', 'published'))
          .orderBy('concept.term')
          .execute()
      : [],
    objectiveIds.length
      ? db
          .selectFrom('curriculum_objective_drill as link')
          .innerJoin('drill', 'drill.id', 'link.drillId')
          .select(['link.objectiveId', 'drill.id', 'drill.slug', 'drill.title'])
          .where('link.objectiveId', 'in', objectiveIds)
          .$if(published, (query) => query.where('drill.status', '=', 'published'))
          .orderBy('drill.title')
          .execute()
      : [],
    weekIds.length
      ? db
          .selectFrom('season_week_objective')
          .select(['weekId', 'objectiveId'])
          .where('weekId', 'in', weekIds)
          .execute()
      : [],
  ])
  const objectives: CurriculumObjective[] = objectiveRows
    .map((row) => ({
      id: Number(row.id),
      phase: row.phase,
      area: row.area,
      title: row.title,
      description: row.description,
      concepts: concepts
        .filter((link) => Number(link.objectiveId) === Number(row.id))
        .map(({ id, slug, term }) => ({ id: Number(id), slug, term })),
      drills: drills
        .filter((link) => Number(link.objectiveId) === Number(row.id))
        .map(({ id, slug, title }) => ({ id: Number(id), slug, title })),
    }))
    .sort((a, b) => phaseOrder(a.phase) - phaseOrder(b.phase)) // stable: position order within a phase
  const titleOf = new Map(objectives.map((objective) => [objective.id, objective.title]))
  const weeks: SeasonWeek[] = weekRows.map((row) => ({
    id: Number(row.id),
    week: row.week,
    theme: row.theme,
    notes: row.notes,
    objectives: weekLinks
      .filter((link) => Number(link.weekId) === Number(row.id))
      .map((link) => Number(link.objectiveId))
      .sort((a, b) => objectiveIds.indexOf(a) - objectiveIds.indexOf(b))
      .map((id) => ({ id, title: titleOf.get(id) ?? '' })),
  }))
  return { objectives, weeks } satisfies Curriculum
}

/** The age bands of a programme that have a curriculum (objectives or weeks), youngest first. */
export async function bandsWithCurriculum(db: Db, programme: Programme) {
  const rows = await db
    .selectFrom('curriculum_objective')
    .select('ageBand')
    .where('programme', '=', programme)
    .union(db.selectFrom('season_week').select('ageBand').where('programme', '=', programme))
    .execute()
  return [...new Set(rows.map((row) => Number(row.ageBand)))].sort((a, b) => a - b)
}

export type CurriculumError =
  | 'curriculum:errors.full'
  | 'curriculum:errors.linkMissing'
  | 'curriculum:errors.weekTaken'
  | 'curriculum:errors.objectiveMissing'

export type CurriculumOutcome =
  | { kind: 'done'; band: Band; notice: CurriculumChange['intent'] }
  | { kind: 'refused'; band: Band | null; error: CurriculumError }
  | { kind: 'notFound' }

class Refusal extends Error {
  constructor(readonly error: CurriculumError) {
    super(error)
  }
}

async function allExist(db: Db, table: 'concept' | 'drill', ids: number[]) {
  if (!ids.length) return true
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
  return found.length === ids.length
}

async function writeObjectiveLinks(db: Db, objectiveId: number, input: ObjectiveInput) {
  if (!(await allExist(db, 'concept', input.conceptIds)) || !(await allExist(db, 'drill', input.drillIds)))
    throw new Refusal('curriculum:errors.linkMissing')
  await db.deleteFrom('curriculum_objective_concept').where('objectiveId', '=', objectiveId).execute()
  await db.deleteFrom('curriculum_objective_drill').where('objectiveId', '=', objectiveId).execute()
  if (input.conceptIds.length)
    await db
      .insertInto('curriculum_objective_concept')
      .values(input.conceptIds.map((conceptId) => ({ objectiveId, conceptId })))
      .execute()
  if (input.drillIds.length)
    await db
      .insertInto('curriculum_objective_drill')
      .values(input.drillIds.map((drillId) => ({ objectiveId, drillId })))
      .execute()
}

/** A week's number must be free in its band, and its objectives must be the band's own. */
async function writeWeek(db: Db, band: Band, input: WeekInput, weekId?: number) {
  const taken = await db
    .selectFrom('season_week')
    .select('id')
    .where('programme', '=', band.programme)
    .where('ageBand', '=', band.ageBand)
    .where('week', '=', input.week)
    .$if(weekId !== undefined, (query) => query.where('id', '!=', weekId ?? 0))
    .executeTakeFirst()
  if (taken) throw new Refusal('curriculum:errors.weekTaken')
  if (input.objectiveIds.length) {
    const own = await db
      .selectFrom('curriculum_objective')
      .select('id')
      .where('id', 'in', input.objectiveIds)
      .where('programme', '=', band.programme)
      .where('ageBand', '=', band.ageBand)
      .execute()
    if (own.length !== input.objectiveIds.length) throw new Refusal('curriculum:errors.objectiveMissing')
  }
  const values = { week: input.week, theme: input.theme, notes: input.notes }
  const id =
    weekId ??
    Number(
      (
        await db
          .insertInto('season_week')
          .values({ ...band, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  if (weekId !== undefined) await db.updateTable('season_week').set(values).where('id', '=', weekId).execute()
  await db.deleteFrom('season_week_objective').where('weekId', '=', id).execute()
  if (input.objectiveIds.length)
    await db
      .insertInto('season_week_objective')
      .values(input.objectiveIds.map((objectiveId) => ({ weekId: id, objectiveId })))
      .execute()
}

const findObjective = (db: Db, id: number) =>
  db
    .selectFrom('curriculum_objective')
    .select(['id', 'programme', 'ageBand', 'phase', 'position'])
    .where('id', '=', id)
    .executeTakeFirst()

const findWeek = (db: Db, id: number) =>
  db.selectFrom('season_week').select(['id', 'programme', 'ageBand']).where('id', '=', id).executeTakeFirst()

const bandOf = (row: { programme: Programme; ageBand: number }): Band => ({
  programme: row.programme,
  ageBand: Number(row.ageBand),
})

async function addObjective(db: Db, band: Band, input: ObjectiveInput): Promise<number> {
  const { n, last } = await db
    .selectFrom('curriculum_objective')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | null>('position').as('last'),
    ])
    .where('programme', '=', band.programme)
    .where('ageBand', '=', band.ageBand)
    .executeTakeFirstOrThrow()
  if (Number(n) >= CURRICULUM_LIMITS.objectivesPerBand) throw new Refusal('curriculum:errors.full')
  const row = await db
    .insertInto('curriculum_objective')
    .values({
      ...band,
      ...objectiveValues(input),
      position: (last ?? -1) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await writeObjectiveLinks(db, Number(row.id), input)
  return Number(row.id)
}

/** Swaps an objective with its neighbour of the same phase in its band. */
async function moveObjective(
  db: Db,
  objective: { id: number; programme: Programme; ageBand: number; phase: PlayPhase },
  step: -1 | 1,
) {
  const phaseRows = await db
    .selectFrom('curriculum_objective')
    .select(['id', 'position'])
    .where('programme', '=', objective.programme)
    .where('ageBand', '=', objective.ageBand)
    .where('phase', '=', objective.phase)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const index = phaseRows.findIndex((row) => Number(row.id) === Number(objective.id))
  const other = phaseRows[index + step]
  const self = phaseRows[index]
  if (!other || !self) return
  await db
    .updateTable('curriculum_objective')
    .set({ position: other.position })
    .where('id', '=', self.id)
    .execute()
  await db
    .updateTable('curriculum_objective')
    .set({ position: self.position })
    .where('id', '=', other.id)
    .execute()
}

const objectiveValues = (input: ObjectiveInput) => ({
  phase: input.phase,
  area: input.area ?? defaultAreaOf(input.phase),
  title: input.title,
  description: input.description,
  updatedAt: new Date().toISOString(),
})

/** One change of the coach's curriculum editor, in one transaction. */
export async function changeCurriculum(db: Db, change: CurriculumChange): Promise<CurriculumOutcome> {
  let band: Band | null = 'programme' in change ? bandOf(change) : null
  try {
    return await db.transaction().execute(async (trx): Promise<CurriculumOutcome> => {
      const done = (of: Band): CurriculumOutcome => ({ kind: 'done', band: of, notice: change.intent })
      switch (change.intent) {
        case 'addObjective':
          await addObjective(trx, bandOf(change), change)
          return done(bandOf(change))
        case 'addWeek':
          await writeWeek(trx, bandOf(change), change)
          return done(bandOf(change))
        case 'updateWeek':
        case 'deleteWeek': {
          const week = await findWeek(trx, change.weekId)
          if (!week) return { kind: 'notFound' }
          band = bandOf(week)
          if (change.intent === 'updateWeek') await writeWeek(trx, band, change, Number(week.id))
          else await trx.deleteFrom('season_week').where('id', '=', week.id).execute()
          return done(band)
        }
        default: {
          const found = await findObjective(trx, change.objectiveId)
          if (!found) return { kind: 'notFound' }
          const objective = { ...found, id: Number(found.id) }
          band = bandOf(objective)
          if (change.intent === 'updateObjective') {
            await trx
              .updateTable('curriculum_objective')
              .set(objectiveValues(change))
              .where('id', '=', objective.id)
              .execute()
            await writeObjectiveLinks(trx, objective.id, change)
          } else if (change.intent === 'deleteObjective')
            await trx.deleteFrom('curriculum_objective').where('id', '=', objective.id).execute()
          else await moveObjective(trx, objective, change.intent === 'moveUp' ? -1 : 1)
          return done(band)
        }
      }
    })
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', band, error: error.error }
    throw error
  }
}

/** The demo curricula, their concepts and drills found by term and title (seeded after both). */
export async function seedCurricula(db: Db, curricula: readonly DemoCurriculum[]) {
  const concepts = new Map(
    (await db.selectFrom('concept').select(['id', 'term']).execute()).map((row) => [
      row.term,
      Number(row.id),
    ]),
  )
  const drills = new Map(
    (await db.selectFrom('drill').select(['id', 'title']).execute()).map((row) => [
      row.title,
      Number(row.id),
    ]),
  )
  const find = (known: Map<string, number>, name: string) => {
    const id = known.get(name)
    if (id === undefined) throw new Error(`demo curriculum: nothing called "${name}"`)
    return id
  }
  for (const curriculum of curricula) {
    const band = { programme: curriculum.programme, ageBand: curriculum.ageBand }
    const idOf = new Map<string, number>()
    for (const objective of curriculum.objectives)
      idOf.set(
        objective.key,
        await addObjective(db, band, {
          ...objective,
          conceptIds: objective.concepts.map((term) => find(concepts, term)),
          drillIds: objective.drills.map((title) => find(drills, title)),
        }),
      )
    for (const week of curriculum.weeks)
      await writeWeek(db, band, {
        ...week,
        notes: week.notes ?? '',
        objectiveIds: week.objectives.map((key) => find(idOf, key)),
      })
  }
  return curricula.length
}

/** Every concept and drill an objective may link to, for the editor's choices (drafts too). */
export async function linkChoices(db: Db) {
  const [concepts, drills] = await Promise.all([
    listConceptChoices(db),
    db.selectFrom('drill').select(['id', 'title']).orderBy('title').orderBy('id').limit(500).execute(),
  ])
  return {
    concepts: concepts.map((row) => ({ id: Number(row.id), label: row.term })),
    drills: drills.map((row) => ({ id: Number(row.id), label: row.title })),
  }
}
