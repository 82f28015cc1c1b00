import { toTranslationLanguage } from '#app/i18n/content-languages.ts'
import type { TranslationKind } from '#app/i18n/content-languages.ts'
import { demoTranslationLanguages, loadDemoTranslations } from '../content/demo/load.server.ts'
import { renderRichTextWithPictures } from '../content/rich-text-pictures.server.ts'
import { slugify } from '../content/slug.server.ts'
import { snapshotOf, sourceHashOf, sourceItems } from '../content/translations/sources.server.ts'
import type { Db } from '../db/connection.server.ts'

/**
 * The demo's published translations (content/demo/<language>/, docs/decisions/048), after the
 * Spanish items they translate, found by their Spanish title (post) or term (concept). Saved up to
 * date with the source as seeded. A post with a drawn figure is not translatable here (its picture
 * is made at seed time): its translation file stops the seed, named.
 */
export async function seedDemoTranslations(db: Db, now: string) {
  let count = 0
  for (const folder of demoTranslationLanguages()) {
    const language = toTranslationLanguage(folder)
    if (!language) throw new Error(`demo content ${folder}/: not one of the interface languages`)
    const { posts, concepts } = loadDemoTranslations(folder)
    const pairs: Array<{
      kind: TranslationKind
      title: string
      translation: (typeof posts)[number]['translation']
    }> = [
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
        await db
          .insertInto('content_translation')
          .values({
            kind,
            itemId: source.id,
            language,
            slug: slug ?? slugify(title),
            fields: JSON.stringify({ title, summary, body }),
            html: await renderRichTextWithPictures(db, body),
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
    }
  }
  return count
}
