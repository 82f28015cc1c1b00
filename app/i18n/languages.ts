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
