import type { Db } from '../db/connection.server.ts'
import type { ConceptKind, Programme } from '../db/schema.server.ts'
import { offsetOf, pageInfo } from './pagination.server.ts'
import { foldedContains } from './search.server.ts'
import { foldText } from './slug.server.ts'

export interface ConceptFilters {
  kind?: ConceptKind
  category?: string
  programme?: Programme
  q?: string
}

function publicConcepts(db: Db, { kind, category, programme, q }: ConceptFilters) {
  let query = db.selectFrom('concept').where('status', '=', 'published')
  if (kind) query = query.where('kind', '=', kind)
  if (category) query = query.where('category', '=', category)
  if (programme) query = query.where('programme', '=', programme)
  if (q)
    query = query.where((eb) =>
      eb.or([foldedContains(eb.ref('term'), q), foldedContains(eb.ref('summary'), q)]),
    )
  return query
}

const CARD = ['id', 'slug', 'term', 'summary', 'kind', 'category', 'programme'] as const

/** One page of published concepts matching the filters, by position then term. */
export async function pageConcepts(db: Db, page: number, filters: ConceptFilters = {}, perPage = 12) {
  const row = await publicConcepts(db, filters)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(row.n), perPage)
  const concepts = await publicConcepts(db, filters)
    .select(CARD)
    .orderBy('position')
    .orderBy('term')
    .orderBy('id')
    .limit(perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, concepts }
}

export type ConceptCard = Awaited<ReturnType<typeof pageConcepts>>['concepts'][number]

/** Categories that have published entries of this kind, alphabetically. */
export async function listConceptCategories(db: Db, kind: ConceptKind) {
  const rows = await publicConcepts(db, { kind }).select('category').distinct().execute()
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, 'es'))
}

/** Featured concepts for the home and programme pages. */
export function listFeaturedConcepts(
  db: Db,
  { programme, limit = 6 }: { programme?: Programme; limit?: number } = {},
) {
  return publicConcepts(db, { kind: 'concepto', programme })
    .select(CARD)
    .orderBy('position')
    .orderBy('term')
    .limit(limit)
    .execute()
}

/** Concepts and definitions tagged with a programme (programme pages). */
export function listProgrammeConcepts(db: Db, programme: Programme, limit = 8) {
  return publicConcepts(db, { programme })
    .select(CARD)
    .orderBy('kind')
    .orderBy('position')
    .orderBy('term')
    .limit(limit)
    .execute()
}

const collator = new Intl.Collator('es', { sensitivity: 'base' })

/**
 * The glossary: every published definition in alphabetical (Spanish) order, grouped by initial
 * letter with accents folded ("Área" under A). Bounded: a glossary of thousands would be paged.
 */
export async function listGlossary(db: Db, { q, limit = 1000 }: { q?: string; limit?: number } = {}) {
  const rows = await publicConcepts(db, { kind: 'definicion', q })
    .select(['id', 'slug', 'term', 'summary', 'category'])
    .limit(limit)
    .execute()
  rows.sort((a, b) => collator.compare(a.term, b.term))
  const groups = new Map<string, typeof rows>()
  for (const row of rows) {
    const first = foldText(row.term).charAt(0)
    const letter = /[a-z]/.test(first) ? first.toUpperCase() : '#'
    groups.set(letter, [...(groups.get(letter) ?? []), row])
  }
  return [...groups.entries()].map(([letter, entries]) => ({ letter, entries }))
}

/** A published concept or definition by slug, or by numeric id (the caller redirects to the slug). */
export async function findPublicConcept(db: Db, slugOrId: string) {
  const base = () =>
    publicConcepts(db, {}).select([
      'id',
      'slug',
      'term',
      'summary',
      'kind',
      'category',
      'programme',
      'bodyHtml',
      'updatedAt',
      'createdAt',
    ])
  let row = await base().where('slug', '=', slugOrId).executeTakeFirst()
  if (!row && /^\d{1,9}$/.test(slugOrId))
    row = await base().where('id', '=', Number(slugOrId)).executeTakeFirst()
  return row
}

export type PublicConcept = NonNullable<Awaited<ReturnType<typeof findPublicConcept>>>

/** Same category first, then same programme; never the concept itself. */
export async function relatedConcepts(
  db: Db,
  concept: Pick<PublicConcept, 'id' | 'category' | 'programme'>,
  limit = 4,
) {
  const sameCategory = await publicConcepts(db, { category: concept.category })
    .select(CARD)
    .where('id', '!=', concept.id)
    .orderBy('position')
    .orderBy('term')
    .limit(limit)
    .execute()
  if (sameCategory.length >= limit || !concept.programme) return sameCategory
  const more = await publicConcepts(db, { programme: concept.programme })
    .select(CARD)
    .where('id', '!=', concept.id)
    .where('category', '!=', concept.category)
    .orderBy('position')
    .orderBy('term')
    .limit(limit - sameCategory.length)
    .execute()
  return [...sameCategory, ...more]
}

/** Every public concept (sitemap). */
export function listConceptsForIndex(db: Db, limit = 5000) {
  return publicConcepts(db, {}).select(['id', 'slug', 'updatedAt']).orderBy('id').limit(limit).execute()
}
