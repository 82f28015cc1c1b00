import { toTranslationLanguage } from '#app/i18n/content-languages.ts'
import type { TranslationKind } from '#app/i18n/content-languages.ts'
import { demoTranslationLanguages, loadDemoTranslations } from '../content/demo/load.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { slugify } from '../content/slug.server.ts'
import {
  snapshotOf,
  sourceHashOf,
  sourceItems,
  type SourceItem,
} from '../content/translations/sources.server.ts'
import type { Db } from '../db/connection.server.ts'
import type { DrillWords } from '#app/schemas/drill-translation.ts'

/**
 * The demo's published translations (content/demo/<language>/, docs/decisions/048), after the
 * Spanish items they translate, found by their Spanish title (post, drill), term (concept), key
 * (curriculum objective) or number (season week). Saved up to date with the source as seeded. A
 * post with a drawn figure is not translatable here (its picture is made at seed time): its
 * translation file stops the seed, named.
 */
export async function seedDemoTranslations(db: Db, now: string) {
  let count = 0
  for (const folder of demoTranslationLanguages()) {
    const language = toTranslationLanguage(folder)
    if (!language) throw new Error(`demo content ${folder}/: not one of the interface languages`)
    const { posts, concepts, curriculum, drills } = loadDemoTranslations(folder)
    const save: Save = async (kind, source, version) => {
      await db
        .insertInto('content_translation')
        .values({
          kind,
          itemId: source.id,
          language,
          slug: version.slug,
          fields: JSON.stringify({
            title: version.title,
            summary: version.summary,
            body: version.body,
            ...(version.words && { words: version.words }),
          }),
          html: version.body ? await renderRichTextWithPictures(db, version.body) : '',
          status: 'published',
          sourceHash: sourceHashOf(source),
          sourceSnapshot: JSON.stringify(snapshotOf(source)),
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .execute()
      count++
    }
    const pairs = [
      ...posts.map(({ source, translation }) => {
        if (source.figure) throw new Error(`demo content ${folder}/posts: "${source.title}" has a figure`)
        return { kind: 'post' as const, title: source.title, translation }
      }),
      ...concepts.map(({ source, translation }) => ({
        kind: 'concept' as const,
        title: source.term,
        translation,
      })),
    ]
    for (const kind of ['post', 'concept'] as const) {
      const sources = new Map((await sourceItems(db, kind)).map((item) => [item.title, item]))
      for (const pair of pairs.filter((p) => p.kind === kind)) {
        const source = sources.get(pair.title)
        if (!source) throw new Error(`demo content ${folder}: no seeded ${kind} "${pair.title}"`)
        const { slug, title, summary, body } = pair.translation
        await save(kind, source, { slug: slug ?? slugify(title), title, summary, body })
      }
    }
    for (const band of curriculum) await seedCurriculumTranslation(db, folder, band, save)
    const drillSources = new Map((await sourceItems(db, 'drill')).map((item) => [item.title, item]))
    for (const { source, translation } of drills) {
      const item = drillSources.get(source.title)
      if (!item?.words) throw new Error(`demo content ${folder}: no seeded drill "${source.title}"`)
      await save('drill', item, {
        slug: translation.slug ?? slugify(translation.title),
        title: translation.title,
        summary: translation.objective,
        body: '',
        words: demoDrillWords(`demo content ${folder}/drills ("${source.title}")`, item.words, translation),
      })
    }
  }
  return count
}

type Save = (
  kind: TranslationKind,
  source: SourceItem,
  version: { slug: string; title: string; summary: string; body: unknown; words?: DrillWords },
) => Promise<void>

/** A demo drill file's words over the seeded drill's diagrams; a label on an object without one stops the seed. */
function demoDrillWords(
  where: string,
  source: DrillWords,
  file: ReturnType<typeof loadDemoTranslations>['drills'][number]['translation'],
): DrillWords {
  if (file.diagrams.length > source.diagrams.length) throw new Error(`${where}: more diagrams than the drill`)
  return {
    coachingPoints: file.points,
    variations: file.variations,
    progressions: file.progressions,
    diagrams: source.diagrams.map((diagram, index) => {
      const words = file.diagrams[index]
      const labelled = new Set(diagram.labels.map((label) => label.id))
      for (const id of Object.keys(words?.labels ?? {}))
        if (!labelled.has(id)) throw new Error(`${where}: diagram ${index + 1} has no label on "${id}"`)
      return {
        title: words?.title ?? '',
        description: words?.description ?? '',
        labels: diagram.labels.flatMap((label) => {
          const text = words?.labels[label.id]
          return text ? [{ id: label.id, text }] : []
        }),
      }
    }),
  }
}

/** One band's objectives (by the Spanish file's keys) and weeks (by number) in one language. */
async function seedCurriculumTranslation(
  db: Db,
  folder: string,
  { source, translation }: ReturnType<typeof loadDemoTranslations>['curriculum'][number],
  save: Save,
) {
  const where = `demo content ${folder}/curriculum (${source.programme} U${source.ageBand})`
  const [objectives, weeks] = await Promise.all([
    db
      .selectFrom('curriculum_objective')
      .select(['id', 'title'])
      .where('programme', '=', source.programme)
      .where('ageBand', '=', source.ageBand)
      .execute(),
    db
      .selectFrom('season_week')
      .select(['id', 'week'])
      .where('programme', '=', source.programme)
      .where('ageBand', '=', source.ageBand)
      .execute(),
  ])
  const items = async (kind: 'curriculum' | 'season-week', id: number | undefined, name: string) => {
    const [item] = id === undefined ? [] : await sourceItems(db, kind, [id])
    if (!item) throw new Error(`${where}: no seeded ${name}`)
    return item
  }
  for (const [key, version] of Object.entries(translation.objectives)) {
    const title = source.objectives.find((objective) => objective.key === key)?.title
    const row = objectives.find((objective) => objective.title === title)
    const item = await items('curriculum', row && Number(row.id), `objective "${key}"`)
    await save('curriculum', item, {
      slug: item.slug,
      title: version.title,
      summary: version.description ?? '',
      body: '',
    })
  }
  for (const [week, version] of Object.entries(translation.weeks)) {
    const row = weeks.find((candidate) => candidate.week === Number(week))
    const item = await items('season-week', row && Number(row.id), `week ${week}`)
    await save('season-week', item, {
      slug: item.slug,
      title: version.theme,
      summary: version.notes ?? '',
      body: '',
    })
  }
}
