import type { DrillInput } from '#app/schemas/drill.ts'
import { bulkStatus, type BulkIntent } from '../content/admin-bulk.server.ts'
import { searchTextContains } from '../content/admin-search.server.ts'
import {
  conflictStop,
  expectVersion,
  fieldError,
  resolveSlug,
  saveInTransaction,
  SaveStop,
  type SaveOutcome,
} from '../content/admin-save.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { foldText } from '../content/slug.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { DrillIntensity, Programme } from '../db/schema.server.ts'
import { decodeDrill, joinEquipment } from './drill-fields.server.ts'
import { followSlug } from '../redirects/rules.server.ts'
import { reindex } from '../search/search-index.server.ts'

export const drillSorts = ['updated', 'title'] as const
export type DrillSort = (typeof drillSorts)[number]

export interface DrillAdminQuery {
  q?: string
  status?: 'draft' | 'published'
  programme?: Programme
  intensity?: DrillIntensity
  /** Only these drills (the "needs translation" filter, docs/decisions/048). */
  onlyIds?: number[]
  sort?: DrillSort
  page?: number
}

const ADMIN_PAGE_SIZE = 20

function filteredDrills(db: Db, { q, programme, intensity, onlyIds }: DrillAdminQuery) {
  return db
    .selectFrom('drill')
    .$if(onlyIds !== undefined, (query) => query.where('id', 'in', onlyIds?.length ? onlyIds : [0]))
    .$if(Boolean(q), (query) => query.where((eb) => searchTextContains(eb.ref('searchText'), q ?? '')))
    .$if(Boolean(programme), (query) => query.where('programme', '=', programme ?? 'infantil'))
    .$if(Boolean(intensity), (query) => query.where('intensity', '=', intensity ?? 'low'))
}

/** The admin list of drills: search, filters, counts per status, sorts, bounded pages. */
export async function listDrillsForAdmin(db: Db, query: DrillAdminQuery) {
  const { status, sort = 'updated', page = 1 } = query
  const byStatus = await filteredDrills(db, query)
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts = { draft: 0, published: 0 }
  for (const row of byStatus) counts[row.status === 'published' ? 'published' : 'draft'] += Number(row.n)
  const info = pageInfo(page, status ? counts[status] : counts.draft + counts.published, ADMIN_PAGE_SIZE)
  const drills = await filteredDrills(db, query)
    .select(['id', 'slug', 'title', 'programme', 'intensity', 'durationMinutes', 'status', 'updatedAt'])
    .$if(Boolean(status), (q) => q.where('status', '=', status ?? 'draft'))
    .$if(sort === 'title', (q) => q.orderBy('title').orderBy('id'))
    .$if(sort !== 'title', (q) => q.orderBy('updatedAt', 'desc').orderBy('id', 'desc'))
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, counts, drills }
}

/** A drill as the editor loads it: lists decoded, linked concept ids. */
export async function findDrillForEdit(db: Db, id: number) {
  const row = await db.selectFrom('drill').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const links = await db.selectFrom('drill_concept').select('conceptId').where('drillId', '=', id).execute()
  return { ...decodeDrill(row), conceptIds: links.map((link) => link.conceptId) }
}

export type DrillForEdit = NonNullable<Awaited<ReturnType<typeof findDrillForEdit>>>

/** Every concept a drill may link to, for the editor's choices. */
export const listConceptChoices = (db: Db) =>
  db.selectFrom('concept').select(['id', 'term']).orderBy('term').orderBy('id').limit(500).execute()

/** The folded text the admin and public searches look in. */
const drillSearchText = (input: DrillInput) =>
  foldText(
    [input.title, input.objective, ...input.coachingPoints, ...input.variations, ...input.progressions].join(
      '\n',
    ),
  )

/** What a non-member's search may match in a members-only drill: what its teaser shows. */
export const drillTeaserSearchText = (drill: { title: string; objective: string }) =>
  foldText([drill.title, drill.objective].join('\n'))

/** Creates (no `id`) or updates a drill and its concept links in one transaction; an older version is refused. */
export function saveDrill(
  db: Db,
  { id, input, now = new Date().toISOString() }: { id?: number; input: DrillInput; now?: string },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const version = id === undefined ? undefined : await expectVersion(trx, 'drill', id, input.version)
    const slug = await resolveSlug(trx, 'drill', { slug: input.slug, text: input.title, id })
    await followSlug(trx, 'drill', { id, slug })
    if (input.conceptIds.length) {
      const found = await trx.selectFrom('concept').select('id').where('id', 'in', input.conceptIds).execute()
      if (found.length !== input.conceptIds.length)
        throw new SaveStop(fieldError('conceptIds', 'drills:errors.conceptMissing'))
    }
    const values = {
      slug,
      title: input.title,
      objective: input.objective,
      programme: input.programme,
      ageMin: input.ageMin,
      ageMax: input.ageMax,
      playersMin: input.playersMin,
      playersMax: input.playersMax,
      spaceLength: input.spaceLength,
      spaceWidth: input.spaceWidth,
      durationMinutes: input.durationMinutes,
      intensity: input.intensity,
      equipment: joinEquipment(input.equipment),
      coachingPoints: JSON.stringify(input.coachingPoints),
      variations: JSON.stringify(input.variations),
      progressions: JSON.stringify(input.progressions),
      diagrams: JSON.stringify(input.diagrams),
      status: input.status,
      access: input.access,
      searchText: drillSearchText(input),
      teaserSearchText: drillTeaserSearchText(input),
      updatedAt: now,
    }
    let saved: { id: number; version: number }
    if (id === undefined || version === undefined) {
      saved = await trx
        .insertInto('drill')
        .values({ ...values, createdAt: now })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow()
    } else {
      const result = await trx
        .updateTable('drill')
        .set({ ...values, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst()
      if (!result.numUpdatedRows) throw await conflictStop(trx, 'drill', id)
      saved = { id, version: version + 1 }
      await trx.deleteFrom('drill_concept').where('drillId', '=', id).execute()
    }
    if (input.conceptIds.length)
      await trx
        .insertInto('drill_concept')
        .values(input.conceptIds.map((conceptId) => ({ drillId: saved.id, conceptId })))
        .execute()
    await reindex(trx, 'drill', [saved.id])
    return { kind: 'saved', ...saved, slug }
  })
}

/** Bulk publish, unpublish (back to draft) or delete of drills; changes raise the version. */
export const bulkDrills = (db: Db, bulk: { intent: BulkIntent; ids: number[]; now?: string }) =>
  bulkStatus(db, 'drill', bulk)
