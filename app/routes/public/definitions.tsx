import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import type { Route } from './+types/definitions'
import { SearchIcon } from '#app/components/public/icons.tsx'
import { PageHeader } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { listGlossary } from '#server/content/concepts.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

/** /conceptos_basicos (menu: Definiciones): the glossary, A to Z with letter anchors and search. */
export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const q = searchQuery(new URL(request.url).searchParams.get('q'))
  const groups = await listGlossary(db, { q })
  const canonical = canonicalUrl(request)
  return {
    seo: {
      title: t('public:definitions.title'),
      description: t('public:definitions.metaDescription'),
      canonical,
      noindex: Boolean(q),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DefinedTermSet',
          name: t('public:definitions.title'),
          url: canonical,
          inLanguage: 'es',
        },
      ],
    },
    q: q ?? '',
    groups,
    total: groups.reduce((sum, group) => sum + group.entries.length, 0),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

export default function Definitions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { q, groups, total } = loaderData
  const present = new Set(groups.map((group) => group.letter))
  const letters = [...ALPHABET, ...(present.has('#') ? ['#'] : [])]
  const anchor = (letter: string) => (letter === '#' ? 'letra-0-9' : `letra-${letter.toLowerCase()}`)
  return (
    <main>
      <PageHeader title={t('public:definitions.title')} lead={t('public:definitions.lead')}>
        <Form method="get" action="/conceptos_basicos" role="search" className="mt-8 flex max-w-xl gap-2">
          <label htmlFor="glossary-q" className="sr-only">
            {t('public:definitions.searchLabel')}
          </label>
          <input
            id="glossary-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t('public:definitions.searchLabel')}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-ring"
          >
            <SearchIcon className="size-4" />
            {t('public:definitions.search')}
          </button>
        </Form>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav
          id="indice"
          aria-label={t('public:definitions.letters')}
          className="sticky top-16 z-10 -mx-4 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:border-slate-200 dark:bg-slate-950/95 dark:sm:border-slate-800"
        >
          <ul className="flex flex-wrap gap-1">
            {letters.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a
                    href={`#${anchor(letter)}`}
                    className="inline-flex size-8 items-center justify-center rounded-lg text-sm font-bold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300 dark:hover:bg-emerald-950"
                  >
                    {letter}
                  </a>
                ) : (
                  <span
                    className="inline-flex size-8 items-center justify-center text-sm text-slate-300 dark:text-slate-700"
                    aria-hidden="true"
                  >
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" role="status">
          {q && total === 0
            ? t('public:definitions.empty', { q })
            : t('public:definitions.count', { count: total })}
        </p>
        {q ? (
          <Link
            to="/conceptos_basicos"
            className="mt-2 inline-block text-sm font-semibold text-emerald-700 dark:text-emerald-400"
          >
            {t('public:definitions.showAll')}
          </Link>
        ) : null}

        <div className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
          {groups.map((group) => (
            <section
              key={group.letter}
              id={anchor(group.letter)}
              aria-labelledby={`${anchor(group.letter)}-h`}
              className="grid scroll-mt-36 gap-4 py-8 md:grid-cols-[6rem_1fr]"
            >
              <h2
                id={`${anchor(group.letter)}-h`}
                className="text-4xl font-black text-emerald-600 dark:text-emerald-400"
              >
                {group.letter}
              </h2>
              <dl className="grid gap-x-10 gap-y-6 lg:grid-cols-2">
                {group.entries.map((entry) => (
                  <div lang="es" dir="auto" key={entry.id}>
                    <dt className="text-lg font-bold text-slate-900 dark:text-white">
                      <Link
                        to={`/concepts/${entry.slug}`}
                        className="hover:text-emerald-700 hover:underline dark:hover:text-emerald-400"
                      >
                        {entry.term}
                      </Link>
                    </dt>
                    <dd className="mt-1 leading-relaxed text-slate-600 dark:text-slate-300">
                      {entry.summary}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
