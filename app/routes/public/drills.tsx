import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import type { Route } from './+types/drills'
import { DrillFacts } from '#app/components/drills/drill-facts.tsx'
import { equipmentLabel, intensityLabel, spaceLabel } from '#app/components/drills/drill-labels.ts'
import { ProgrammeBadge } from '#app/components/public/cards.tsx'
import { programmeLabel } from '#app/components/public/labels.ts'
import {
  FILTER_CONTROL,
  FilterSelect,
  PageHeader,
  Pagination,
  ResultsBar,
  SearchButton,
} from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { programmes } from '#app/schemas/programmes.ts'
import { DrillFilterSchema, type DrillFilter } from '#app/schemas/drill.ts'
import { AGE_BANDS, drillEquipment, drillIntensities, drillSpaces } from '#app/schemas/drill-values.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { listExampleSessions } from '#server/sessions/sessions.server.ts'
import { listDrillConcepts, pagePublicDrills } from '#server/drills/drill-catalogue.server.ts'
import { readsMembersContent } from '#server/memberships/content-access.server.ts'
import { MembersBadge } from '#app/components/memberships/members-badge.tsx'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'drills'] }

/** /ejercicios: published drills, filtered by every field through a plain GET form (no script needed). */
export async function loader({ request }: Route.LoaderArgs) {
  // Here, not at the module's top: the page's browser code has no schema (and no Zod).
  const FILTER_NAMES = Object.keys(DrillFilterSchema.shape) as Array<keyof DrillFilter>
  const t = getFixedT(request)
  const url = new URL(request.url)
  const raw = Object.fromEntries(FILTER_NAMES.map((name) => [name, url.searchParams.get(name) || undefined]))
  const filter = DrillFilterSchema.parse(raw)
  const [result, concepts, examples] = await Promise.all([
    pagePublicDrills(db, pageParam(url), filter, { readsMembers: await readsMembersContent(db, request) }),
    listDrillConcepts(db),
    listExampleSessions(db),
  ])
  const filtered = FILTER_NAMES.some((name) => filter[name] !== undefined)
  return {
    seo: {
      title: result.page > 1 ? t('drills:list.pageTitle', { page: result.page }) : t('drills:list.title'),
      description: t('drills:list.metaDescription'),
      canonical: canonicalUrl(request, ['page']),
      noindex: filtered,
    },
    ...result,
    filter: Object.fromEntries(FILTER_NAMES.map((name) => [name, String(filter[name] ?? '')])) as Record<
      keyof DrillFilter,
      string
    >,
    filtered,
    concepts,
    examples,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function Drills({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { drills, page, pageCount, total, filter, filtered, concepts, examples } = loaderData
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(Object.entries(filter).filter(([, value]) => value))
    if (n > 1) search.set('page', String(n))
    const query = search.toString()
    return query ? `/ejercicios?${query}` : '/ejercicios'
  }
  const choice = (
    name: keyof DrillFilter,
    label: string,
    options: Array<{ value: string; label: string }>,
  ) => (
    <FilterSelect
      id={`drills-${name}`}
      name={name}
      label={label}
      anyLabel={t('drills:list.any')}
      value={filter[name]}
      options={options}
    />
  )
  const number = (name: keyof DrillFilter, label: string, max: number) => (
    <div>
      <label htmlFor={`drills-${name}`} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`drills-${name}`}
        type="number"
        name={name}
        min={1}
        max={max}
        inputMode="numeric"
        defaultValue={filter[name]}
        className={FILTER_CONTROL}
      />
    </div>
  )
  return (
    <main>
      <PageHeader title={t('drills:list.title')} lead={t('drills:list.lead')}>
        <Form method="get" action="/ejercicios" role="search" className="mt-8 space-y-4">
          <div>
            <label htmlFor="drills-q" className="mb-1 block text-sm font-semibold">
              {t('drills:list.searchLabel')}
            </label>
            <input
              id="drills-q"
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={100}
              className={FILTER_CONTROL}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {choice(
              'programme',
              t('drills:fields.programme'),
              programmes.map((value) => ({ value, label: t(programmeLabel[value]) })),
            )}
            {choice(
              'age',
              t('drills:fields.ageBand'),
              AGE_BANDS.map((age) => ({ value: String(age), label: `U${age}` })),
            )}
            {number('players', t('drills:list.players'), 40)}
            {number('maxMinutes', t('drills:list.maxMinutes'), 120)}
            {choice(
              'intensity',
              t('drills:fields.intensity'),
              drillIntensities.map((value) => ({ value, label: t(intensityLabel[value]) })),
            )}
            {choice(
              'space',
              t('drills:fields.space'),
              drillSpaces.map((value) => ({ value, label: t(spaceLabel[value]) })),
            )}
            {choice(
              'equipment',
              t('drills:fields.equipment'),
              drillEquipment.map((value) => ({ value, label: t(equipmentLabel[value]) })),
            )}
            {choice(
              'concept',
              t('drills:fields.concept'),
              concepts.map((concept) => ({ value: concept.slug, label: concept.term })),
            )}
          </div>
          <SearchButton label={t('drills:list.apply')} />
        </Form>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ResultsBar
          text={t('drills:list.results', { total })}
          clear={filtered ? { to: '/ejercicios', label: t('drills:list.clear') } : undefined}
        />
        {drills.length ? (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {drills.map((drill) => (
              <li
                key={drill.id}
                className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex flex-wrap gap-2">
                  <ProgrammeBadge programme={drill.programme} />
                  <MembersBadge access={drill.access} />
                </div>
                <h2 lang="es" dir="auto" className="text-lg font-bold text-slate-900 dark:text-white">
                  <Link
                    to={`/ejercicios/${drill.slug}`}
                    className="after:absolute after:inset-0 hover:underline"
                  >
                    {drill.title}
                  </Link>
                </h2>
                <p lang="es" dir="auto" className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
                  {drill.objective}
                </p>
                <DrillFacts drill={drill} className="mt-auto" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('drills:list.empty')}
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        {examples.length ? (
          <section aria-labelledby="example-sessions" className="mt-12 space-y-3">
            <h2 id="example-sessions" className="text-xl font-bold text-slate-900 dark:text-white">
              {t('drills:sessions.title')}
            </h2>
            <p className="text-slate-600 dark:text-slate-400">{t('drills:sessions.lead')}</p>
            <ul className="list-disc space-y-1 ps-6">
              {examples.map((example) => (
                <li key={example.shareToken}>
                  <Link
                    to={`/sesiones/compartida/${example.shareToken}`}
                    lang="es"
                    className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
                  >
                    {example.title}
                  </Link>{' '}
                  <MembersBadge access={example.access} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
