import { translatedPath, type TranslationLanguage } from '#app/i18n/content-languages.ts'
import { htmlLang } from '#app/i18n/languages.ts'
import type { Db } from '../db/connection.server.ts'
import type { Programme } from '../db/schema.server.ts'
import { conceptLinkIds, publishedLinks } from './concept-links.server.ts'
import { layoutConceptMap, NODE } from './concept-map-layout.server.ts'

/** The public side of the concept map (docs/decisions/050-at-the-pitch.md): pages read, never write. */

/** SVG text has no ellipsis: a long term is cut here (the node's title and the list keep it whole). */
const MAX_LABEL = 24
const labelOf = (term: string) =>
  term.length > MAX_LABEL ? `${term.slice(0, MAX_LABEL - 1).trimEnd()}…` : term

/**
 * The map of published concepts that have at least one published link, laid out in levels, with
 * each concept's "learn first" and "related" (ids) for the list version. With a programme: its
 * concepts and the general ones (no programme), and the links among them.
 */
export async function conceptMap(db: Db, { programme }: { programme?: Programme } = {}) {
  const concepts = await db
    .selectFrom('concept')
    .select(['id', 'slug', 'term', 'programme'])
    .where('status', '=', 'published')
    .$if(programme !== undefined, (q) =>
      q.where((eb) => eb.or([eb('programme', '=', programme ?? 'infantil'), eb('programme', 'is', null)])),
    )
    .orderBy('term')
    .limit(5000)
    .execute()
  const shown = new Set(concepts.map((concept) => concept.id))
  const edges = (await publishedLinks(db)).filter((edge) => shown.has(edge.fromId) && shown.has(edge.toId))
  const linked = new Set(edges.flatMap((edge) => [edge.fromId, edge.toId]))
  const nodes = concepts.filter((concept) => linked.has(concept.id))
  const { positions, width, height, levels } = layoutConceptMap(nodes, edges)
  return {
    width,
    height,
    node: { width: NODE.width, height: NODE.height },
    levels,
    concepts: nodes.map((concept) => ({
      id: concept.id,
      slug: concept.slug,
      term: concept.term,
      label: labelOf(concept.term),
      ...(positions.get(concept.id) ?? { x: 0, y: 0 }),
      learnFirst: edges
        .filter((e) => e.kind === 'prerequisite' && e.toId === concept.id)
        .map((e) => e.fromId),
      related: edges
        .filter((e) => e.kind === 'related' && (e.fromId === concept.id || e.toId === concept.id))
        .map((e) => (e.fromId === concept.id ? e.toId : e.fromId)),
    })),
    edges,
  }
}

export type ConceptMap = Awaited<ReturnType<typeof conceptMap>>

/**
 * A concept page's "learn first" and "related": published concepts only, by term. On a translated
 * page each links to its version in that language where one is published, else to the Spanish page.
 */
export async function conceptPageLinks(db: Db, conceptId: number, language: 'es' | TranslationLanguage) {
  const { prerequisites, related } = await conceptLinkIds(db, conceptId)
  const ids = [...prerequisites, ...related]
  if (!ids.length) return { learnFirst: [], related: [] }
  const rows = await db
    .selectFrom('concept')
    .select(['id', 'slug', 'term'])
    .where('id', 'in', ids)
    .where('status', '=', 'published')
    .orderBy('term')
    .execute()
  const translated =
    language === 'es'
      ? []
      : await db
          .selectFrom('content_translation')
          .select(['itemId', 'slug', 'fields'])
          .where('kind', '=', 'concept')
          .where('language', '=', language)
          .where('status', '=', 'published')
          .where('itemId', 'in', ids)
          .execute()
  const items = rows.map((row) => {
    const version = translated.find((t) => t.itemId === row.id)
    return version
      ? {
          id: row.id,
          href: translatedPath('concept', language, version.slug),
          term: (JSON.parse(version.fields) as { title: string }).title,
          lang: htmlLang(language),
        }
      : { id: row.id, href: translatedPath('concept', 'es', row.slug), term: row.term, lang: 'es' }
  })
  return {
    learnFirst: items.filter((item) => prerequisites.includes(item.id)),
    related: items.filter((item) => related.includes(item.id)),
  }
}
