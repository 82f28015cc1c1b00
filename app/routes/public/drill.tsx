import { lazy, Suspense } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useHydrated } from '#app/components/use-hydrated.ts'
import { data, Link, useParams } from 'react-router'
import type { Route } from './+types/drill'
import { DrillFacts } from '#app/components/drills/drill-facts.tsx'
import { equipmentLabel } from '#app/components/drills/drill-labels.ts'
import { ProgrammeBadge } from '#app/components/public/cards.tsx'
import { BackIcon } from '#app/components/public/icons.tsx'
import { alternatesOf, seoMeta } from '#app/components/public/seo.ts'
import { LanguageNotice } from '#app/components/public/rich-text-body.tsx'
import { htmlLang } from '#app/i18n/languages.ts'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Diagram } from '#app/schemas/diagram.ts'
import { db } from '#server/db/db.server.ts'
import { drillTeaser, findPublicDrill, translatedDrill } from '#server/drills/drill-catalogue.server.ts'
import { pageLanguages, requestedTranslation } from '#server/content/translations/page.server.ts'
import { membersGate } from '#server/memberships/content-access.server.ts'
import { MembersTeaser } from '#app/components/memberships/members-teaser.tsx'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { breadcrumbJsonLd } from '#app/components/public/json-ld.ts'
import { absoluteUrl, canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle<Route.ComponentProps['loaderData']> = {
  i18n: ['public', 'drills', 'pitch'],
  // The plans' texts only when the members' teaser shows.
  i18nWhen: (data) => (data.teaser ? ['memberships'] : []),
}

/**
 * `/ejercicios/{slug}` (Spanish, the source) and `/{lang}/ejercicios/{slug}` (a published
 * translation, route id `drill-translated`, docs/decisions/048): its words over the Spanish drill's
 * figures, equipment, concepts and diagrams' drawing; "add to a session" keeps the Spanish slug.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const translation = await requestedTranslation(db, 'drill', { lang: params.lang, id: params.slug })
  const source = await findPublicDrill(db, translation ? translation.source.slug : params.slug)
  if (!source) throw data(null, { status: 404 })
  const drill = translation ? translatedDrill(source, translation) : { ...source, spanishLists: [] }
  const languages = await pageLanguages(db, request, 'drill', source, translation?.language ?? 'es')
  const t = getFixedT(request)
  const canonical = canonicalUrl(request)
  // A members-only drill's body never leaves the server for a non-member (HTML, .data, caches).
  const teaser = await membersGate(db, request, drill.access)
  return {
    ...languages,
    seo: {
      title: translation?.seoTitle || drill.title,
      description: translation?.seoDescription || drill.objective.slice(0, 160),
      canonical,
      ...(translation ? { lang: htmlLang(translation.language) } : {}),
      jsonLd: [
        breadcrumbJsonLd([
          { name: t('public:nav.home'), url: absoluteUrl(request, '/') },
          { name: t('drills:list.title'), url: absoluteUrl(request, '/ejercicios') },
          { name: drill.title, url: canonical },
        ]),
      ],
    },
    drill: teaser ? drillTeaser(drill) : drill,
    teaser,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seoMeta(
    data && { ...data.seo, alternates: alternatesOf(data.languageVersions, data.seo.canonical) },
    matches,
  )

function TextList({ title, items, lang }: { title: string; items: string[]; lang: string }) {
  if (!items.length) return null
  return (
    <section>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      <ul
        lang={lang}
        dir="auto"
        className="mt-3 list-disc space-y-1.5 ps-6 text-slate-700 dark:text-slate-300"
      >
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

/** The animated diagrams' player, loaded after hydration on pages that have one. */
const PitchPlayer = lazy(() =>
  import('#app/components/pitch/pitch-player.tsx').then((module) => ({ default: module.PitchPlayer })),
)

/**
 * A diagram as inline SVG. An animated one is sent as its key frames side by side (what a page
 * without script shows); once the page is live it plays, as on concept pages (the player itself
 * shows the frames side by side to a visitor who asks for reduced motion).
 */
function DrillDiagram({ diagram, lang }: { diagram: Diagram; lang: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const frames = [0, ...diagram.frames.map((_, index) => index + 1)]
  const strip = (
    <div className={frames.length > 1 ? 'grid gap-3 sm:grid-cols-2' : ''}>
      {frames.map((frame) => (
        <PitchDiagram key={frame} diagram={diagram} frame={frame} className="h-auto w-full rounded-xl" />
      ))}
    </div>
  )
  return (
    <figure lang={lang} className="space-y-2">
      {frames.length > 1 && hydrated ? (
        <Suspense fallback={strip}>
          <PitchPlayer diagram={diagram} />
        </Suspense>
      ) : (
        strip
      )}
      {diagram.title ? (
        <figcaption dir="auto" className="text-center text-sm text-slate-500 dark:text-slate-400">
          {frames.length > 1
            ? t('drills:page.frames', { title: diagram.title, n: frames.length })
            : diagram.title}
        </figcaption>
      ) : null}
    </figure>
  )
}

export default function DrillPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { drill, teaser, notice } = loaderData
  // The address's language prefix is the content's language (docs/decisions/048).
  const contentLang = useParams().lang ?? 'es'
  const listLang = (list: (typeof drill.spanishLists)[number]) =>
    drill.spanishLists.includes(list) ? 'es' : contentLang
  return (
    <main>
      <LanguageNotice notice={notice} />
      <article className="mx-auto max-w-4xl space-y-8 px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <Link
          to="/ejercicios"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          <BackIcon />
          {t('drills:page.back')}
        </Link>
        <header className="space-y-4">
          <ProgrammeBadge programme={drill.programme} />
          <h1
            lang={contentLang}
            dir="auto"
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
          >
            {drill.title}
          </h1>
          <p className="text-sm font-semibold text-slate-500 uppercase dark:text-slate-400">
            {t('drills:fields.objective')}
          </p>
          <p
            lang={contentLang}
            dir="auto"
            className="border-s-4 border-emerald-500 ps-4 text-xl leading-relaxed text-slate-600 dark:text-slate-300"
          >
            {drill.objective}
          </p>
          <DrillFacts drill={drill} />
          <Link
            to={`/account/sessions?${new URLSearchParams({ drill: drill.slug })}`}
            className="inline-flex rounded-lg border border-emerald-600 px-4 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-950"
          >
            {t('drills:page.addToSession')}
          </Link>
        </header>
        {teaser ? <MembersTeaser {...teaser} /> : null}
        <section className="space-y-6" aria-label={t('drills:fields.diagrams')}>
          {drill.diagrams.map((diagram, index) => (
            <DrillDiagram key={index} diagram={diagram} lang={contentLang} />
          ))}
        </section>
        {drill.equipment.length ? (
          <section>
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">
              {t('drills:fields.equipment')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {drill.equipment.map((item) => (
                <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
                  {t(equipmentLabel[item])}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <TextList
          title={t('drills:fields.coachingPoints')}
          items={drill.coachingPoints}
          lang={listLang('coachingPoints')}
        />
        <TextList
          title={t('drills:fields.variations')}
          items={drill.variations}
          lang={listLang('variations')}
        />
        <TextList
          title={t('drills:fields.progressions')}
          items={drill.progressions}
          lang={listLang('progressions')}
        />
        {drill.concepts.length ? (
          <section>
            <h2 className="text-xl font-bold text-slate-900 dark:text-white">
              {t('drills:fields.concepts')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {drill.concepts.map((concept) => (
                <li key={concept.slug}>
                  <Link
                    to={`/concepts/${concept.slug}`}
                    lang="es"
                    className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 hover:underline dark:bg-emerald-950 dark:text-emerald-300"
                  >
                    {concept.term}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
