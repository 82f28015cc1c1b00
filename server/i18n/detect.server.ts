import {
  fallbackLanguage,
  pathLanguage,
  siteLanguage,
  toLanguage,
  type Language,
} from '#app/i18n/languages.ts'

export const LANGUAGE_COOKIE = 'i18next'

/**
 * The server's half of the spec's detection order: query `lng`, cookie `i18next`, then the
 * browser's languages (Accept-Language, by quality). A translated content page's address
 * (`/en/post/…`, docs/decisions/048) comes before all of them: its interface speaks its language. Local and session storage only exist in the
 * browser, which copies its choice into the cookie. Anything unknown falls back to English.
 */
export function detectLanguage(request: Request): Language {
  return requestedLanguage(request) ?? fallbackLanguage
}

/** The language a request asks for (query, cookie, browser), or undefined when it names none. */
export function requestedLanguage(request: Request): Language | undefined {
  const url = new URL(request.url)
  return (
    pathLanguage(url.pathname) ??
    toLanguage(url.searchParams.get('lng')) ??
    toLanguage(readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(request.headers.get('Accept-Language'))
  )
}

/**
 * The language of an e-mail to someone: their saved language, else the language the request that
 * caused it asked for, else the site's own (Spanish). An account made by the admin-create script
 * has no saved language, and a mail sent outside a request must not fall to the interface's
 * English fallback.
 */
export function mailLanguage(savedLocale: string | null | undefined, request?: Request): Language {
  return toLanguage(savedLocale) ?? (request && requestedLanguage(request)) ?? siteLanguage
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined // malformed percent-encoding: ignore the cookie
    }
  }
  return undefined
}

export function fromAcceptLanguage(header: string | null): Language | undefined {
  if (!header || header.length > 1000) return undefined
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      const quality = q === undefined ? 1 : Number(q)
      return { tag, quality: Number.isFinite(quality) ? quality : 0, order }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
  for (const { tag } of ranked) {
    const language = toLanguage(tag)
    if (language) return language
  }
  return undefined
}
