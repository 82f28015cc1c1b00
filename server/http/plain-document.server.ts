import { direction, htmlLang, type Language } from '#app/i18n/languages.ts'
import { pageTitle } from '#app/site.ts'
import { escapeHtml } from '../content/escape-html.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * A small page without script or style sheet, in one language: the brand, a heading, a message and
 * one link. For answers that must cost nothing or work with nothing else (overload, offline).
 */
export function plainDocument(
  language: Language,
  page: { title: string; message: string; link: { href: string; text: string } },
) {
  const { brand } = siteSettings()
  return (
    `<!doctype html><html lang="${htmlLang(language)}" dir="${direction(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(pageTitle(page.title, brand))}</title></head><body><p>${escapeHtml(brand)}</p>` +
    `<main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p>` +
    `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p></main></body></html>`
  )
}
