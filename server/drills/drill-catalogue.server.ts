import { SPACE_AREA_LIMITS, type DrillFilter } from '#app/schemas/drill.ts'
import { withDiagramWords, type DrillWords } from '#app/schemas/drill-translation.ts'
import { searchTextContains } from '../content/admin-search.server.ts'
import { offsetOf, pageInfo } from '../content/pagination.server.ts'
import { escapeLike } from '../content/search.server.ts'
import type { Db } from '../db/connection.server.ts'
import { decodeDrill } from './drill-fields.server.ts'

export const PUBLIC_PAGE_SIZE = 12

/** Who is searching: a reader who may not read members-only drills searches only their teasers. */
export interface DrillReader {
  readsMembers: boolean
}

/**
 * Published drills narrowed by the public filters. Every query walks drill_public_idx
 * (status, title, id); the filters only drop rows from that walk, and the concept filter is a
 * lookup in drill_concept's primary key. The words of a members-only drill's body (coaching
 * points, variations, progressions) find it only for readers who may read it.
 */
function publishedDrills(db: Db, filter: DrillFilter, reader: DrillReader) {
  const { q, programme, age, players, maxMinutes, intensity, space, equipment, concept } = filter
  return db
    .selectFrom('drill')
    .where('drill.status', '=', 'published')
    .$if(Boolean(q) && reader.readsMembers, (query) =>
      query.where((eb) => searchTextContains(eb.ref('drill.searchText'), q ?? '')),
    )
    .$if(Boolean(q) && !reader.readsMembers, (query) =>
      query.where((eb) =>
        eb.or([
          eb.and([
            eb('drill.access', '=', 'public'),
            searchTextContains(eb.ref('drill.searchText'), q ?? ''),
          ]),
          eb.and([
            eb('drill.access', '=', 'members'),
            searchTextContains(eb.ref('drill.teaserSearchText'), q ?? ''),
          ]),
        ]),
      ),
    )
    .$if(programme !== undefined, (query) => query.where('drill.programme', '=', programme ?? 'infantil'))
    .$if(age !== undefined, (query) =>
      query.where('drill.ageMin', '<=', age ?? 0).where('drill.ageMax', '>=', age ?? 0),
    )
    .$if(players !== undefined, (query) =>
      query.where('drill.playersMin', '<=', players ?? 0).where('drill.playersMax', '>=', players ?? 0),
    )
    .$if(maxMinutes !== undefined, (query) => query.where('drill.durationMinutes', '<=', maxMinutes ?? 0))
    .$if(intensity !== undefined, (query) => query.where('drill.intensity', '=', intensity ?? 'low'))
    .$if(space !== undefined, (query) =>
      query.where((eb) => {
        const area = eb('drill.spaceLength', '*', eb.ref('drill.spaceWidth'))
        if (space === 'small') return eb(area, '<=', SPACE_AREA_LIMITS.small)
        if (space === 'medium')
          return eb.and([eb(area, '>', SPACE_AREA_LIMITS.small), eb(area, '<=', SPACE_AREA_LIMITS.medium)])
        return eb(area, '>', SPACE_AREA_LIMITS.medium)
      }),
    )
    .$if(equipment !== undefined, (query) =>
      query.where('drill.equipment', 'like', `%|${escapeLike(equipment ?? '')}|%`),
    )
    .$if(concept !== undefined, (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('drill_concept')
            .innerJoin('concept', 'concept.id', 'drill_concept.conceptId')
            .select('drill_concept.drillId')
            .whereRef('drill_concept.drillId', '=', 'drill.id')
            .where('concept.slug', '=', concept ?? ''),
        ),
      ),
    )
}

/** One page of the public list at /ejercicios, in title order. */
export async function pagePublicDrills(db: Db, page: number, filter: DrillFilter, reader: DrillReader) {
  const { n } = await publishedDrills(db, filter, reader)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  const info = pageInfo(page, Number(n), PUBLIC_PAGE_SIZE)
  const rows = await publishedDrills(db, filter, reader)
    .select([
      'drill.id',
      'drill.slug',
      'drill.title',
      'drill.objective',
      'drill.programme',
      'drill.ageMin',
      'drill.ageMax',
      'drill.playersMin',
      'drill.playersMax',
      'drill.spaceLength',
      'drill.spaceWidth',
      'drill.durationMinutes',
      'drill.intensity',
      'drill.access',
    ])
    .orderBy('drill.title')
    .orderBy('drill.id')
    .limit(info.perPage)
    .offset(offsetOf(info))
    .execute()
  return { ...info, drills: rows }
}

export type DrillCardData = Awaited<ReturnType<typeof pagePublicDrills>>['drills'][number]

/** A published drill with everything its page shows, and its published linked concepts. */
export async function findPublicDrill(db: Db, slug: string) {
  const row = await db
    .selectFrom('drill')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst()
  if (!row) return undefined
  const concepts = await db
    .selectFrom('drill_concept')
    .innerJoin('concept', 'concept.id', 'drill_concept.conceptId')
    .select(['concept.slug', 'concept.term'])
    .where('drill_concept.drillId', '=', row.id)
    .where('concept.status', '=', 'published')
    .orderBy('concept.term')
    .execute()
  return { ...decodeDrill(row), concepts }
}

type PublicDrill = NonNullable<Awaited<ReturnType<typeof findPublicDrill>>>

const drillLists = ['coachingPoints', 'variations', 'progressions'] as const

/**
 * A drill in a published translation's words (docs/decisions/048): title, objective, lists and its
 * diagrams' words laid over the Spanish drawing. A list the translation leaves empty while the
 * Spanish has items stays Spanish and is named in `spanishLists` (the page marks it `lang="es"`).
 */
export function translatedDrill(
  drill: PublicDrill,
  version: { title: string; summary: string; words?: DrillWords },
) {
  const words = version.words
  const spanishLists = drillLists.filter((list) => !words?.[list].length && drill[list].length > 0)
  return {
    ...drill,
    title: version.title,
    objective: version.summary || drill.objective,
    coachingPoints: words?.coachingPoints.length ? words.coachingPoints : drill.coachingPoints,
    variations: words?.variations.length ? words.variations : drill.variations,
    progressions: words?.progressions.length ? words.progressions : drill.progressions,
    diagrams: drill.diagrams.map((diagram, index) => withDiagramWords(diagram, words?.diagrams[index])),
    spanishLists,
  }
}

/**
 * A members-only drill as a non-member may see it: title, objective and facts; no diagrams,
 * equipment, coaching points, variations, progressions or concepts.
 */
export const drillTeaser = <D extends PublicDrill>(drill: D): D => ({
  ...drill,
  diagrams: [],
  equipment: [],
  coachingPoints: [],
  variations: [],
  progressions: [],
  concepts: [],
})

/** Published drills for the sitemap, in title order (bounded like the other index lists). */
export const listDrillsForIndex = (db: Db) =>
  db
    .selectFrom('drill')
    .select(['id', 'slug', 'updatedAt'])
    .where('status', '=', 'published')
    .orderBy('title')
    .orderBy('id')
    .limit(5000)
    .execute()

/** Concepts linked to at least one published drill, for the concept filter (read from the drills' side). */
export const listDrillConcepts = (db: Db) =>
  db
    .selectFrom('drill')
    .innerJoin('drill_concept', 'drill_concept.drillId', 'drill.id')
    .innerJoin('concept', 'concept.id', 'drill_concept.conceptId')
    .select(['concept.slug', 'concept.term'])
    .distinct()
    .where('drill.status', '=', 'published')
    .where('concept.status', '=', 'published')
    .orderBy('concept.term')
    .limit(200)
    .execute()
