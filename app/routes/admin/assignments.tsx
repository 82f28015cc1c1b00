import { Form, Link } from 'react-router'
import type { Route } from './+types/assignments'
import { buttonClass, controlClass, linkClass } from '#app/components/admin/styles.ts'
import { PageLinks, QueueRows } from '#app/components/admin/queue-list.tsx'
import { STATUS_LABEL } from '#app/components/courses/assignment-labels.ts'
import { SubmissionBadge } from '#app/components/courses/submission-badge.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { QueueFilterSchema, SUBMISSION_STATUSES } from '#app/schemas/assignments.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import {
  coursesWithSubmissions,
  listSubmissions,
  QUEUE_PAGE_SIZE,
} from '#server/courses/assignment-review.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'assignments'] }

const MAX_PAGE = 999_999

/** The coach's queue: waiting submissions first (the default), or returned, approved, all; one course. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const filter = QueueFilterSchema.parse({
    status: asked === null ? 'submitted' : asked,
    course: url.searchParams.get('course') ?? undefined,
  })
  const query = { status: filter.status, courseId: filter.course }
  const askedPage = Number(url.searchParams.get('page'))
  const page = Number.isInteger(askedPage) && askedPage > 0 ? Math.min(askedPage, MAX_PAGE) : 1
  const first = await listSubmissions(db, { ...query, page })
  const pages = Math.max(1, Math.ceil(first.total / QUEUE_PAGE_SIZE))
  const list = page > pages ? await listSubmissions(db, { ...query, page: pages }) : first
  return {
    title: getFixedT(request)('assignments:queue.title'),
    status: filter.status ?? 'all',
    course: filter.course ? String(filter.course) : '',
    courses: await coursesWithSubmissions(db),
    page: Math.min(page, pages),
    pages,
    ...list,
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AssignmentQueue({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { rows, total, status, course, courses, page, pages } = loaderData
  const pageLink = (to: number) => `?${new URLSearchParams({ status, course, page: String(to) })}`
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('assignments:queue.lead')}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block font-medium">{t('assignments:queue.status')}</span>
          <select name="status" defaultValue={status} className={controlClass}>
            {SUBMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_LABEL[value])}
              </option>
            ))}
            <option value="all">{t('assignments:queue.all')}</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t('assignments:queue.course')}</span>
          <select name="course" defaultValue={course} className={controlClass}>
            <option value="">{t('assignments:queue.allCourses')}</option>
            {courses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t('assignments:queue.apply')}
        </button>
      </Form>
      <QueueRows
        total={t('assignments:queue.total', { count: total })}
        empty={t('assignments:queue.none')}
        rows={rows}
        row={(row) => ({
          link: (
            <Link to={`/admin/assignments/${row.id}`} className={linkClass}>
              {t('assignments:queue.item', {
                learner: `${row.name} ${row.lastName ?? ''}`.trim(),
                lesson: row.lessonTitle,
              })}
            </Link>
          ),
          details: `${row.courseTitle} · ${formatDateTime(row.createdAt, i18n.language)}`,
          badge: <SubmissionBadge status={row.status} />,
        })}
      />
      <PageLinks label={t('assignments:queue.pages')} page={page} pages={pages} hrefFor={pageLink} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
