import { fallbackLanguage, toLanguage, type Language } from '#app/i18n/languages.ts'

export const LANGUAGE_COOKIE = 'i18next'

/**
 * The server's half of the spec's detection order: query `lng`, cookie `i18next`, then the
 * browser's languages (Accept-Language, by quality). Local and session storage only exist in the
 * browser, which copies its choice into the cookie. Anything unknown falls back to English.
 */
export function detectLanguage(request: Request): Language {
  const url = new URL(request.url)
  return (
    toLanguage(url.searchParams.get('lng')) ??
    toLanguage(readCookie(request.headers.get('Cookie'), LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(request.headers.get('Accept-Language')) ??
    fallbackLanguage
  )
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
