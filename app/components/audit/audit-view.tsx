import { useTranslation } from '#app/i18n/react.tsx'
import { Form, href, Link } from 'react-router'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { AUDIT_ACTIONS, type AuditFilter, type AuditListEvent } from '#app/schemas/audit.ts'

/** The list's URL: filters and page live in the address, so a view can be reloaded or shared. */
export function auditHref(filter: AuditFilter, page = 1) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${href('/admin/audit')}?${search}` : href('/admin/audit')
}

const field =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
const label = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300'

function FilterInput({
  name,
  type,
  value,
  maxLength,
}: {
  name: 'email' | 'from' | 'to'
  type: 'search' | 'date'
  value: string | undefined
  maxLength?: number
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor={`audit-${name}`} className={label}>
        {t(`audit:filters.${name}`)}
      </label>
      <input
        id={`audit-${name}`}
        type={type}
        name={name}
        maxLength={maxLength}
        defaultValue={value ?? ''}
        className={field}
      />
    </div>
  )
}

/** Heading and the filters (a GET form: no script needed, every view has its URL). */
export function AuditFilters({
  title,
  filter,
  total,
}: {
  title: string
  filter: AuditFilter
  total: number
}) {
  const { t } = useTranslation()
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('audit:intro')}</p>
      </div>
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <fieldset className="contents">
          <legend className="sr-only">{t('audit:filters.legend')}</legend>
          <div>
            <label htmlFor="audit-action" className={label}>
              {t('audit:filters.action')}
            </label>
            <select id="audit-action" name="action" defaultValue={filter.action ?? ''} className={field}>
              <option value="">{t('audit:filters.allActions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`audit:actions.${action}`)}
                </option>
              ))}
            </select>
          </div>
          <FilterInput name="email" type="search" value={filter.email} maxLength={254} />
          <FilterInput name="from" type="date" value={filter.from} />
          <FilterInput name="to" type="date" value={filter.to} />
          <div className="flex items-center gap-3">
            <button
              type="submit"
              className="rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring"
            >
              {t('audit:filters.apply')}
            </button>
            <Link
              to={href('/admin/audit')}
              className="text-sm text-emerald-800 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300"
            >
              {t('audit:filters.clear')}
            </Link>
          </div>
        </fieldset>
      </Form>
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        {t('audit:total', { total })}
      </p>
    </>
  )
}

const detailText = (detail: Record<string, unknown> | null) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : ''

/** Events newest first; actions by their translated name, the rest as recorded. */
export function AuditTable({ events }: { events: AuditListEvent[] }) {
  const { t, i18n } = useTranslation()
  if (!events.length) return <p className="text-slate-700 dark:text-slate-300">{t('audit:empty')}</p>
  const cell = 'px-3 py-2 align-top'
  return (
    <ScrollRegion
      label={t('audit:title')}
      className="rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 text-start dark:bg-slate-800">
          <tr>
            {(['at', 'user', 'action', 'target', 'ip', 'detail'] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} text-start font-semibold`}>
                {t(`audit:columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {events.map((event) => (
            <tr key={event.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
              </td>
              <td className={`${cell} break-all`}>{event.userEmail ?? t('audit:anonymous')}</td>
              <td className={cell}>
                {(AUDIT_ACTIONS as readonly string[]).includes(event.action)
                  ? t(`audit:actions.${event.action}`)
                  : event.action}
              </td>
              <td className={cell}>
                {event.targetType ? `${event.targetType} ${event.targetId ?? ''}` : ''}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{event.ip ?? ''}</td>
              <td className={`${cell} break-all text-slate-600 dark:text-slate-400`}>
                {detailText(event.detail)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
