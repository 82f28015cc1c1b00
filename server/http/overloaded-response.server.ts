import type { Language } from '#app/i18n/languages.ts'
import { getFixedT, getLocale } from '../i18n/i18n.server.ts'
import { plainDocument } from './plain-document.server.ts'

/** When a refused visitor may try again: a few renders' worth of queue has drained by then. */
export const RETRY_AFTER_SECONDS = 5

/** One small page per language, made on first use: refusing must cost far less than the render it spares. */
const documents = new Map<Language, string>()

function overloadedDocument(language: Language) {
  let html = documents.get(language)
  if (html !== undefined) return html
  const t = getFixedT(language, 'common')
  html = plainDocument(language, {
    title: t('errors.busy.title'),
    message: t('errors.busy.message'),
    link: { href: '/', text: t('errors.backHome') },
  })
  documents.set(language, html)
  return html
}

/**
 * The answer to a render refused under overload (server/http/render-gate.server.ts): 503 with
 * Retry-After, in the visitor's language (cookie, Accept-Language). A browser asking for a page gets
 * a prebuilt HTML page, anything else (a client navigation's `.data`, a resource route, an API
 * call) one line of text. The site's own 503 page is not rendered: under overload that render
 * would cost what the refusal is meant to spare (docs/decisions/028-render-concurrency.md).
 */
export function overloadedResponse(request: Request): Response {
  const language = getLocale(request)
  const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS) }
  const wantsPage =
    !new URL(request.url).pathname.endsWith('.data') &&
    (request.headers.get('Accept') ?? '').includes('text/html')
  if (wantsPage)
    return new Response(overloadedDocument(language), {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    })
  const message = getFixedT(language, 'common')('errors.busy.message')
  return new Response(`${message}\n`, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
