import { languagePrefix, languages, type Language, type OtherLanguage } from './languages.ts'

export { languageOfPrefix, pathLanguage, toTranslationLanguage } from './languages.ts'

/**
 * Translations of the coach's content (docs/decisions/048-content-translations.md): Spanish is the
 * source; each item may have a version in any of the other 15 languages.
 */
export const translationKinds = ['post', 'concept', 'event', 'drill', 'course'] as const
/** The kinds with pages of their own, each version at its own address. */
export type PageKind = (typeof translationKinds)[number]
/**
 * The curriculum's objectives and season weeks: translated in place on the programme pages'
 * language versions (`/en/infantil`), with no address of their own.
 */
export const curriculumKinds = ['curriculum', 'season-week'] as const
export type CurriculumKind = (typeof curriculumKinds)[number]
export type TranslationKind = PageKind | CurriculumKind

export type TranslationLanguage = OtherLanguage
export const translationLanguages = languages.filter((l): l is TranslationLanguage => l !== 'es')

export const translationStatuses = ['draft', 'published'] as const
export type TranslationStatus = (typeof translationStatuses)[number]
/** What the admin shows per language; `outdated`: the source's words changed since the last save. */
export type TranslationState = 'missing' | TranslationStatus | 'outdated'

/** The public path segment of each kind, the same as the Spanish address's. */
export const kindSegment: Record<PageKind, string> = {
  post: 'post',
  concept: 'concepts',
  event: 'eventos',
  drill: 'ejercicios',
  course: 'cursos',
}

/**
 * The addresses of a page every language has a version of (the home, the programme pages): Spanish
 * at `path` (`''` is the home, `/`), the others under their prefix (`/en`, `/en/infantil`); `query`
 * is kept on each.
 */
export const everyLanguagePath = (path: string, query = '') =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      `${language === 'es' ? path || '/' : `/${languagePrefix(language)}${path}`}${query}`,
    ]),
  ) as Record<Language, string>

/** `/en/post/the-slug`; Spanish: `/post/the-slug`. */
export const translatedPath = (kind: PageKind, language: Language, slug: string) =>
  language === 'es'
    ? `/${kindSegment[kind]}/${slug}`
    : `/${languagePrefix(language)}/${kindSegment[kind]}/${slug}`
