/** The 16 interface languages of the spec, in its order. Arabic uses the spec's code `ae`. */
export const languages = [
  'zh',
  'da',
  'en',
  'fr',
  'de',
  'el',
  'hu',
  'it',
  'ja',
  'pl',
  'pt',
  'ru',
  'es',
  'sv',
  'tr',
  'ae',
] as const
export type Language = (typeof languages)[number]

export const fallbackLanguage: Language = 'en'

/**
 * The language the site is written in: what a mail to someone who never chose a language is
 * written in when no request says otherwise (the interface's fallback stays English, per spec).
 */
export const siteLanguage: Language = 'es'

/** Names shown in the language switcher, each in its own language. */
export const languageNames: Record<Language, string> = {
  zh: '中文',
  da: 'Dansk',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  el: 'Ελληνικά',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  sv: 'Svenska',
  tr: 'Türkçe',
  ae: 'العربية',
}

const isLanguage = (code: string): code is Language => (languages as readonly string[]).includes(code)

/**
 * Maps any language tag to one of ours using only its language part ("es-AR" → "es").
 * Arabic arrives from browsers as "ar" and is stored under the spec's code "ae".
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined
  const part = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  const code = part === 'ar' ? 'ae' : part
  return isLanguage(code) ? code : undefined
}

/** The BCP 47 tag for `<html lang>` and `Intl`. */
export const htmlLang = (language: Language) => (language === 'ae' ? 'ar' : language)

export const direction = (language: Language): 'ltr' | 'rtl' => (language === 'ae' ? 'rtl' : 'ltr')

// Translated content's addresses (docs/decisions/048-content-translations.md), here because the
// root's language detection needs `pathLanguage`: this chunk is on every page already.

/** One of the 15 languages other than Spanish (a translation's). */
export type OtherLanguage = Exclude<Language, 'es'>

export const toTranslationLanguage = (code: string | null | undefined): OtherLanguage | undefined => {
  const language = toLanguage(code)
  return language && language !== 'es' ? language : undefined
}

/** The address prefix of a language: its BCP 47 tag (`ar` for Arabic, whose interface code is `ae`). */
export const languagePrefix = (language: OtherLanguage) => htmlLang(language)

/** The language a path prefix names (`en`, `ar`), only in its exact lower-case spelling. */
export function languageOfPrefix(prefix: string | undefined): OtherLanguage | undefined {
  const language = toTranslationLanguage(prefix)
  return language && languagePrefix(language) === prefix ? language : undefined
}

/**
 * The language of a translated content page's path (`/en/post/…`) or of a home or programme page's
 * language version (`/en`, `/en/infantil`), which the interface then
 * speaks whatever the cookie says; undefined for every other path.
 */
export function pathLanguage(pathname: string): OtherLanguage | undefined {
  const match =
    /^\/([a-z]{2})(?:\/(?:(?:post|concepts|eventos|ejercicios)\/[^/]+|infantil|juvenil|elite))?\/?$/.exec(
      pathname,
    )
  return match ? languageOfPrefix(match[1]) : undefined
}
