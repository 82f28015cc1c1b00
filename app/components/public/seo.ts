import type { MetaDescriptor } from 'react-router'
import { brandOf, pageTitle } from '#app/site.ts'
import { htmlLang, type Language } from '#app/i18n/languages.ts'

/** What a public loader returns for its page's head: built on the server, read by `seoMeta`. */
export interface Seo {
  title: string
  description: string
  /** Absolute URL of the page without tracking or language parameters. */
  canonical: string
  type?: 'website' | 'article'
  image?: { url: string; width: number; height: number; alt: string }
  publishedTime?: string
  modifiedTime?: string
  jsonLd?: Array<Record<string, unknown>>
  /** Search result and filtered pages: followed but kept out of the index. */
  noindex?: boolean
  /** The page's versions in other languages and `x-default` (docs/decisions/048). */
  alternates?: Array<{ hreflang: string; href: string }>
  /** The content's language when not Spanish (`en`), for Open Graph. */
  lang?: string
}

type Matches = Parameters<typeof brandOf>[0]

/**
 * The `hreflang` links of a page with versions in other languages (docs/decisions/048): each
 * version's absolute address, and `x-default` for the Spanish one. Built in `meta` from the
 * addresses the page holds anyway, so the page data does not carry them twice.
 */
export function alternatesOf(
  versions: Partial<Record<Language, string>> | undefined,
  canonical: string,
): Seo['alternates'] {
  if (!versions) return undefined
  // On the Spanish page its own address (the canonical) is the Spanish version.
  const all = { es: new URL(canonical).pathname, ...versions }
  const links = Object.entries(all).map(([code, path]) => ({
    hreflang: htmlLang(code as Language),
    href: new URL(path, canonical).href,
  }))
  return [...links, { hreflang: 'x-default', href: new URL(all.es, canonical).href }]
}

/** Title, description, canonical, Open Graph, Twitter card and JSON-LD for one page. */
export function seoMeta(seo: Seo | undefined, matches: Matches): MetaDescriptor[] {
  // No data means the loader threw: the error page sets its own title.
  if (!seo) return []
  const brand = brandOf(matches)
  const title = pageTitle(seo.title, brand)
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: seo.lang ?? 'es_ES' },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    // X reads og:title, og:description and og:image when its own tags are missing: only the card.
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
  ]
  for (const { hreflang, href } of seo.alternates ?? [])
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: hreflang, href })
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  if (seo.image)
    tags.push(
      { property: 'og:image', content: seo.image.url },
      { property: 'og:image:width', content: String(seo.image.width) },
      { property: 'og:image:height', content: String(seo.image.height) },
      { property: 'og:image:alt', content: seo.image.alt || seo.title },
    )
  if (seo.publishedTime) tags.push({ property: 'article:published_time', content: seo.publishedTime })
  if (seo.modifiedTime) tags.push({ property: 'article:modified_time', content: seo.modifiedTime })
  for (const item of seo.jsonLd ?? []) tags.push({ 'script:ld+json': item })
  return tags
}
