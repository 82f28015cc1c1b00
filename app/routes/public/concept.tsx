import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/concept'
import { CategoryBadge, ConceptCard, ProgrammeBadge } from '#app/components/public/cards.tsx'
import { BackIcon } from '#app/components/public/icons.tsx'
import { RichTextBody } from '#app/components/public/rich-text-body.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { findPublicConcept, relatedConcepts } from '#server/content/concepts.server.ts'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { withGlossaryLinks } from '#server/content/site-glossary.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { absoluteUrl, canonicalUrl, definedTermJsonLd } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const concept = await findPublicConcept(db, params.id)
  if (!concept) throw data(null, { status: 404 })
  // /concepts/7 → /concepts/the-slug, permanently.
  if (concept.slug !== params.id)
    throw redirect(`/concepts/${concept.slug}${new URL(request.url).search}`, 301)
  const t = getFixedT(request)
  const canonical = canonicalUrl(request)
  const isDefinition = concept.kind === 'definicion'
  const listPath = isDefinition ? '/conceptos_basicos' : '/conceptos'
  // Other terms of the glossary link from this body; its own term does not.
  const body = await withGlossaryLinks(db, `concept ${concept.id}`, concept.bodyHtml, {
    exclude: concept.slug,
  })
  return {
    seo: {
      title: concept.term,
      description: concept.summary,
      canonical,
      jsonLd: [
        definedTermJsonLd(request, concept, canonical),
        breadcrumbJsonLd([
          { name: t('public:nav.home'), url: absoluteUrl(request, '/') },
          {
            name: isDefinition ? t('public:definitions.title') : t('public:concepts.title'),
            url: absoluteUrl(request, listPath),
          },
          { name: concept.term, url: canonical },
        ]),
      ],
    },
    concept: { ...concept, bodyHtml: htmlOnce(context, 'concept-body', body) },
    related: await relatedConcepts(db, concept),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function ConceptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { concept, related } = loaderData
  const isDefinition = concept.kind === 'definicion'
  return (
    <main>
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
        <Link
          to={isDefinition ? '/conceptos_basicos' : '/conceptos'}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          <BackIcon />
          {isDefinition ? t('public:concept.backDefinitions') : t('public:concept.back')}
        </Link>
        <div className="mt-6 flex flex-wrap gap-2">
          <span className="inline-flex rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
            {isDefinition ? t('public:concept.kindDefinicion') : t('public:concept.kindConcepto')}
          </span>
          <CategoryBadge category={concept.category} />
          <ProgrammeBadge programme={concept.programme} />
        </div>
        <h1
          lang="es"
          dir="auto"
          className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          {concept.term}
        </h1>
        <p
          lang="es"
          dir="auto"
          className="mt-5 border-s-4 border-emerald-500 ps-4 text-xl leading-relaxed text-slate-600 dark:text-slate-300"
        >
          {concept.summary}
        </p>
        <RichTextBody html={concept.bodyHtml} className="mt-8" />
      </article>
      {related.length ? (
        <section className="mt-10 bg-slate-50 dark:bg-slate-900/50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
              {t('public:concept.related')}
            </h2>
            <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <ConceptCard key={item.id} concept={item} />
              ))}
            </div>
          </div>
        </section>
      ) : (
        <div className="h-16" />
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
