import type { Language } from '#app/i18n/languages.ts'
import type { PageKind } from '#app/schemas/translations.ts'
import type { Db } from '../../db/connection.server.ts'

interface VersionWords {
  title: string
  summary: string
}

/**
 * Cards of posts or concepts on a page in another language (`/en`, `/en/infantil`): each item with
 * a published version in that language shows its words and links its address; the others stay
 * Spanish (docs/decisions/048). `language` on each card says which.
 */
export async function cardsInLanguage<T extends { id: number; slug: string }>(
  db: Db,
  kind: PageKind,
  items: T[],
  language: Language,
  words: (version: VersionWords) => Partial<T>,
): Promise<Array<T & { language: Language }>> {
  const spanish = items.map((item) => ({ ...item, language: 'es' as Language }))
  if (language === 'es' || !items.length) return spanish
  const rows = await db
    .selectFrom('content_translation')
    .select(['itemId', 'slug', 'fields'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where('status', '=', 'published')
    .where(
      'itemId',
      'in',
      items.map((item) => item.id),
    )
    .execute()
  const versions = new Map(rows.map((row) => [row.itemId, row]))
  return spanish.map((item) => {
    const version = versions.get(item.id)
    if (!version) return item
    const fields = JSON.parse(version.fields) as { title: string; summary?: string }
    return {
      ...item,
      ...words({ title: fields.title, summary: fields.summary ?? '' }),
      slug: version.slug,
      language,
    }
  })
}

/** Post cards in a page's language: a version's title and summary over the post's title and excerpt. */
export const postCardsIn = <T extends { id: number; slug: string; title: string; excerpt: string }>(
  db: Db,
  posts: T[],
  language: Language,
) =>
  cardsInLanguage(
    db,
    'post',
    posts,
    language,
    ({ title, summary }) => ({ title, excerpt: summary }) as Partial<T>,
  )

/** Concept cards in a page's language: a version's title and summary over the term and summary. */
export const conceptCardsIn = <T extends { id: number; slug: string; term: string; summary: string }>(
  db: Db,
  concepts: T[],
  language: Language,
) =>
  cardsInLanguage(
    db,
    'concept',
    concepts,
    language,
    ({ title, summary }) => ({ term: title, summary }) as Partial<T>,
  )
