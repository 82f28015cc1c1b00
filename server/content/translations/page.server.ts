import { data } from 'react-router'
import type { Language } from '#app/i18n/languages.ts'
import {
  languageOfPrefix,
  translatedPath,
  type PageKind,
  type TranslationLanguage,
} from '#app/i18n/content-languages.ts'
import type { Db } from '../../db/connection.server.ts'
import { getLocale } from '../../i18n/i18n.server.ts'
import { findPublishedTranslation, publishedVersions } from './store.server.ts'

/**
 * The translation a prefixed content address names (`/en/post/{slug}`), or a 404 for a prefix
 * that is not one of the 15 other languages or a translation that is not published (or whose
 * source is not public). Undefined without a prefix: the Spanish page.
 */
export async function requestedTranslation(db: Db, kind: PageKind, params: { lang?: string; id: string }) {
  if (params.lang === undefined) return undefined
  const language = languageOfPrefix(params.lang)
  const translation = language && (await findPublishedTranslation(db, kind, language, params.id))
  if (!language || !translation) throw data(null, { status: 404 })
  return { ...translation, language }
}

/**
 * What a content page says about its languages, in as few bytes as it can (every post page counts
 * against its 40 KB): the addresses of its other published versions, for the language switch and
 * the head's `hreflang` links (`alternatesOf`; the Spanish page's own address is its canonical), and
 * on the Spanish page shown to a visitor whose interface is another language, the notice that the
 * text is in Spanish (with the address of their language's version if there is one).
 */
export async function pageLanguages(
  db: Db,
  request: Request,
  kind: PageKind,
  item: { id: number; slug: string },
  language: 'es' | TranslationLanguage,
) {
  const versions: Partial<Record<Language, string>> = {}
  for (const version of await publishedVersions(db, kind, item.id))
    versions[version.language] = translatedPath(kind, version.language, version.slug)
  // The Spanish page's own address is its canonical: named only on a translation's page.
  const translated = Object.keys(versions).length > 0
  if (language !== 'es') versions.es = translatedPath(kind, 'es', item.slug)
  const reader = getLocale(request)
  const notice = language === 'es' && reader !== 'es' ? { translation: versions[reader] ?? null } : undefined
  return {
    /** The other versions' addresses (Spanish too on a translation's page), for the switch and `alternatesOf`. */
    ...(translated ? { languageVersions: versions } : {}),
    ...(notice ? { notice } : {}),
  }
}
