import { htmlLang, languages, toLanguage, type Language } from './languages.ts'

/**
 * Translations of the coach's content (docs/decisions/048-content-translations.md): Spanish is the
 * source; each item may have a version in any of the other 15 languages.
 */
export const translationKinds = ['post', 'concept'] as const
export type TranslationKind = (typeof translationKinds)[number]

export type TranslationLanguage = Exclude<Language, 'es'>
export const translationLanguages = languages.filter((l): l is TranslationLanguage => l !== 'es')

export const translationStatuses = ['draft', 'published'] as const
export type TranslationStatus = (typeof translationStatuses)[number]
/** What the admin shows per language; `outdated`: the source's words changed since the last save. */
export type TranslationState = 'missing' | TranslationStatus | 'outdated'

export const toTranslationLanguage = (code: string | null | undefined): TranslationLanguage | undefined => {
  const language = toLanguage(code)
  return language && language !== 'es' ? language : undefined
}

/** The address prefix of a language: its BCP 47 tag (`ar` for Arabic, whose interface code is `ae`). */
export const languagePrefix = (language: TranslationLanguage) => htmlLang(language)

/** The language a path prefix names (`en`, `ar`), only in its exact lower-case spelling. */
export function languageOfPrefix(prefix: string | undefined): TranslationLanguage | undefined {
  const language = toTranslationLanguage(prefix)
  return language && languagePrefix(language) === prefix ? language : undefined
}

/** The public path segment of each kind, the same as the Spanish address's. */
export const kindSegment: Record<TranslationKind, string> = { post: 'post', concept: 'concepts' }

/** `/en/post/the-slug`; Spanish: `/post/the-slug`. */
export const translatedPath = (kind: TranslationKind, language: Language, slug: string) =>
  language === 'es'
    ? `/${kindSegment[kind]}/${slug}`
    : `/${languagePrefix(language)}/${kindSegment[kind]}/${slug}`

/**
 * The language of a translated content page's path (`/en/post/…`), which the interface then
 * speaks whatever the cookie says; undefined for every other path.
 */
export function pathLanguage(pathname: string): TranslationLanguage | undefined {
  const match = /^\/([a-z]{2})\/(post|concepts)\/[^/]+\/?$/.exec(pathname)
  return match ? languageOfPrefix(match[1]) : undefined
}
