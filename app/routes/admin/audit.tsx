import type { Route } from './+types/audit'
import { AuditFilters, auditHref, AuditTable } from '#app/components/audit/audit-view.tsx'
import { Pagination } from '#app/components/public/page-parts.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { AuditFilterSchema } from '#app/schemas/audit.ts'
import { titleMeta } from '#app/site.ts'
import { listAudit } from '#server/audit/audit.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['audit', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const params = new URL(request.url).searchParams
  const filter = AuditFilterSchema.parse({
    action: params.get('action') || undefined,
    email: params.get('email') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  })
  const list = await listAudit(db, filter, pageParam(request.url))
  return { title: getFixedT(request)('audit:title'), filter, ...list }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filter, events, page, pageCount, total } = loaderData
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <AuditFilters title={loaderData.title} filter={filter} total={total} />
      <AuditTable events={events} />
      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => auditHref(filter, target)} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
