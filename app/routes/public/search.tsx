import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import type { Route } from './+types/search'
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
import { htmlLang } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { programmes } from '#app/schemas/programmes.ts'
import { SearchFormSchema } from '#app/schemas/search.ts'
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from '#app/schemas/search-values.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { readsMembersContent } from '#server/memberships/content-access.server.ts'
import { searchSite } from '#server/search/site-search.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public', 'search'] }

const kindLabel = {
  post: 'search:kinds.post',
  concept: 'search:kinds.concept',
  definition: 'search:kinds.definition',
  drill: 'search:kinds.drill',
  course: 'search:kinds.course',
  event: 'search:kinds.event',
} as const

/**
 * /buscar?q=…&type=…&programme=…&page=…: the site search through a plain GET form (no script
 * needed). Never stored by the HTML cache: every query is its own page (docs/decisions/044).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const language = getLocale(request)
  const url = new URL(request.url)
  const form = SearchFormSchema.parse({
    q: url.searchParams.get('q') ?? undefined,
    type: url.searchParams.get('type') || undefined,
    programme: url.searchParams.get('programme') || undefined,
  })
  const text = searchQuery(form.q)
  const found = text
    ? await searchSite(db, {
        text,
        filters: { kind: form.type, programme: form.programme },
        page: pageParam(url),
        reader: { readsMembers: await readsMembersContent(db, request), language },
      })
    : { results: [], total: 0, page: 1, pageCount: 0 }
  const title = !text
    ? t('search:title')
    : found.page > 1
      ? t('search:pageTitle', { q: text, page: found.page })
      : t('search:titleFor', { q: text })
  return {
    seo: { title, description: t('search:metaDescription'), canonical: canonicalUrl(request), noindex: true },
    ...found,
    /** Results in Spanish are marked when the reader's language is another. */
    language,
    form: { q: text ?? '', type: form.type ?? '', programme: form.programme ?? '' },
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { results, total, page, pageCount, form, language } = loaderData
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(Object.entries(form).filter(([, value]) => value))
    if (n > 1) search.set('page', String(n))
    return `/buscar?${search}`
  }
  const filtered = Boolean(form.type || form.programme)
  return (
    <main>
      <PageHeader
        title={form.q ? t('search:titleFor', { q: form.q }) : t('search:title')}
        lead={t('search:lead')}
      >
        <Form method="get" action="/buscar" role="search" className="mt-8 space-y-4">
          <div>
            <label htmlFor="search-q" className="mb-1 block text-sm font-semibold">
              {t('search:field')}
            </label>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={form.q}
              maxLength={SEARCH_QUERY_MAX}
              className={FILTER_CONTROL}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FilterSelect
              id="search-type"
              name="type"
              label={t('search:type')}
              anyLabel={t('search:anyType')}
              value={form.type}
              options={SEARCH_KINDS.map((kind) => ({ value: kind, label: t(kindLabel[kind]) }))}
            />
            <FilterSelect
              id="search-programme"
              name="programme"
              label={t('search:programme')}
              anyLabel={t('search:anyProgramme')}
              value={form.programme}
              options={programmes.map((value) => ({ value, label: t(programmeLabel[value]) }))}
            />
          </div>
          <SearchButton label={t('search:submit')} />
        </Form>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {form.q ? (
          <ResultsBar
            text={t('search:results', { total })}
            clear={
              filtered
                ? { to: `/buscar?${new URLSearchParams({ q: form.q })}`, label: t('search:clear') }
                : undefined
            }
          />
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{t('search:empty')}</p>
        )}
        {results.length ? (
          <ol className="mt-6 space-y-4">
            {results.map((result) => (
              <li
                key={result.href}
                className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">
                  {t(kindLabel[result.kind])}
                  {result.language !== language && <> · {t('search:inSpanish')}</>}
                </p>
                <h2
                  lang={htmlLang(result.language)}
                  dir="auto"
                  className="mt-1 text-lg font-bold text-slate-900 dark:text-white"
                >
                  {/* Built on the server from escaped text; the only markup is <mark> (search-text). */}
                  <Link
                    to={result.href}
                    className="search-hit after:absolute after:inset-0 hover:underline"
                    dangerouslySetInnerHTML={{ __html: result.titleHtml }}
                  />
                </h2>
                <p
                  lang={htmlLang(result.language)}
                  dir="auto"
                  className="search-hit mt-2 text-sm text-slate-700 dark:text-slate-300"
                  dangerouslySetInnerHTML={{ __html: result.snippetHtml }}
                />
              </li>
            ))}
          </ol>
        ) : form.q ? (
          <p className="mt-6 text-slate-700 dark:text-slate-300">{t('search:none', { q: form.q })}</p>
        ) : null}
        <div className="mt-8">
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
      </div>
    </main>
  )
}
