import { searchTextOf } from '../content/admin-search.server.ts'
import { seedDemoBookings } from './demo-bookings.server.ts'
import { loadDemoContent, type DemoDrill, type DemoPost } from '../content/demo/load.server.ts'
import { seedDemoCourses } from '../courses/demo-courses.server.ts'
import { coverSvg } from '../content/demo/cover-art.server.ts'
import { joinTags } from '../content/posts.server.ts'
import { figure, type RichTextDoc } from '../content/demo/rich-text.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { uniqueSlug } from '../content/slug.server.ts'
import { DrillSchema } from '#app/schemas/drill.ts'
import type { Db } from '../db/connection.server.ts'
import type { PublicationStatus } from '../db/schema.server.ts'
import { saveDrill } from '../drills/drill-store.server.ts'
import { seedDemoConceptLinks } from './demo-concept-links.server.ts'
import { seedDemoEvents } from './demo-events.server.ts'
import { seedDemoTranslations } from './demo-translations.server.ts'
import { seedExampleSessions } from '../sessions/sessions.server.ts'
import { seedCurricula } from '../curriculum/curriculum.server.ts'
import { logger } from '../logger.server.ts'
import { rasterCopies } from '../media/image.server.ts'
import { mediaUrl, saveMedia } from '../media/media.server.ts'
import { addSocialVariant } from '../media/variants.server.ts'
import type { Storage } from '../media/storage.server.ts'
import { reindexAll } from '../search/search-index.server.ts'

const DAY_MS = 86_400_000
export const COVER_SIZE = { width: 1200, height: 630 }

const statusOf = (post: DemoPost): PublicationStatus =>
  post.draft ? 'draft' : post.publishedDaysAgo < 0 ? 'scheduled' : 'published'

/**
 * Fills an empty site with the demo coach's posts (with drawn covers), concepts, definitions, courses,
 * drills, events, sessions and curricula, once: content/demo/<language>/ (docs/decisions/047).
 */
