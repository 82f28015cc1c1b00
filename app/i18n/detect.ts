import { toLanguage, type Language } from './languages.ts'

/** Where the browser can find a language, in the spec's detection order (SPEC.md section 9). */
export interface BrowserLanguageSources {
  query: string | null | undefined
  cookie: string | null | undefined
  localStorage: string | null | undefined
  sessionStorage: string | null | undefined
  navigator: readonly string[]
  htmlLang: string | null | undefined
}

export const detectionOrder = [
  'query',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlLang',
] as const

export type DetectionSource = (typeof detectionOrder)[number]

/**
 * The first source holding one of our languages wins: query `lng`, cookie `i18next`, local storage
 * `i18nextLng`, session storage, the browser's languages, then `<html lang>`. Unknown or malformed
 * values are skipped. The server does the same with query, cookie and Accept-Language, so on a
 * first visit both agree and hydration renders the server's language.
 */
export function detectBrowserLanguage(
  sources: BrowserLanguageSources,
): { language: Language; source: DetectionSource } | undefined {
  for (const source of detectionOrder) {
    const values = source === 'navigator' ? sources.navigator : [sources[source]]
    for (const value of values) {
      const language = toLanguage(value)
      if (language) return { language, source }
    }
  }
  return undefined
}
