import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/drills'
import { AdminList } from '#app/components/admin/admin-list.tsx'
import { programmeChoices, statusLabel } from '#app/components/admin/labels.ts'
import { linkClass } from '#app/components/admin/styles.ts'
import { intensityLabel } from '#app/components/drills/drill-labels.ts'
import { programmeLabel } from '#app/components/public/labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { programmes } from '#app/schemas/content-admin.ts'
import { drillIntensities, drillStatuses } from '#app/schemas/drill.ts'
import { titleMeta } from '#app/site.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { LanguagesCell, needsTranslationFilter } from '#app/components/admin/translations-panel.tsx'
import { translationListFacts } from '#server/content/translations/store.server.ts'
import { auditBulk } from '#server/audit/admin-changes.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { readBulk, readListQuery } from '#server/content/admin-lists.server.ts'
import { db } from '#server/db/db.server.ts'
import { bulkDrills, drillSorts, listDrillsForAdmin } from '#server/drills/drill-store.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public', 'drills'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const query = readListQuery(request.url, {
    filters: {
      status: drillStatuses,
      programme: programmes,
      intensity: drillIntensities,
      translate: translationLanguages,
    },
    sorts: drillSorts,
  })
  const languages = await translationListFacts(db, 'drill', query.translate)
  const list = await listDrillsForAdmin(db, { ...query, onlyIds: languages.onlyIds })
  return { title: t('drills:admin.title'), ...list, drills: await languages.languagesOf(list.drills) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const bulk = readBulk(await request.formData())
  if (!bulk) throw data(null, { status: 400 })
  const count = await bulkDrills(db, bulk)
  await auditBulk(db, { admin: user, ip: context.clientIp }, 'drill', bulk)
  return { done: { intent: bulk.intent, count } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminDrills({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { counts } = loaderData
  return (
    <AdminList
      title={loaderData.title}
      newItem={{ to: '/admin/drills/create', label: t('drills:admin.new') }}
      rows={loaderData.drills}
      rowLabel={(drill) => t('admin:list.selectRow', { name: drill.title })}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      countText={t('drills:admin.count', { total: loaderData.total })}
      done={actionData?.done}
      emptyText={t('drills:admin.empty')}
      statuses={[
        { value: '', label: t('admin:list.all'), count: counts.draft + counts.published },
        ...drillStatuses.map((status) => ({
          value: status,
          label: t(statusLabel[status]),
          count: counts[status],
        })),
      ]}
      filters={[
        { value: 'programme', label: t('admin:fields.programme'), options: programmeChoices(t) },
        {
          value: 'intensity',
          label: t('drills:fields.intensity'),
          options: drillIntensities.map((value) => ({ value, label: t(intensityLabel[value]) })),
        },
        needsTranslationFilter(t),
      ]}
      sorts={[
        { value: 'updated', label: t('admin:list.sorts.updated') },
        { value: 'title', label: t('admin:list.sorts.title') },
      ]}
      columns={[
        {
          header: t('admin:fields.title'),
          cell: (drill) => (
            <Link to={`/admin/drills/edit/${drill.id}`} className={linkClass} lang="es" dir="auto">
              {drill.title}
            </Link>
          ),
        },
        { header: t('admin:fields.programme'), cell: (drill) => t(programmeLabel[drill.programme]) },
        { header: t('drills:fields.intensity'), cell: (drill) => t(intensityLabel[drill.intensity]) },
        {
          header: t('drills:fields.duration'),
          cell: (drill) => t('drills:minutes', { n: drill.durationMinutes }),
        },
        { header: t('admin:fields.status'), cell: (drill) => t(statusLabel[drill.status]) },
        {
          header: t('admin:translations.title'),
          cell: (drill) => <LanguagesCell languages={drill.languages} />,
        },
      ]}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
