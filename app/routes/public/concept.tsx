import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang } from '#app/i18n/languages.ts'
import { data, Link, redirect, useParams } from 'react-router'
import type { Route } from './+types/concept'
import { CategoryBadge, ConceptCard, ProgrammeBadge } from '#app/components/public/cards.tsx'
import { BackIcon } from '#app/components/public/icons.tsx'
import { LanguageNotice, RichTextBody } from '#app/components/public/rich-text-body.tsx'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { findPublicConcept, relatedConcepts } from '#server/content/concepts.server.ts'
import { conceptPageLinks } from '#server/content/concept-map.server.ts'
import { ConceptLinks } from '#app/components/public/concept-links.tsx'
import { htmlOnce } from '#server/content/html-once.server.ts'
import { withGlossaryLinks } from '#server/content/site-glossary.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { absoluteUrl, canonicalUrl, definedTermJsonLd } from '#server/seo/seo.server.ts'
import { pageLanguages, requestedTranslation } from '#server/content/translations/page.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/**
 * `/concepts/{slug}` (Spanish, the source) and `/{lang}/concepts/{slug}` (a published translation,
 * route id `concept-translated`, docs/decisions/048-content-translations.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const translation = await requestedTranslation(db, 'concept', params)
  const source = await findPublicConcept(db, translation ? String(translation.itemId) : params.id)
  if (!source) throw data(null, { status: 404 })
  // /concepts/7 → /concepts/the-slug, permanently.
  if (!translation && source.slug !== params.id)
    throw redirect(`/concepts/${source.slug}${new URL(request.url).search}`, 301)
  const concept = translation
    ? { ...source, term: translation.title, summary: translation.summary, bodyHtml: translation.html }
    : source
  const t = getFixedT(request)
  const canonical = canonicalUrl(request)
  const isDefinition = concept.kind === 'definicion'
  const listPath = isDefinition ? '/conceptos_basicos' : '/conceptos'
  // Other terms of the glossary link from this body; its own term does not. The glossary is
  // Spanish: a translation's body is shown as saved.
  const [body, languages] = await Promise.all([
    translation
      ? translation.html
      : withGlossaryLinks(db, `concept ${concept.id}`, concept.bodyHtml, { exclude: concept.slug }),
    pageLanguages(db, request, 'concept', source, translation?.language ?? 'es'),
  ])
  return {
    ...languages,
    seo: {
      title: translation?.seoTitle || concept.term,
      description: translation?.seoDescription || concept.summary,
      canonical,
      ...(translation ? { lang: htmlLang(translation.language) } : {}),
      jsonLd: [
        definedTermJsonLd(request, concept, canonical, translation ? htmlLang(translation.language) : 'es'),
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
    links: await conceptPageLinks(db, source.id, translation?.language ?? 'es'),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(
    data && { ...data.seo, alternates: alternatesOf(data.languageVersions, data.seo.canonical) },
    matches,
  )

export default function ConceptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { concept, related, links, notice } = loaderData
  // The address's language prefix is the content's language (docs/decisions/048).
  const contentLang = useParams().lang ?? 'es'
  const isDefinition = concept.kind === 'definicion'
  return (
    <main>
      <LanguageNotice notice={notice} />
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
          lang={contentLang}
          dir="auto"
          className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
        >
          {concept.term}
        </h1>
        <p
          lang={contentLang}
          dir="auto"
          className="mt-5 border-s-4 border-emerald-500 ps-4 text-xl leading-relaxed text-slate-600 dark:text-slate-300"
        >
          {concept.summary}
        </p>
        <RichTextBody html={concept.bodyHtml} lang={contentLang} className="mt-8" />
        <ConceptLinks {...links} />
      </article>
      {related.length ? (
        <section className="mt-10 bg-slate-50 dark:bg-slate-900/50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 className="text-2xl font-extrabold text-slate-900 dark:text-white">
              {t('public:concept.more')}
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
