import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Route } from './+types/post-editor'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  return { title: 'id' in params ? t('admin:postEditor.editTitle') : t('admin:postEditor.createTitle') }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

/** Placeholder: the rich-text editor comes with the admin issue. */
export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('admin:postEditor.pending')}</p>
      <Link to="/admin/posts" className="inline-block text-emerald-800 hover:underline dark:text-emerald-300">
        {t('admin:postEditor.back')}
      </Link>
    </main>
  )
}
