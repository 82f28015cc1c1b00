import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/concepts'
import { AdminList } from '#app/components/admin/admin-list.tsx'
import { kindLabel, programmeChoices, statusLabel } from '#app/components/admin/labels.ts'
import { linkClass } from '#app/components/admin/styles.ts'
import { categoryLabel } from '#app/components/public/labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { conceptCategories, conceptKinds, conceptStatuses, programmes } from '#app/schemas/content-admin.ts'
import { titleMeta } from '#app/site.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { LanguagesCell, needsTranslationFilter } from '#app/components/admin/translations-panel.tsx'
import { translationListFacts } from '#server/content/translations/store.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { readBulk, readListQuery } from '#server/content/admin-lists.server.ts'
import { bulkConcepts, conceptSorts, listConceptsForAdmin } from '#server/content/concepts-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { auditBulk } from '#server/audit/admin-changes.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const query = readListQuery(request.url, {
    filters: {
      kind: conceptKinds,
      category: conceptCategories,
      status: conceptStatuses,
      programme: programmes,
      translate: translationLanguages,
    },
    sorts: conceptSorts,
  })
  const languages = await translationListFacts(db, 'concept', query.translate)
  const list = await listConceptsForAdmin(db, { ...query, onlyIds: languages.onlyIds })
  return { title: t('admin:concepts.title'), ...list, concepts: await languages.languagesOf(list.concepts) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const bulk = readBulk(await request.formData())
  if (!bulk) throw data(null, { status: 400 })
  const count = await bulkConcepts(db, bulk)
  await auditBulk(db, { admin: user, ip: context.clientIp }, 'concept', bulk)
  return { done: { intent: bulk.intent, count } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminConcepts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { counts } = loaderData
  return (
    <AdminList
      title={loaderData.title}
      newItem={{ to: '/admin/concepts/create', label: t('admin:concepts.new') }}
      rows={loaderData.concepts}
      rowLabel={(concept) => t('admin:list.selectRow', { name: concept.term })}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      countText={t('admin:concepts.count', { count: loaderData.total })}
      done={actionData?.done}
      emptyText={t('admin:concepts.empty')}
      statuses={[
        { value: '', label: t('admin:list.all'), count: counts.draft + counts.published },
        ...conceptStatuses.map((status) => ({
          value: status,
          label: t(statusLabel[status]),
          count: counts[status],
        })),
      ]}
      filters={[
        {
          value: 'kind',
          label: t('admin:fields.kind'),
          options: conceptKinds.map((kind) => ({ value: kind, label: t(kindLabel[kind]) })),
        },
        {
          value: 'category',
          label: t('admin:fields.category'),
          options: conceptCategories.map((category) => ({
            value: category,
            label: t(categoryLabel[category] ?? ''),
          })),
        },
        { value: 'programme', label: t('admin:fields.programme'), options: programmeChoices(t) },
        needsTranslationFilter(t),
      ]}
      sorts={[
        { value: 'position', label: t('admin:list.sorts.position') },
        { value: 'term', label: t('admin:list.sorts.term') },
        { value: 'updated', label: t('admin:list.sorts.updated') },
      ]}
      columns={[
        {
          header: t('admin:concepts.columns.term'),
          cell: (concept) => (
            <Link to={`/admin/concepts/edit/${concept.id}`} className={linkClass} lang="es" dir="auto">
              {concept.term}
            </Link>
          ),
        },
        { header: t('admin:concepts.columns.kind'), cell: (concept) => t(kindLabel[concept.kind]) },
        {
          header: t('admin:concepts.columns.category'),
          cell: (concept) =>
            categoryLabel[concept.category] ? t(categoryLabel[concept.category] ?? '') : concept.category,
        },
        {
          header: t('admin:concepts.columns.status'),
          cell: (concept) => t(concept.status === 'published' ? statusLabel.published : statusLabel.draft),
        },
        { header: t('admin:concepts.columns.position'), cell: (concept) => concept.position },
        {
          header: t('admin:translations.title'),
          cell: (concept) => <LanguagesCell languages={concept.languages} />,
        },
      ]}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
