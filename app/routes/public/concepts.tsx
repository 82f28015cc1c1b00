import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/concepts'
import { ConceptCard } from '#app/components/public/cards.tsx'
import { categoryLabel, programmeLabel } from '#app/components/public/labels.ts'
import { PageHeader, Pagination, ResultsBar, SearchButton } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { listConceptCategories, pageConcepts } from '#server/content/concepts.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { isProgramme, programmeList } from '#server/content/programmes.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/** /conceptos and /concepts: the concepts, searchable and filterable by category and programme. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const url = new URL(request.url)
  const categories = await listConceptCategories(db, 'concepto')
  const categoryParam = url.searchParams.get('category') ?? ''
  const category = categories.includes(categoryParam) ? categoryParam : undefined
  const programmeParam = url.searchParams.get('programme')
  const programme = isProgramme(programmeParam) ? programmeParam : undefined
  const q = searchQuery(url.searchParams.get('q'))
  const result = await pageConcepts(db, pageParam(url), { kind: 'concepto', category, programme, q })
  return {
    seo: {
      title:
        result.page > 1 ? t('public:concepts.pageTitle', { page: result.page }) : t('public:concepts.title'),
      description: t('public:concepts.metaDescription'),
      // Both paths show the same list: one canonical address.
      canonical: canonicalUrl(request, ['category', 'programme', 'page'], '/conceptos'),
      noindex: Boolean(q),
    },
    ...result,
    filters: { q: q ?? '', category: category ?? '', programme: programme ?? '' },
    categories,
    programmes: programmeList,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

const field =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white'

export default function Concepts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { concepts, page, pageCount, total, filters, categories, programmes } = loaderData
  const filtered = Boolean(filters.q || filters.category || filters.programme)
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(Object.entries(filters).filter(([, value]) => value))
    if (n > 1) search.set('page', String(n))
    const query = search.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return (
    <main>
      <PageHeader title={t('public:concepts.title')} lead={t('public:concepts.lead')}>
        <Form
          method="get"
          action={pathname}
          role="search"
          className="mt-8 grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto]"
        >
          <div>
            <label htmlFor="concepts-q" className="sr-only">
              {t('public:concepts.searchLabel')}
            </label>
            <input
              id="concepts-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={100}
              placeholder={t('public:concepts.searchPlaceholder')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="concepts-category" className="sr-only">
              {t('public:concepts.category')}
            </label>
            <select id="concepts-category" name="category" defaultValue={filters.category} className={field}>
              <option value="">{t('public:concepts.allCategories')}</option>
              {categories.map((category) => {
                const key = categoryLabel[category]
                return (
                  <option key={category} value={category}>
                    {key ? t(key) : category}
                  </option>
                )
              })}
            </select>
          </div>
          <div>
            <label htmlFor="concepts-programme" className="sr-only">
              {t('public:concepts.programme')}
            </label>
            <select
              id="concepts-programme"
              name="programme"
              defaultValue={filters.programme}
              className={field}
            >
              <option value="">{t('public:concepts.allProgrammes')}</option>
              {programmes.map((programme) => (
                <option key={programme} value={programme}>
                  {t(programmeLabel[programme])}
                </option>
              ))}
            </select>
          </div>
          <SearchButton label={t('public:concepts.search')} />
        </Form>
        <p className="mt-4">
          <Link
            to="/conceptos/mapa"
            className="font-semibold text-emerald-800 hover:underline focus-ring dark:text-emerald-300"
          >
            {t('public:conceptMap.open')}
          </Link>
        </p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ResultsBar
          text={t('public:concepts.results', { count: total })}
          clear={filtered ? { to: pathname, label: t('public:concepts.clear') } : undefined}
        />
        {concepts.length ? (
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {concepts.map((concept) => (
              <ConceptCard key={concept.id} concept={concept} headingLevel={2} />
            ))}
          </div>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t('public:concepts.empty')}
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
