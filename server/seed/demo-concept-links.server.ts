import type { DemoContent } from '../content/demo/load.server.ts'
import { replaceConceptLinks } from '../content/concept-links.server.ts'
import type { Db } from '../db/connection.server.ts'

/**
 * The demo's concept map (docs/decisions/050): each concept file's `learnFirst` and `related`
 * (slugs of demo concepts), saved the way the editor saves them, so a cycle or an unknown slug in
 * the files stops the seed, named. Related is symmetric: a pair named from either side is one link.
 */
export async function seedDemoConceptLinks(
  db: Db,
  concepts: DemoContent['concepts'],
  /** The seeded concepts' ids, in the files' order. */
  ids: readonly number[],
) {
  const rows = await db.selectFrom('concept').select(['id', 'slug']).execute()
  const idOf = (slug: string, from: string) => {
    const row = rows.find((candidate) => candidate.slug === slug)
    if (!row) throw new Error(`demo concept "${from}" links to "${slug}", which is no demo concept`)
    return row.id
  }
  const links = new Map<number, { prerequisites: number[]; related: Set<number> }>()
  const linksOf = (id: number) => {
    const found = links.get(id) ?? { prerequisites: [], related: new Set<number>() }
    links.set(id, found)
    return found
  }
  for (const [index, concept] of concepts.entries()) {
    const id = ids[index]
    if (id === undefined) throw new Error(`demo concept "${concept.term}" was not seeded`)
    linksOf(id).prerequisites.push(...concept.learnFirst.map((slug) => idOf(slug, concept.term)))
    for (const slug of concept.related) {
      const other = idOf(slug, concept.term)
      linksOf(id).related.add(other)
      linksOf(other).related.add(id)
    }
  }
  for (const [id, { prerequisites, related }] of links) {
    const save = (trx: Db) => replaceConceptLinks(trx, id, { prerequisites, related: [...related] })
    try {
      await (db.isTransaction ? save(db) : db.transaction().execute(save))
    } catch (error) {
      throw new Error(`demo concept links of concept ${id}: ${String(error)}`, { cause: error })
    }
  }
  return links.size
}
