import type { Seo } from '#app/components/public/seo.ts'
import type { Site } from '#app/site.ts'

/**
 * schema.org Article of a post. Built by the post page's `meta` from data the page holds anyway
 * (post, canonical address, share image, the root's site), so the hydration data does not carry
 * the same facts a second time as JSON-LD (issue 35).
 */
export function articleJsonLd(
  post: { title: string; excerpt: string; publishedAt: string; updatedAt: string; tags: string[] },
  { canonical, image, lang }: Pick<Seo, 'canonical' | 'image' | 'lang'>,
  site: Pick<Site, 'brand' | 'coachName'>,
) {
  const origin = new URL(canonical).origin
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: lang ?? 'es',
    keywords: post.tags.join(', '),
    // The page's address once: `mainEntityOfPage` says this article is the page's subject.
    mainEntityOfPage: canonical,
    ...(image ? { image: [image.url] } : {}),
    author: { '@type': 'Person', '@id': `${origin}/#coach`, name: site.coachName, url: `${origin}/` },
    publisher: { '@type': 'SportsOrganization', '@id': `${origin}/#organization`, name: site.brand },
  }
}

/** The trail to a page; its last step is the page itself, which needs no address (schema.org, Google). */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(index < items.length - 1 ? { item: item.url } : {}),
    })),
  }
}
