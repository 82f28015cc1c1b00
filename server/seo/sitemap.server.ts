import { listConceptsForIndex } from '../content/concepts.server.ts'
import { listCoursesForIndex } from '../courses/catalogue.server.ts'
import { listPostsForIndex } from '../content/posts.server.ts'
import { listDrillsForIndex } from '../drills/drill-catalogue.server.ts'
import { listEventsForIndex } from '../events/event-catalogue.server.ts'
import type { Db } from '../db/connection.server.ts'
import { listTagArchives } from '../content/tag-archive.server.ts'
import { escapeXml } from './xml.server.ts'
import { allPublishedVersions } from '../content/translations/store.server.ts'
import { htmlLang, type Language } from '#app/i18n/languages.ts'
import { programmes } from '#app/schemas/content-admin.ts'
import { everyLanguagePath, translatedPath, type PageKind } from '#app/i18n/content-languages.ts'

const STATIC_PATHS = [
  '/blog',
  '/conceptos',
  '/conceptos/mapa',
  '/conceptos_basicos',
  '/ejercicios',
  '/contacto',
  '/cursos',
  '/eventos',
]

/**
 * sitemap.xml: the fixed pages, the programme pages in every language, every public post, concept
 * or definition, published course, drill and event, and tag archive. A post, concept, event or drill with published translations is listed once per
 * language, each entry naming every version and `x-default` (`xhtml:link`, docs/decisions/048).
 */
export async function sitemapXml(db: Db, origin: string) {
  const [
    posts,
    concepts,
    courses,
    drills,
    tags,
    events,
    postVersions,
    conceptVersions,
    eventVersions,
    drillVersions,
  ] = await Promise.all([
    listPostsForIndex(db),
    listConceptsForIndex(db),
    listCoursesForIndex(db),
    listDrillsForIndex(db),
    listTagArchives(db),
    listEventsForIndex(db),
    allPublishedVersions(db, 'post'),
    allPublishedVersions(db, 'concept'),
    allPublishedVersions(db, 'event'),
    allPublishedVersions(db, 'drill'),
  ])
  const url = (path: string) => escapeXml(`${origin}${path}`)
  const entry = (path: string, lastmod?: string, links = '') =>
    `  <url><loc>${url(path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${links}</url>`
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`
  /** The Spanish item's entry, then one per published translation, all naming each other. */
  const withVersions = (
    kind: PageKind,
    item: { id: number; slug: string; updatedAt: string },
    versions: ReadonlyMap<number, Array<{ language: string; slug: string; updatedAt: string }>>,
  ) => {
    const spanish = translatedPath(kind, 'es', encodeURIComponent(item.slug))
    const others = (versions.get(item.id) ?? []).map((version) => ({
      hreflang: htmlLang(version.language as Language),
      path: translatedPath(kind, version.language as Language, encodeURIComponent(version.slug)),
      updatedAt: version.updatedAt,
    }))
    if (!others.length) return [entry(spanish, item.updatedAt)]
    const links = [
      link('es', spanish),
      ...others.map((other) => link(other.hreflang, other.path)),
      link('x-default', spanish),
    ].join('')
    return [
      entry(spanish, item.updatedAt, links),
      ...others.map((other) => entry(other.path, other.updatedAt, links)),
    ]
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...STATIC_PATHS.map((path) => entry(path)),
    // Every language has a version of the home and the programme pages (decision 048).
    ...['', ...programmes.map((programme) => `/${programme}`)].flatMap((path) => {
      const versions = Object.entries(everyLanguagePath(path)).map(([language, address]) => ({
        hreflang: htmlLang(language as Language),
        path: address,
      }))
      const links = [
        ...versions.map((version) => link(version.hreflang, version.path)),
        link('x-default', path || '/'),
      ].join('')
      return versions.map((version) => entry(version.path, undefined, links))
    }),
    ...posts.flatMap((post) => withVersions('post', post, postVersions)),
    ...concepts.flatMap((concept) => withVersions('concept', concept, conceptVersions)),
    ...courses.map((course) => entry(`/cursos/${encodeURIComponent(course.slug)}`, course.updatedAt)),
    ...drills.flatMap((drill) => withVersions('drill', drill, drillVersions)),
    ...tags.map((tag) => entry(tag.path)),
    ...events.flatMap((event) => withVersions('event', event, eventVersions)),
    '</urlset>',
    '',
  ]
  return lines.join('\n')
}
