import type { IncomingHttpHeaders } from 'node:http'
import { DISPLAY_COOKIE, deserializeSettings, serializeSettings } from '#app/display/settings.ts'
import { fallbackLanguage, pathLanguage, toLanguage } from '#app/i18n/languages.ts'
import { fromAcceptLanguage, LANGUAGE_COOKIE, readCookie } from '../i18n/detect.server.ts'
import { hasSessionCookie } from './page-policy.server.ts'

/** Longer targets are rendered every time (no one links to them; they would only fill the cache). */
const MAX_TARGET_LENGTH = 512

export type Encoding = 'br' | 'gzip' | 'identity'

/** Longer header values are parsed every time rather than remembered. */
const MAX_REMEMBERED_LENGTH = 512

/**
 * A map that remembers the last few hundred answers of a pure function of a header value. Visitors
 * send few distinct Cookie, Accept-Language and Accept-Encoding values, so the cache-hit path parses
 * each of them once, not per request. Full: forget everything and start again.
 */
function memo<T>(limit: number, compute: (header: string) => T) {
  const known = new Map<string, T>()
  return (header: string): T => {
    let value = known.get(header)
    if (value === undefined) {
      value = compute(header)
      if (header.length > MAX_REMEMBERED_LENGTH) return value
      if (known.size >= limit) known.clear()
      known.set(header, value)
    }
    return value
  }
}

interface CookieFacts {
  signedIn: boolean
  /** The `i18next` cookie's language, '' when absent or unknown. */
  language: string
  /** The display settings, normalised (`serializeSettings`), so equivalent cookies share pages. */
  display: string
}

const cookieFacts = memo<CookieFacts>(1000, (header) => ({
  signedIn: hasSessionCookie(header),
  language: toLanguage(readCookie(header, LANGUAGE_COOKIE)) ?? '',
  display: serializeSettings(deserializeSettings(readCookie(header, DISPLAY_COOKIE))),
}))
const anonymous = cookieFacts('')

const acceptedLanguage = memo(1000, (header) => fromAcceptLanguage(header) ?? fallbackLanguage)

function quality(token: string) {
  const q = /;\s*q=([0-9.]+)/.exec(token)?.[1]
  return q === undefined ? 1 : Number(q)
}

/** The best encoding we hold that the client accepts: br, then gzip, else identity. */
export const encodingFor = memo<Encoding>(200, (header) => {
  const accepted = new Map<string, number>()
  for (const token of header.toLowerCase().split(',')) {
    const name = token.split(';')[0]?.trim() ?? ''
    if (name) accepted.set(name, quality(token))
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : 'identity'
})

/**
 * Query parameters that ad networks, social apps and newsletters add to links to a page (a visit
 * from Instagram or Facebook carries a new `fbclid` each time). No page reads them: analytics read
 * them in the browser.
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|igshid|li_fat_id|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|yclid|srsltid)$/i

/**
 * The request target without its tracking parameters (the others keep their order and spelling),
 * so that a visit from a link in a post or a newsletter is the page everyone else gets.
 */
export function withoutTracking(target: string) {
  const start = target.indexOf('?')
  if (start === -1) return target
  const kept = target
    .slice(start + 1)
    .split('&')
    .filter((pair) => !TRACKING_PARAMETER.test(pair.split('=', 1)[0] ?? ''))
  return kept.length ? `${target.slice(0, start)}?${kept.join('&')}` : target.slice(0, start)
}

/**
 * The page cache key of a request, or undefined when it must be rendered: not GET/HEAD, a session
 * cookie, an overlong target. The key holds what the rendered page depends on: host (pages link to
 * their own origin when BASE_URL is unset), path and query as sent, the language the app would
 * detect (a language version's path prefix; query `lng` is part of the target; then the cookie,
 * then Accept-Language) and the display
 * settings. Tracking parameters are left out of the path and query (`withoutTracking`).
 */
export function pageKey(
  method: string | undefined,
  target: string | undefined,
  headers: IncomingHttpHeaders,
) {
  if ((method !== 'GET' && method !== 'HEAD') || !target || target.length > MAX_TARGET_LENGTH)
    return undefined
  const cookie = headers.cookie
  const facts = cookie ? cookieFacts(cookie) : anonymous
  if (facts.signedIn) return undefined
  // A language version's address (`/en/post/…`, `/de/infantil`) is rendered in its own language
  // whatever the visitor's cookie or Accept-Language say: every reader shares its one page.
  const language =
    pathLanguage(target.split('?', 1)[0] ?? '') ??
    (facts.language || acceptedLanguage(headers['accept-language'] ?? ''))
  return `${headers.host ?? ''} ${withoutTracking(target)} ${language} ${facts.display}`
}
