import { listConceptsForIndex } from '../content/concepts.server.ts'
import { listCoursesForIndex } from '../courses/catalogue.server.ts'
import { listPostsForIndex } from '../content/posts.server.ts'
import { listDrillsForIndex } from '../drills/drill-catalogue.server.ts'
import { listEventsForIndex } from '../events/event-catalogue.server.ts'
import type { Db } from '../db/connection.server.ts'
import { listTagArchives } from '../content/tag-archive.server.ts'
import { escapeXml } from './xml.server.ts'

const STATIC_PATHS = [
  '/',
  '/infantil',
  '/juvenil',
  '/elite',
  '/blog',
  '/conceptos',
  '/conceptos_basicos',
  '/ejercicios',
  '/contacto',
  '/cursos',
  '/eventos',
]

/** sitemap.xml: the fixed pages, every public post, concept or definition, published course, drill and event, and tag archive. */
export async function sitemapXml(db: Db, origin: string) {
  const [posts, concepts, courses, drills, tags, events] = await Promise.all([
    listPostsForIndex(db),
    listConceptsForIndex(db),
    listCoursesForIndex(db),
    listDrillsForIndex(db),
    listTagArchives(db),
    listEventsForIndex(db),
  ])
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => entry(path)),
    ...posts.map((post) => entry(`/post/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    ...concepts.map((concept) => entry(`/concepts/${encodeURIComponent(concept.slug)}`, concept.updatedAt)),
    ...courses.map((course) => entry(`/cursos/${encodeURIComponent(course.slug)}`, course.updatedAt)),
    ...drills.map((drill) => entry(`/ejercicios/${encodeURIComponent(drill.slug)}`, drill.updatedAt)),
    ...tags.map((tag) => entry(tag.path)),
    ...events.map((event) => entry(`/eventos/${encodeURIComponent(event.slug)}`, event.updatedAt)),
    '</urlset>',
    '',
  ]
  return lines.join('\n')
}
