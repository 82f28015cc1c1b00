import { Link } from 'react-router'
import type { Route } from './+types/course-completions'
import { linkClass } from '#app/components/admin/styles.ts'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { completionsOfCourse } from '#server/courses/completion.server.ts'
import { courseOfParams } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses'] }

/** The coach's list of who finished a course, and when (newest first). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const course = await courseOfParams(db, params)
  return {
    title: `${t('courses:completion.admin.title')} · ${course.title}`,
    course,
    completions: await completionsOfCourse(db, course.id),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function CourseCompletions({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { course, completions } = loaderData
  const cell = 'px-3 py-2 text-start'
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <Link to={`/admin/courses/edit/${course.id}`} className={`text-sm ${linkClass}`}>
          {t('courses:admin.backToCourse')}
        </Link>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {completions.length
            ? t('courses:completion.admin.count', { count: completions.length })
            : t('courses:completion.admin.empty')}
        </p>
      </div>
      {completions.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th className={cell}>{t('courses:completion.admin.learner')}</th>
                <th className={cell}>{t('courses:completion.admin.email')}</th>
                <th className={cell}>{t('courses:completion.admin.date')}</th>
                <th className={cell}>{t('courses:completion.admin.certificate')}</th>
              </tr>
            </thead>
            <tbody>
              {completions.map((row) => (
                <tr key={row.email} className="border-b border-slate-100 dark:border-slate-800">
                  <td className={cell}>{row.learner}</td>
                  <td className={cell}>{row.email}</td>
                  <td className={cell}>{formatDate(row.completedAt, i18n.language)}</td>
                  <td className={cell}>
                    {row.verificationCode ? (
                      <Link to={`/certificados/verificar/${row.verificationCode}`} className={linkClass}>
                        {t('courses:completion.admin.verify')}
                        <span className="sr-only"> · {row.learner}</span>
                      </Link>
                    ) : (
                      t('courses:completion.admin.none')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
