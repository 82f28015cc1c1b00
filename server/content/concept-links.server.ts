import { PostgresAdapter, sql } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import { fieldError, SaveStop } from './admin-save.server.ts'

/**
 * The links of the concept map (docs/decisions/050-at-the-pitch.md): "learn first" (a prerequisite,
 * `fromId` before `toId`) and "related" (one row per pair, the lower id first, shown from both sides).
 */
export interface ConceptLinksInput {
  /** The concepts to learn before this one. */
  prerequisites: readonly number[]
  related: readonly number[]
}

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/** Every prerequisite edge, as "concept → the concepts it comes before". */
async function prerequisiteGraph(db: Db) {
  const rows = await db
    .selectFrom('concept_link')
    .select(['fromId', 'toId'])
    .where('kind', '=', 'prerequisite')
    .execute()
  const next = new Map<number, number[]>()
  for (const { fromId, toId } of rows) next.set(fromId, [...(next.get(fromId) ?? []), toId])
  return next
}

/** The concepts that come (directly or not) after `start`: none of them may become its prerequisite. */
function conceptsAfter(next: Map<number, number[]>, start: number) {
  const seen = new Set<number>()
  const queue = [start]
  for (let id = queue.pop(); id !== undefined; id = queue.pop())
    for (const after of next.get(id) ?? [])
      if (!seen.has(after)) {
        seen.add(after)
        queue.push(after)
      }
  return seen
}

/** Throws the editor's field error unless the chosen concepts are other existing concepts, each once. */
async function checkChoices(db: Db, conceptId: number, learnFirst: number[], related: number[]) {
  if (learnFirst.includes(conceptId)) throw new SaveStop(fieldError('prerequisites', 'admin:errors.linkSelf'))
  if (related.includes(conceptId)) throw new SaveStop(fieldError('related', 'admin:errors.linkSelf'))
  if (related.some((id) => learnFirst.includes(id)))
    throw new SaveStop(fieldError('related', 'admin:errors.linkTwice'))
  const chosen = [...learnFirst, ...related]
  if (!chosen.length) return
  const found = await db.selectFrom('concept').select('id').where('id', 'in', chosen).execute()
  if (found.length !== chosen.length) {
    const missing = chosen.find((id) => !found.some((row) => row.id === id))
    const field = missing !== undefined && learnFirst.includes(missing) ? 'prerequisites' : 'related'
    throw new SaveStop(fieldError(field, 'admin:errors.linkMissing'))
  }
}

/**
 * Replaces a concept's "learn first" and "related" links; called inside the editor's save
 * transaction, so a refusal (a SaveStop) keeps the old links and the concept as they were. What
 * the concept comes before is edited from those concepts. A prerequisite that would close a cycle
 * (this concept already comes before it, however many steps away) is refused.
 */
export async function replaceConceptLinks(trx: Db, conceptId: number, input: ConceptLinksInput) {
  const learnFirst = [...new Set(input.prerequisites)]
  const related = [...new Set(input.related)]
  await checkChoices(trx, conceptId, learnFirst, related)
  // Two saves checking for cycles at once could each add half of one: on PostgreSQL writers of
  // links take turns (SQLite's write transactions already do).
  if (onPostgres(trx)) await sql`lock table concept_link in share row exclusive mode`.execute(trx)
  await trx
    .deleteFrom('concept_link')
    .where((eb) =>
      eb.or([
        eb.and([eb('toId', '=', conceptId), eb('kind', '=', 'prerequisite')]),
        eb.and([
          eb('kind', '=', 'related'),
          eb.or([eb('fromId', '=', conceptId), eb('toId', '=', conceptId)]),
        ]),
      ]),
    )
    .execute()
  if (learnFirst.length || related.length) {
    const next = await prerequisiteGraph(trx)
    const after = conceptsAfter(next, conceptId)
    if (learnFirst.some((id) => after.has(id)))
      throw new SaveStop(fieldError('prerequisites', 'admin:errors.linkCycle'))
    // One link per pair: a concept this one comes right before is not also "related".
    const before = next.get(conceptId) ?? []
    if (related.some((id) => before.includes(id)))
      throw new SaveStop(fieldError('related', 'admin:errors.linkTwice'))
  }
  const rows = [
    ...learnFirst.map((id) => ({ fromId: id, toId: conceptId, kind: 'prerequisite' as const })),
    ...related.map((id) => ({
      fromId: Math.min(id, conceptId),
      toId: Math.max(id, conceptId),
      kind: 'related' as const,
    })),
  ]
  if (rows.length) await trx.insertInto('concept_link').values(rows).execute()
}

/** A concept's own links as the editor's pickers show them (ids). */
export async function conceptLinkIds(db: Db, conceptId: number) {
  const rows = await db
    .selectFrom('concept_link')
    .select(['fromId', 'toId', 'kind'])
    .where((eb) => eb.or([eb('fromId', '=', conceptId), eb('toId', '=', conceptId)]))
    .execute()
  return {
    prerequisites: rows.filter((r) => r.kind === 'prerequisite' && r.toId === conceptId).map((r) => r.fromId),
    related: rows
      .filter((r) => r.kind === 'related')
      .map((r) => (r.fromId === conceptId ? r.toId : r.fromId)),
  }
}

/** Every concept the editor can link to (drafts too, marked), by term. Bounded. */
export function listLinkChoices(db: Db, exceptId: number | undefined, limit = 1000) {
  return db
    .selectFrom('concept')
    .select(['id', 'term', 'status'])
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId ?? 0))
    .orderBy('term')
    .orderBy('id')
    .limit(limit)
    .execute()
}

export type LinkChoice = Awaited<ReturnType<typeof listLinkChoices>>[number]

/** Every link whose two ends are published (the public pages and the map), bounded. */
export function publishedLinks(db: Db, limit = 20000) {
  return db
    .selectFrom('concept_link')
    .innerJoin('concept as a', 'a.id', 'concept_link.fromId')
    .innerJoin('concept as b', 'b.id', 'concept_link.toId')
    .select(['concept_link.fromId', 'concept_link.toId', 'concept_link.kind'])
    .where('a.status', '=', 'published')
    .where('b.status', '=', 'published')
    .orderBy('concept_link.fromId')
    .orderBy('concept_link.toId')
    .limit(limit)
    .execute()
}
