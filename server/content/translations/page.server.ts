import { data } from 'react-router'
import { htmlLang, type Language } from '#app/i18n/languages.ts'
import {
  languageOfPrefix,
  translatedPath,
  type TranslationKind,
  type TranslationLanguage,
} from '#app/i18n/content-languages.ts'
import type { Db } from '../../db/connection.server.ts'
import { getLocale } from '../../i18n/i18n.server.ts'
import { absoluteUrl } from '../../seo/seo.server.ts'
import { findPublishedTranslation, publishedVersions } from './store.server.ts'

/**
 * The translation a prefixed content address names (`/en/post/{slug}`), or a 404 for a prefix
 * that is not one of the 15 other languages or a translation that is not published (or whose
 * source is not public). Undefined without a prefix: the Spanish page.
 */
export async function requestedTranslation(
  db: Db,
  kind: TranslationKind,
  params: { lang?: string; id: string },
) {
  if (params.lang === undefined) return undefined
  const language = languageOfPrefix(params.lang)
  const translation = language && (await findPublishedTranslation(db, kind, language, params.id))
  if (!language || !translation) throw data(null, { status: 404 })
  return { ...translation, language }
}

/** A link of the page's head to one of its versions. */
export interface Alternate {
  hreflang: string
  href: string
}

/**
 * What a content page says about its languages: the address of each published version (Spanish
 * included) for the language switch, the `hreflang` alternates with `x-default` (Spanish) for the
 * head, and on the Spanish page shown to a visitor whose interface is another language, the
 * notice that the text is in Spanish (with the address of their language's version if there is one).
 */
export async function pageLanguages(
  db: Db,
  request: Request,
  kind: TranslationKind,
  item: { id: number; slug: string },
  language: 'es' | TranslationLanguage,
) {
  const versions: Partial<Record<Language, string>> = { es: translatedPath(kind, 'es', item.slug) }
  for (const version of await publishedVersions(db, kind, item.id))
    versions[version.language] = translatedPath(kind, version.language, version.slug)
  const alternates: Alternate[] = Object.entries(versions).map(([code, path]) => ({
    hreflang: htmlLang(code as Language),
    href: absoluteUrl(request, path),
  }))
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(request, versions.es ?? '/') })
  const reader = getLocale(request)
  return {
    /** The content's language, for its `lang` attribute. */
    contentLang: htmlLang(language),
    languageVersions: versions,
    alternates: alternates.length > 2 ? alternates : [],
    notice: language === 'es' && reader !== 'es' ? { translation: versions[reader] ?? null } : null,
  }
}
