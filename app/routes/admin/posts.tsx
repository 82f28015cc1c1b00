import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/posts'
import { AdminList } from '#app/components/admin/admin-list.tsx'
import { programmeChoices, statusLabel } from '#app/components/admin/labels.ts'
import { linkClass } from '#app/components/admin/styles.ts'
import { formatDate, formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { postStatuses, programmes } from '#app/schemas/content-admin.ts'
import { titleMeta } from '#app/site.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { LanguagesCell, needsTranslationFilter } from '#app/components/admin/translations-panel.tsx'
import { translationListFacts } from '#server/content/translations/store.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { readBulk, readListQuery } from '#server/content/admin-lists.server.ts'
import { bulkPosts, listAllTags, listPostsForAdmin, postSorts } from '#server/content/posts-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { auditBulk } from '#server/audit/admin-changes.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const query = readListQuery(request.url, {
    filters: { status: postStatuses, programme: programmes, tag: 'text', translate: translationLanguages },
    sorts: postSorts,
  })
  const languages = await translationListFacts(db, 'post', query.translate)
  const [list, tags] = await Promise.all([
    listPostsForAdmin(db, { ...query, onlyIds: languages.onlyIds }),
    listAllTags(db),
  ])
  return { title: t('admin:posts.title'), ...list, posts: await languages.languagesOf(list.posts), tags }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const bulk = readBulk(await request.formData())
  if (!bulk) throw data(null, { status: 400 })
  const count = await bulkPosts(db, { ...bulk, authorId: user.id })
  await auditBulk(db, { admin: user, ip: context.clientIp }, 'post', bulk)
  return { done: { intent: bulk.intent, count } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { counts } = loaderData
  return (
    <AdminList
      title={loaderData.title}
      newItem={{ to: '/admin/posts/create', label: t('admin:posts.new') }}
      rows={loaderData.posts}
      rowLabel={(post) => t('admin:list.selectRow', { name: post.title })}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      countText={t('admin:posts.count', { count: loaderData.total })}
      done={actionData?.done}
      emptyText={t('admin:posts.empty')}
      statuses={[
        { value: '', label: t('admin:list.all'), count: counts.draft + counts.scheduled + counts.published },
        ...postStatuses.map((status) => ({
          value: status,
          label: t(statusLabel[status]),
          count: counts[status],
        })),
      ]}
      filters={[
        { value: 'programme', label: t('admin:fields.programme'), options: programmeChoices(t) },
        {
          value: 'tag',
          label: t('admin:fields.tags'),
          options: loaderData.tags.map((tag) => ({ value: tag, label: tag })),
        },
        needsTranslationFilter(t),
      ]}
      sorts={[
        { value: 'updated', label: t('admin:list.sorts.updated') },
        { value: 'title', label: t('admin:list.sorts.title') },
        { value: 'published', label: t('admin:list.sorts.published') },
      ]}
      columns={[
        {
          header: t('admin:posts.columns.title'),
          cell: (post) => (
            <Link to={`/admin/posts/edit/${post.id}`} className={linkClass} lang="es" dir="auto">
              {post.title}
            </Link>
          ),
        },
        { header: t('admin:posts.columns.status'), cell: (post) => t(statusLabel[post.status]) },
        {
          header: t('admin:translations.title'),
          cell: (post) => <LanguagesCell languages={post.languages} />,
        },
        {
          header: t('admin:posts.columns.published'),
          cell: (post) => (
            <time dateTime={post.publishedAt ?? undefined}>
              {formatDateTime(post.publishedAt, i18n.language)}
            </time>
          ),
        },
        {
          header: t('admin:posts.columns.updated'),
          cell: (post) => (
            <time dateTime={post.updatedAt}>
              {formatDate(post.updatedAt, i18n.language, { dateStyle: 'medium' })}
            </time>
          ),
        },
      ]}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