export async function seedDemoContentIfEmpty(
  db: Db,
  { now = Date.now(), store, language = 'es' }: { now?: number; store?: Storage; language?: string } = {},
) {
  const existing = await db
    .selectFrom('post')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return false
  const demo = loadDemoContent(language)

  // Oldest first, so ids follow publication order like a real blog's history.
  const posts = [...demo.posts].sort((a, b) => b.publishedDaysAgo - a.publishedDaysAgo)
  // Drawing the covers' WebP and AVIF copies is most of the seed's work: all at once, they share the cores.
  const drawn = await Promise.all(
    posts.map(async (post) => ({
      post,
      coverArt: await drawing(coverSvg(post.coverTheme, post.title, COVER_SIZE.width, COVER_SIZE.height)),
    })),
  )
  for (const { post, coverArt } of drawn) {
    const slug = await uniqueSlug(db, 'post', post.title)
    const cover = await saveDrawing(db, { base: slug, alt: '', size: COVER_SIZE, ...coverArt }, store)
    await addSocialVariant(db, cover, coverArt.svg, COVER_SIZE, store)
    const body = post.figure ? await withFigure(db, post.body, post.figure, slug, store) : post.body
    const date = new Date(now - post.publishedDaysAgo * DAY_MS).toISOString()
    await db
      .insertInto('post')
      .values({
        slug,
        title: post.title,
        excerpt: post.excerpt,
        coverMediaId: cover.id,
        content: JSON.stringify(body),
        contentHtml: await renderRichTextWithPictures(db, body),
        programme: post.programme,
        tags: joinTags(post.tags),
        status: statusOf(post),
        publishedAt: date,
        searchText: searchTextOf({ title: post.title, summary: post.excerpt, body }),
        createdAt: date,
        updatedAt: date,
      })
      .execute()
  }

  const conceptIds: number[] = []
  for (const [position, concept] of demo.concepts.entries()) {
    const { id } = await db
      .insertInto('concept')
      .values({
        slug: await uniqueSlug(db, 'concept', concept.term),
        term: concept.term,
        summary: concept.summary,
        body: JSON.stringify(concept.body),
        bodyHtml: await renderRichTextWithPictures(db, concept.body),
        kind: concept.kind,
        category: concept.category,
        programme: concept.programme,
        status: 'published',
        position,
        searchText: searchTextOf({ title: concept.term, summary: concept.summary, body: concept.body }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    conceptIds.push(id)
  }
  await seedDemoConceptLinks(db, demo.concepts, conceptIds)
  const courses = await seedDemoCourses(db, demo.courses)
  await seedDemoDrills(db, demo.drills)
  await seedDemoEvents(db, demo.events)
  const sessions = await seedExampleSessions(db, demo.sessions)
  const curricula = await seedCurricula(db, demo.curriculum)
  await seedDemoBookings(db)
  // Spanish is the source: the other folders hold translations of its posts and concepts.
  const translations = language === 'es' ? await seedDemoTranslations(db, new Date(now).toISOString()) : 0
  await reindexAll(db)
  logger.info(
    {
      posts: posts.length,
      concepts: demo.concepts.length,
      courses,
      drills: demo.drills.length,
      events: demo.events.length,
      sessions,
      curricula,
      translations,
    },
    'demo content seeded',
  )
  return true
}

/** A drawn picture and its raster copies (see rasterCopies). */
async function drawing(svg: string) {
  const bytes = Buffer.from(svg)
  return { svg: bytes, copies: await rasterCopies(bytes) }
}

/** Stores a drawing like an upload: the SVG as the original, its WebP and AVIF copies as variants. */
const saveDrawing = (
  db: Db,
  { base, alt, size, svg, copies }: { base: string; alt: string; size: typeof COVER_SIZE } & Drawing,
  store: Storage | undefined,
) =>
  saveMedia(
    db,
    { base, extension: 'svg', contentType: 'image/svg+xml', bytes: svg, alt, ...size, variants: copies },
    store,
  )

type Drawing = Awaited<ReturnType<typeof drawing>>

export const FIGURE_SIZE = { width: 1600, height: 900 }

/** The post's body with its drawn figure stored and placed (the editor's image node). */
async function withFigure(
  db: Db,
  body: RichTextDoc,
  { theme, alt, caption, before }: NonNullable<DemoPost['figure']>,
  slug: string,
  store: Storage | undefined,
): Promise<RichTextDoc> {
  const drawn = await drawing(coverSvg(theme, caption, FIGURE_SIZE.width, FIGURE_SIZE.height))
  const saved = await saveDrawing(db, { base: `${slug}-figura`, alt, size: FIGURE_SIZE, ...drawn }, store)
  const image = figure({ src: mediaUrl(saved.name), alt, caption, ...FIGURE_SIZE })
  return { ...body, content: body.content.toSpliced(before, 0, image) }
}

/** A demo drill as the editor's form submits it, published (`title`: another title for copies). */
export function demoDrillInput(drill: DemoDrill, conceptIds: string[], title = drill.title) {
  return DrillSchema.parse({
    title,
    objective: drill.objective,
    programme: drill.programme,
    ageMin: drill.ages[0],
    ageMax: drill.ages[1],
    playersMin: drill.players[0],
    playersMax: drill.players[1],
    spaceLength: drill.space[0],
    spaceWidth: drill.space[1],
    durationMinutes: drill.minutes,
    intensity: drill.intensity,
    equipment: drill.equipment,
    coachingPoints: drill.points.join('\n'),
    variations: drill.variations.join('\n'),
    progressions: drill.progressions.join('\n'),
    conceptIds,
    diagrams: drill.diagrams.map((diagram) => JSON.stringify(diagram)),
    status: 'published',
  })
}

/** The demo drills, saved through the editor's schema and save like the coach's own, all published. */
async function seedDemoDrills(db: Db, drills: readonly DemoDrill[]) {
  const concepts = await db.selectFrom('concept').select(['id', 'slug']).execute()
  const idOf = new Map(concepts.map((concept) => [concept.slug, String(concept.id)]))
  for (const drill of drills) {
    const input = demoDrillInput(
      drill,
      drill.concepts.flatMap((slug) => idOf.get(slug) ?? []),
    )
    const outcome = await saveDrill(db, { input })
    if (outcome.kind !== 'saved') throw new Error(`demo drill "${drill.title}": ${JSON.stringify(outcome)}`)
  }
}
