import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useRevalidator } from 'react-router'
import type { Route } from './+types/media'
import { DropZone, UploadProgressList } from '#app/components/media/drop-zone.tsx'
import { SearchFields } from '#app/components/media/library-parts.tsx'
import { MediaCard } from '#app/components/media/media-card.tsx'
import { useUploads } from '#app/components/media/use-uploads.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { submitLibraryForm } from '#server/media/library-form.server.ts'
import { listMedia } from '#server/media/library.server.ts'
import { auditDelete } from '#server/audit/admin-changes.server.ts'

export const handle: I18nHandle = { i18n: ['media'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return { title: t('media:title'), ...(await listMedia(db, { q, page: pageParam(request.url) })) }
}

/** Alt text and delete; uploads go through the storage API (/api/storage/v0/…). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const formData = await request.formData()
  const { status, result } = await submitLibraryForm(db, formData)
  const id = Number(formData.get('id'))
  if (status === 200 && formData.get('intent') === 'delete' && Number.isInteger(id))
    await auditDelete(db, { admin: user, ip: context.clientIp }, 'media', id)
  return data({ result }, { status })
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { items, total, q, page, pageCount } = loaderData
  const revalidator = useRevalidator()
  const { tasks, start, cancel, retry } = useUploads(() => void revalidator.revalidate())
  const pageLink = (to: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('media:count', { count: total })}</p>
      </div>
      <section className="space-y-3" aria-label={t('media:upload.section')}>
        <DropZone multiple label={t('media:upload.pickMany')} onFiles={(files) => void start(files)} />
        <UploadProgressList tasks={tasks} onCancel={cancel} onRetry={retry} />
      </section>
      <Form method="get" role="search" className="flex max-w-md gap-2">
        <SearchFields defaultValue={q} />
      </Form>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('media:library.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label={t('media:library.pages')} className="flex items-center justify-between text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>{t('media:library.previous')}</Link> : <span />}
          <span>{t('media:library.page', { page, pageCount })}</span>
          {page < pageCount ? <Link to={pageLink(page + 1)}>{t('media:library.next')}</Link> : <span />}
        </nav>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
