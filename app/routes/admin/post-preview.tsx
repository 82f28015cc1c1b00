import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/post-preview'
import { statusLabel } from '#app/components/admin/labels.ts'
import { PostArticle } from '#app/components/public/post-article.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { findPostForPreview } from '#server/content/posts.server.ts'
import { postBodyHtml } from '#server/content/site-glossary.server.ts'
import { db } from '#server/db/db.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public'] }

/** The post as its public page will show it, whatever its status; admins only, never indexed. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const id = idParam(params.id) ?? 0
  const post = await findPostForPreview(db, id)
  if (!post) throw data(null, { status: 404 })
  return data(
    { post: { ...post, contentHtml: await postBodyHtml(db, post) } },
    { headers: { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' } },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.post.title, matches),
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { post } = loaderData
  return (
    <main>
      <div
        role="note"
        className="bg-amber-100 px-4 py-3 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      >
        {t('admin:preview.banner', { status: t(statusLabel[post.status]) })}{' '}
        <Link to={`/admin/posts/edit/${post.id}`} className="font-semibold underline">
          {t('admin:preview.back')}
        </Link>
      </div>
      <PostArticle post={post} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
