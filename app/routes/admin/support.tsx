import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import type { Route } from './+types/support'
import { buttonClass, controlClass, linkClass } from '#app/components/admin/styles.ts'
import { PageLinks, QueueRows } from '#app/components/admin/queue-list.tsx'
import { SupportStatusBadge, supportStatusLabel } from '#app/components/support/status-badge.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SupportFilterSchema, supportStatuses } from '#app/schemas/support.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { listSupportRequests, SUPPORT_PAGE_SIZE } from '#server/support/support.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'support'] }

const MAX_PAGE = 999_999

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const url = new URL(request.url)
  const { status } = SupportFilterSchema.parse({ status: url.searchParams.get('status') ?? undefined })
  const asked = Number(url.searchParams.get('page'))
  const page = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PAGE) : 1
  const first = await listSupportRequests(db, { status, page })
  const pages = Math.max(1, Math.ceil(first.total / SUPPORT_PAGE_SIZE))
  // A page past the end shows the last one.
  const list = page > pages ? await listSupportRequests(db, { status, page: pages }) : first
  return {
    title: t('support:admin.title'),
    status: status ?? '',
    page: Math.min(page, pages),
    pages,
    ...list,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function SupportInbox({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('support')
  const { rows, total, status, page, pages } = loaderData
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(to) })}`
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('admin.lead')}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block font-medium">{t('admin.filter')}</span>
          <select name="status" defaultValue={status} className={controlClass}>
            <option value="">{t('admin.all')}</option>
            {supportStatuses.map((value) => (
              <option key={value} value={value}>
                {t(supportStatusLabel[value])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('admin.apply')}
        </button>
      </Form>
      <QueueRows
        total={t('admin.total', { total })}
        empty={t('admin.none')}
        rows={rows}
        row={(row) => ({
          link: (
            <Link to={`/admin/support/${row.id}`} className={linkClass}>
              {row.subject}
            </Link>
          ),
          details: (
            <>
              {row.name} &lt;{row.email}&gt; ·{' '}
              {t('admin.received', { date: formatDate(row.createdAt, i18n.language) })}
              {row.courseTitle ? ` · ${row.courseTitle}` : ''}
            </>
          ),
          badge: <SupportStatusBadge status={row.status} />,
        })}
      />
      <PageLinks label={t('admin.title')} page={page} pages={pages} hrefFor={pageLink} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
