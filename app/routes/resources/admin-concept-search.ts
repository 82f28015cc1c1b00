import { data } from 'react-router'
import type { Route } from './+types/admin-concept-search'
import { requireApiRole } from '#server/auth/guards.server.ts'
import { searchConceptsByTerm } from '#server/content/concept-search.server.ts'
import { db } from '#server/db/db.server.ts'

/** GET /admin/api/concept-search?q=…: concepts to link from the editor's link dialog (admins only; others get JSON 401/403). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiRole(request, 'admin')
  const q = new URL(request.url).searchParams.get('q')
  return data({ concepts: await searchConceptsByTerm(db, q) }, { headers: { 'Cache-Control': 'no-store' } })
}
