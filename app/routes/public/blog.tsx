import { useTranslation } from '#app/i18n/react.tsx'
import { Link, redirect } from 'react-router'
import type { Route } from './+types/blog'
import { PostCard } from '#app/components/public/cards.tsx'
import { programmeLabel } from '#app/components/public/labels.ts'
import { PageHeader, Pagination } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { listPublicTags, pagePublishedPosts } from '#server/content/posts.server.ts'
import { archiveOfTagParam } from '#server/content/tag-archive.server.ts'
import { tagPath } from '#app/components/public/tag-path.ts'
import { isProgramme, programmeList } from '#server/content/programmes.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

export async function loader({ request }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const url = new URL(request.url)
  const programmeParam = url.searchParams.get('programme')
  const programme = isProgramme(programmeParam) ? programmeParam : undefined
  // A tag has its own archive page since issue 30: old /blog?tag=… links move there for good.
  const archive = archiveOfTagParam(url.searchParams.get('tag'))
  if (archive) throw redirect(archive, 301)
  const [result, tags] = await Promise.all([
    pagePublishedPosts(db, pageParam(url), { programme }),
    listPublicTags(db, { limit: 20 }),
  ])
  return {
    seo: {
      title: result.page > 1 ? t('public:blog.pageTitle', { page: result.page }) : t('public:blog.title'),
      description: t('public:blog.metaDescription'),
      canonical: canonicalUrl(request, ['programme', 'page']),
    },
    ...result,
    programme: programme ?? null,
    tags,
    programmes: programmeList,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => seoMeta(data?.seo, matches)

function hrefWith(filters: { programme: string | null; page?: number }) {
  const search = new URLSearchParams()
  if (filters.programme) search.set('programme', filters.programme)
  if (filters.page && filters.page > 1) search.set('page', String(filters.page))
  const query = search.toString()
  return query ? `/blog?${query}` : '/blog'
}

const chip = (active: boolean) =>
  `inline-flex rounded-full border px-3 py-1.5 text-sm font-medium focus-ring ${
    active
      ? 'border-emerald-700 bg-emerald-700 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-emerald-600 hover:text-emerald-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200'
  }`

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { posts, page, pageCount, programme, tags, programmes } = loaderData
  return (
    <main>
      <PageHeader title={t('public:blog.title')} lead={t('public:blog.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav aria-label={t('public:blog.programme')} className="flex flex-wrap items-center gap-2">
          <span className="me-1 text-sm font-semibold text-slate-500 dark:text-slate-400">
            {t('public:blog.programme')}
          </span>
          <Link
            to={hrefWith({ programme: null })}
            className={chip(!programme)}
            aria-current={!programme ? 'true' : undefined}
          >
            {t('public:blog.allProgrammes')}
          </Link>
          {programmes.map((key) => (
            <Link
              key={key}
              to={hrefWith({ programme: key })}
              className={chip(programme === key)}
              aria-current={programme === key ? 'true' : undefined}
            >
              {t(programmeLabel[key])}
            </Link>
          ))}
        </nav>
        {tags.length ? (
          <nav aria-label={t('public:blog.tag')} className="mt-4 flex flex-wrap items-center gap-2">
            <span className="me-1 text-sm font-semibold text-slate-500 dark:text-slate-400">
              {t('public:blog.tag')}
            </span>
            {tags.map((item) => (
              <Link key={item.tag} to={tagPath(item.tag)} className={chip(false)}>
                #{item.tag}
              </Link>
            ))}
          </nav>
        ) : null}

        {posts.length ? (
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={2} />
            ))}
          </div>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="text-slate-600 dark:text-slate-300">{t('public:blog.empty')}</p>
            <Link
              to="/blog"
              className="mt-4 inline-block font-semibold text-emerald-700 dark:text-emerald-400"
            >
              {t('public:blog.clear')}
            </Link>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefWith({ programme, page: n })} />
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
