import type { ConceptInput } from '#app/schemas/content-admin.ts'
import type { Db } from '../db/connection.server.ts'
import type { ConceptKind, Programme } from '../db/schema.server.ts'
import { bulkStatus, type BulkIntent } from './admin-bulk.server.ts'
import { attachMedia, findMediaForField } from './admin-media.server.ts'
import {
  conflictStop,
  expectVersion,
  fieldError,
  resolveSlug,
  saveInTransaction,
  SaveStop,
  type SaveOutcome,
} from './admin-save.server.ts'
import { searchTextContains, searchTextOf } from './admin-search.server.ts'
import { replaceConceptLinks } from './concept-links.server.ts'
import { offsetOf, pageInfo } from './pagination.server.ts'
import { renderRichTextWithPictures } from './rich-text-pictures.server.ts'
import { followSlug } from '../redirects/rules.server.ts'
import { reindex } from '../search/search-index.server.ts'

export const conceptSorts = ['position', 'term', 'updated'] as const
export type ConceptSort = (typeof conceptSorts)[number]

export interface ConceptListQuery {
  q?: string
  kind?: ConceptKind
  category?: string
  status?: 'draft' | 'published'
  programme?: Programme
  /** Only these concepts (the "needs translation" filter). */
  onlyIds?: number[]
  sort?: ConceptSort
  page?: number
  perPage?: number
}

function filteredConcepts(db: Db, { q, kind, category, programme, onlyIds }: ConceptListQuery) {
  let query = db.selectFrom('concept')
  if (onlyIds) query = query.where('id', 'in', onlyIds.length ? onlyIds : [0])
  if (q) query = query.where((eb) => searchTextContains(eb.ref('searchText'), q))
  if (kind) query = query.where('kind', '=', kind)
  if (category) query = query.where('category', '=', category)
  if (programme) query = query.where('programme', '=', programme)
  return query
}

/** The admin list of concepts and definitions, with the same features as the posts list. */
export async function listConceptsForAdmin(db: Db, query: ConceptListQuery) {
  const { status, sort = 'position', page = 1, perPage = 20 } = query
  const byStatus = await filteredConcepts(db, query)
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('status')
    .execute()
  const counts = { draft: 0, published: 0 }
  // Concepts are never scheduled; a stray row would still be counted as not public.
  for (const row of byStatus) counts[row.status === 'published' ? 'published' : 'draft'] += Number(row.n)
  const total = status ? counts[status] : counts.draft + counts.published
  const info = pageInfo(page, total, Math.min(Math.max(perPage, 1), 100))
  let rows = filteredConcepts(db, query)
    .select(['id', 'slug', 'term', 'kind', 'category', 'programme', 'status', 'position', 'updatedAt'])
    .$if(status === 'published', (q) => q.where('status', '=', 'published'))
    .$if(status === 'draft', (q) => q.where('status', '!=', 'published'))
  rows =
    sort === 'term'
      ? rows.orderBy('term')
      : sort === 'updated'
        ? rows.orderBy('updatedAt', 'desc')
        : rows.orderBy('kind').orderBy('position').orderBy('term')
  const concepts = await rows.orderBy('id').limit(info.perPage).offset(offsetOf(info)).execute()
  return { ...info, counts, concepts }
}

/** A concept as the editor loads it, with its image as the image field shows it. */
export async function findConceptForEdit(db: Db, id: number) {
  const row = await db
    .selectFrom('concept')
    .select([
      'id',
      'slug',
      'term',
      'summary',
      'body',
      'kind',
      'category',
      'programme',
      'mediaId',
      'status',
      'position',
      'version',
      'updatedAt',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  return row && { ...row, media: await findMediaForField(db, row.mediaId) }
}

export type ConceptForEdit = NonNullable<Awaited<ReturnType<typeof findConceptForEdit>>>

/** Creates (no `id`) or updates a concept in one transaction, refusing a save made from an older version. */
export function saveConcept(
  db: Db,
  { id, input, now = new Date().toISOString() }: { id?: number; input: ConceptInput; now?: string },
): Promise<SaveOutcome> {
  return saveInTransaction(db, async (trx) => {
    const version = id === undefined ? undefined : await expectVersion(trx, 'concept', id, input.version)
    const slug = await resolveSlug(trx, 'concept', { slug: input.slug, text: input.term, id })
    await followSlug(trx, 'concept', { id, slug })
    if (!(await attachMedia(trx, input.mediaId, input.mediaAlt)))
      throw new SaveStop(fieldError('mediaId', 'admin:errors.mediaMissing'))
    const values = {
      slug,
      term: input.term,
      summary: input.summary ?? '',
      body: JSON.stringify(input.body),
      bodyHtml: await renderRichTextWithPictures(trx, input.body),
      kind: input.kind,
      category: input.category,
      programme: input.programme ?? null,
      mediaId: input.mediaId ?? null,
      status: input.status,
      position: input.position,
      searchText: searchTextOf({ title: input.term, summary: input.summary ?? '', body: input.body }),
      updatedAt: now,
    }
    if (id === undefined || version === undefined) {
      const created = await trx
        .insertInto('concept')
        .values({ ...values, createdAt: now })
        .returning(['id', 'version'])
        .executeTakeFirstOrThrow()
      await replaceConceptLinks(trx, created.id, input)
      await reindex(trx, 'concept', [created.id])
      return { kind: 'saved', ...created, slug }
    }
    const result = await trx
      .updateTable('concept')
      .set({ ...values, version: version + 1 })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst()
    if (!result.numUpdatedRows) throw await conflictStop(trx, 'concept', id)
    await replaceConceptLinks(trx, id, input)
    await reindex(trx, 'concept', [id])
    return { kind: 'saved', id, version: version + 1, slug }
  })
}

/** Bulk publish, unpublish (back to draft) or delete of concepts; changes raise the version. */
export const bulkConcepts = (db: Db, bulk: { intent: BulkIntent; ids: number[]; now?: string }) =>
  bulkStatus(db, 'concept', bulk)
