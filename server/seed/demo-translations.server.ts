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

/**
 * The demo's published translations (content/demo/<language>/, docs/decisions/048), after the
 * Spanish items they translate, found by their Spanish title (post), term (concept), key
 * (curriculum objective) or number (season week). Saved up to date with the source as seeded. A
 * post with a drawn figure is not translatable here (its picture is made at seed time): its
 * translation file stops the seed, named.
 */
export async function seedDemoTranslations(db: Db, now: string) {
  let count = 0
  for (const folder of demoTranslationLanguages()) {
    const language = toTranslationLanguage(folder)
    if (!language) throw new Error(`demo content ${folder}/: not one of the interface languages`)
    const { posts, concepts, curriculum } = loadDemoTranslations(folder)
    const save = async (
      kind: TranslationKind,
      source: SourceItem,
      version: { slug: string; title: string; summary: string; body: unknown },
    ) => {
      await db
        .insertInto('content_translation')
        .values({
          kind,
          itemId: source.id,
          language,
          slug: version.slug,
          fields: JSON.stringify({ title: version.title, summary: version.summary, body: version.body }),
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
  }
  return count
}

type Save = (
  kind: TranslationKind,
  source: SourceItem,
  version: { slug: string; title: string; summary: string; body: unknown },
) => Promise<void>

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
