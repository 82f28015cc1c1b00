import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Route } from './+types/posts'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { listPostsForAdmin } from '#server/content/admin-lists.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  return { title: t('admin:posts.title'), ...(await listPostsForAdmin(db, { page: pageParam(request.url) })) }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

const statusKeys = {
  draft: 'admin:status.draft',
  scheduled: 'admin:status.scheduled',
  published: 'admin:status.published',
} as const

/** Read-only list until the admin issue brings the editor's actions. */
export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { posts, total } = loaderData
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{loaderData.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('admin:posts.count', { count: total })}
          </p>
        </div>
        <Link
          to="/admin/posts/create"
          className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800"
        >
          {t('admin:posts.new')}
        </Link>
      </div>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('admin:posts.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:posts.columns.title')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:posts.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:posts.columns.updated')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {posts.map((post) => (
                <tr key={post.id}>
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/posts/edit/${post.id}`}
                      className="font-medium text-emerald-800 hover:underline dark:text-emerald-300"
                    >
                      {post.title}
                    </Link>
                  </td>
                  <td className="px-4 py-3">{t(statusKeys[post.status])}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={post.updatedAt}>
                      {formatDate(post.updatedAt, i18n.language, { dateStyle: 'medium' })}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
