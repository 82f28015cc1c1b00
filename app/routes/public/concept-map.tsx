import { useTranslation } from '#app/i18n/react.tsx'
import { Form } from 'react-router'
import type { Route } from './+types/concept-map'
import { ConceptMapGraph } from '#app/components/public/concept-map-graph.tsx'
import { ConceptMapList } from '#app/components/public/concept-map-list.tsx'
import { programmeLabel } from '#app/components/public/labels.ts'
import { FilterSelect, PageHeader } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { conceptMap } from '#server/content/concept-map.server.ts'
import { isProgramme, programmeList } from '#server/content/programmes.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/**
 * /conceptos/mapa: the concept map (docs/decisions/050-at-the-pitch.md), drawn in levels and
 * written out as lists, filtered by programme with a plain GET form. Public and cacheable.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const programmeParam = new URL(request.url).searchParams.get('programme')
  const programme = isProgramme(programmeParam) ? programmeParam : undefined
  return {
    seo: {
      title: t('public:conceptMap.title'),
      description: t('public:conceptMap.metaDescription'),
      canonical: canonicalUrl(request, ['programme']),
    },
    map: await conceptMap(db, { programme }),
    programme: programme ?? '',
    programmes: programmeList,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function ConceptMapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { map, programme, programmes } = loaderData
  return (
    <main>
      <PageHeader title={t('public:conceptMap.title')} lead={t('public:conceptMap.lead')}>
        <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
          <div className="min-w-56">
            <FilterSelect
              id="concept-map-programme"
              name="programme"
              label={t('public:concepts.programme')}
              anyLabel={t('public:concepts.allProgrammes')}
              value={programme}
              options={programmes.map((value) => ({ value, label: t(programmeLabel[value]) }))}
            />
          </div>
          <button
            type="submit"
            className="rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-ring"
          >
            {t('public:conceptMap.filter')}
          </button>
        </Form>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
        {map.concepts.length ? (
          <>
            <ConceptMapGraph map={map} />
            <ConceptMapList map={map} />
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('public:conceptMap.empty')}
          </p>
        )}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
