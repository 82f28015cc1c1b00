import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/blog-tag'
import { PostCard } from '#app/components/public/cards.tsx'
import { RssIcon } from '#app/components/public/icons.tsx'
import { PageHeader, Pagination } from '#app/components/public/page-parts.tsx'
import { seoMeta } from '#app/components/public/seo.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { pagePublishedPosts } from '#server/content/posts.server.ts'
import { findTagOfSlug } from '#server/content/tag-archive.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { canonicalUrl } from '#server/seo/seo.server.ts'

export const handle: I18nHandle = { i18n: ['public'] }

/** /blog/etiqueta/{tag}: the public posts with that tag, newest first, nine a page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const tag = await findTagOfSlug(db, params.tag)
  if (!tag) throw data(null, { status: 404 })
  const t = getFixedT(request)
  const result = await pagePublishedPosts(db, pageParam(request.url), { tag })
  const base = `/blog/etiqueta/${params.tag}`
  const at = (page: number) => canonicalUrl(request, [], page > 1 ? `${base}?page=${page}` : base)
  return {
    seo: {
      title:
        result.page > 1
          ? t('public:tagArchive.pageTitle', { tag, page: result.page })
          : t('public:tagArchive.title', { tag }),
      description: t('public:tagArchive.description', { tag }),
      canonical: at(result.page),
    },
    prev: result.page > 1 ? at(result.page - 1) : null,
    next: result.page < result.pageCount ? at(result.page + 1) : null,
    tag,
    base,
    ...result,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...seoMeta(data?.seo, matches),
  ...(data?.prev ? [{ tagName: 'link', rel: 'prev', href: data.prev }] : []),
  ...(data?.next ? [{ tagName: 'link', rel: 'next', href: data.next }] : []),
  ...(data
    ? [
        {
          tagName: 'link',
          rel: 'alternate',
          type: 'application/rss+xml',
          title: data.seo.title,
          href: `${data.base}/feed.xml`,
        },
      ]
    : []),
]

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { tag, base, posts, page, pageCount, total } = loaderData
  return (
    <main>
      <PageHeader
        title={t('public:tagArchive.title', { tag })}
        lead={t('public:tagArchive.lead', { count: total })}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="flex flex-wrap items-center gap-4">
          <Link
            to="/blog"
            className="font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
          >
            {t('public:tagArchive.allPosts')}
          </Link>
          <a
            href={`${base}/feed.xml`}
            className="inline-flex items-center gap-1.5 font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
          >
            <RssIcon className="size-4 shrink-0" />
            {t('public:tagArchive.feed', { tag })}
          </a>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} headingLevel={2} />
          ))}
        </div>
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${base}?page=${n}` : base)} />
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
