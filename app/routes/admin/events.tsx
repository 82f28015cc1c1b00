import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/events'
import { AdminList } from '#app/components/admin/admin-list.tsx'
import { statusLabel } from '#app/components/admin/labels.ts'
import { linkClass } from '#app/components/admin/styles.ts'
import { eventKindLabel } from '#app/components/events/event-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { eventKinds, eventStatuses } from '#app/schemas/event-values.ts'
import { titleMeta } from '#app/site.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { LanguagesCell, needsTranslationFilter } from '#app/components/admin/translations-panel.tsx'
import { translationListFacts } from '#server/content/translations/store.server.ts'
import { auditBulk } from '#server/audit/admin-changes.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { readBulk, readListQuery } from '#server/content/admin-lists.server.ts'
import { db } from '#server/db/db.server.ts'
import { bulkEvents, eventSorts, listEventsForAdmin } from '#server/events/event-store.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'events'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const query = readListQuery(request.url, {
    filters: { status: eventStatuses, kind: eventKinds, translate: translationLanguages },
    sorts: eventSorts,
  })
  const languages = await translationListFacts(db, 'event', query.translate)
  const list = await listEventsForAdmin(db, { ...query, onlyIds: languages.onlyIds })
  const language = getLocale(request)
  const events = await languages.languagesOf(list.events)
  return {
    title: t('events:admin.title'),
    ...list,
    events: events.map((event) => ({ ...event, starts: formatSiteDateTime(event.startsAt, language) })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const bulk = readBulk(await request.formData())
  if (!bulk) throw data(null, { status: 400 })
  const count = await bulkEvents(db, bulk)
  await auditBulk(db, { admin: user, ip: context.clientIp }, 'event', bulk)
  return { done: { intent: bulk.intent, count } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { counts } = loaderData
  return (
    <AdminList
      title={loaderData.title}
      newItem={{ to: '/admin/events/create', label: t('events:admin.new') }}
      rows={loaderData.events}
      rowLabel={(event) => t('admin:list.selectRow', { name: event.title })}
      page={loaderData.page}
      pageCount={loaderData.pageCount}
      countText={t('events:admin.count', { total: loaderData.total })}
      done={actionData?.done}
      emptyText={t('events:admin.empty')}
      statuses={[
        { value: '', label: t('admin:list.all'), count: counts.draft + counts.published },
        ...eventStatuses.map((status) => ({
          value: status,
          label: t(statusLabel[status]),
          count: counts[status],
        })),
      ]}
      filters={[
        {
          value: 'kind',
          label: t('events:fields.kind'),
          options: eventKinds.map((value) => ({ value, label: t(eventKindLabel[value]) })),
        },
        needsTranslationFilter(t),
      ]}
      sorts={[
        { value: 'starts', label: t('events:admin.sortStarts') },
        { value: 'updated', label: t('admin:list.sorts.updated') },
      ]}
      columns={[
        {
          header: t('admin:fields.title'),
          cell: (event) => (
            <Link to={`/admin/events/edit/${event.id}`} className={linkClass} lang="es" dir="auto">
              {event.title}
            </Link>
          ),
        },
        { header: t('events:fields.kind'), cell: (event) => t(eventKindLabel[event.kind]) },
        { header: t('events:fields.starts'), cell: (event) => event.starts },
        {
          header: t('events:fields.places'),
          cell: (event) => (
            <Link to={`/admin/events/${event.id}/registrations`} className={linkClass}>
              {t('events:admin.taken', { taken: event.placesTaken, capacity: event.capacity })}
            </Link>
          ),
        },
        { header: t('admin:fields.status'), cell: (event) => t(statusLabel[event.status]) },
        {
          header: t('admin:translations.title'),
          cell: (event) => <LanguagesCell languages={event.languages} />,
        },
      ]}
    />
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
