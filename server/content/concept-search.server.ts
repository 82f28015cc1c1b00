import type { Db } from '../db/connection.server.ts'
import { foldedContains, searchQuery } from './search.server.ts'

export const CONCEPT_SEARCH_LIMIT = 8

/**
 * Concepts and definitions whose term contains the text (case and accents ignored), for the
 * editor's link dialog: published ones first, then alphabetically. No text, no results.
 */
export async function searchConceptsByTerm(db: Db, raw: string | null) {
  const text = searchQuery(raw)
  if (!text) return []
  const rows = await db
    .selectFrom('concept')
    .select(['slug', 'term', 'status'])
    .where((eb) => foldedContains(eb.ref('term'), text))
    .orderBy((eb) => eb.case().when('status', '=', 'published').then(0).else(1).end())
    .orderBy('term')
    .limit(CONCEPT_SEARCH_LIMIT)
    .execute()
  return rows.map((row) => ({ ...row, href: `/concepts/${row.slug}` }))
}
