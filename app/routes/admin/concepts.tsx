import { useTranslation } from 'react-i18next'
import type { Route } from './+types/concepts'
import { categoryLabel } from '#app/components/public/labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { listConceptsForAdmin } from '#server/content/admin-lists.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  return {
    title: t('admin:concepts.title'),
    ...(await listConceptsForAdmin(db, { page: pageParam(request.url) })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

const statusKeys = {
  draft: 'admin:status.draft',
  scheduled: 'admin:status.scheduled',
  published: 'admin:status.published',
} as const
const kindKeys = { concepto: 'admin:kind.concepto', definicion: 'admin:kind.definicion' } as const

/** Read-only list until the admin issue brings the concept editor. */
export default function AdminConcepts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { concepts, total } = loaderData
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin:concepts.count', { count: total })}
        </p>
      </div>
      {concepts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('admin:concepts.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:concepts.columns.term')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:concepts.columns.kind')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:concepts.columns.category')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('admin:concepts.columns.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {concepts.map((concept) => (
                <tr key={concept.id}>
                  <td className="px-4 py-3 font-medium">{concept.term}</td>
                  <td className="px-4 py-3">{t(kindKeys[concept.kind])}</td>
                  <td className="px-4 py-3">
                    {categoryLabel[concept.category]
                      ? t(categoryLabel[concept.category] ?? '')
                      : concept.category}
                  </td>
                  <td className="px-4 py-3">{t(statusKeys[concept.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
