import type { Site } from '#app/site.ts'
import { publicOrigin } from '../http/origin.server.ts'
import { siteSettings } from '../site.server.ts'

/**
 * The canonical address of the page: the public origin, the path, and only the parameters that
 * change what the page shows (`keep`), so ?lng= or tracking tags never make duplicates.
 */
export function canonicalUrl(request: Request, keep: string[] = [], path?: string) {
  const url = new URL(request.url)
  const canonical = new URL(path ?? url.pathname, `${publicOrigin(request)}/`)
  for (const name of keep) {
    const value = url.searchParams.get(name)
    if (value && !(name === 'page' && value === '1')) canonical.searchParams.set(name, value)
  }
  return canonical.toString()
}

export const absoluteUrl = (request: Request, path: string) =>
  new URL(path, `${publicOrigin(request)}/`).toString()

/** The coach as schema.org Person working for the brand (a SportsOrganization). */
export function coachJsonLd(request: Request, site: Site = siteSettings()) {
  const origin = publicOrigin(request)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${origin}/#coach`,
    name: site.coachName,
    jobTitle: 'Entrenador de fútbol',
    description: site.description,
    email: `mailto:${site.email}`,
    url: `${origin}/`,
    sameAs: [site.socialUrl],
    worksFor: {
      '@type': 'SportsOrganization',
      '@id': `${origin}/#organization`,
      name: site.brand,
      sport: 'Fútbol',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  }
}

export function definedTermJsonLd(
  request: Request,
  concept: { term: string; summary: string; kind: 'concepto' | 'definicion' },
  canonical: string,
  inLanguage = 'es',
) {
  const setPath = concept.kind === 'definicion' ? '/conceptos_basicos' : '/conceptos'
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: concept.term,
    description: concept.summary,
    url: canonical,
    inLanguage,
    inDefinedTermSet: { '@type': 'DefinedTermSet', url: absoluteUrl(request, setPath) },
  }
}

/** schema.org Course with the coach's brand as provider; the price is shown text, not an Offer. */
export function courseJsonLd(
  request: Request,
  course: { title: string; summary: string; level: string; minutes: number; lessons: number },
  canonical: string,
  site: Site = siteSettings(),
) {
  const origin = publicOrigin(request)
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.summary || course.title,
    url: canonical,
    inLanguage: 'es',
    educationalLevel: course.level,
    timeRequired: `PT${course.minutes}M`,
    provider: {
      '@type': 'SportsOrganization',
      '@id': `${origin}/#organization`,
      name: site.brand,
      url: `${origin}/`,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: `PT${course.minutes}M`,
      instructor: { '@type': 'Person', '@id': `${origin}/#coach`, name: site.coachName },
    },
  }
}
