import type { Route } from './+types/users'
import { PeopleFilters, PeopleTable } from '#app/components/people/people-list.tsx'
import { Pagination } from '#app/components/public/page-parts.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { peopleFilterFrom, peopleQuery } from '#app/schemas/people.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { listPeople } from '#server/people/people.server.ts'

export const handle: I18nHandle = { i18n: ['people', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const filter = peopleFilterFrom(new URL(request.url).searchParams)
  const list = await listPeople(db, filter, pageParam(request.url))
  return { title: getFixedT(request)('people:title'), filter, ...list }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('people')
  const { filter, people, page, pageCount, total } = loaderData
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </div>
      <PeopleFilters filter={filter} total={total} />
      <PeopleTable people={people} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/admin/users${peopleQuery(filter, target)}`}
      />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
