import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import type { Route } from './+types/courses'
import { buttonClass, controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { LanguagesCell } from '#app/components/admin/translations-panel.tsx'
import { languageNames } from '#app/i18n/languages.ts'
import { translationLanguages } from '#app/i18n/content-languages.ts'
import { translationListFacts } from '#server/content/translations/store.server.ts'
import { courseStatusLabel } from '#app/components/courses/labels.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { completionCounts } from '#server/courses/completion.server.ts'
import { listCoursesForAdmin } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  // "Needs translation into": only the courses whose version in that language is missing or out of date.
  const asked = new URL(request.url).searchParams.get('translate')
  const translate = translationLanguages.find((language) => language === asked)
  const [all, finished, languages] = await Promise.all([
    listCoursesForAdmin(db),
    completionCounts(db),
    translationListFacts(db, 'course', translate),
  ])
  const courses = languages.onlyIds ? all.filter((course) => languages.onlyIds?.includes(course.id)) : all
  return {
    title: t('courses:admin.title'),
    translate: translate ?? '',
    courses: await languages.languagesOf(
      courses.map((course) => ({ ...course, finished: finished.get(course.id) ?? 0 })),
    ),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function AdminCourses({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const cell = 'px-3 py-2 text-start'
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <Link to="/admin/courses/create" className={buttonClass}>
          {t('courses:admin.new')}
        </Link>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="space-y-1 text-sm">
          <span className="block font-semibold">{t('admin:translations.needsFilter')}</span>
          <select name="translate" defaultValue={loaderData.translate} className={controlClass}>
            <option value="">{t('admin:list.all')}</option>
            {translationLanguages.map((language) => (
              <option key={language} value={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t('admin:list.apply')}
        </button>
      </Form>
      {loaderData.courses.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th className={cell}>{t('courses:fields.title')}</th>
                <th className={cell}>{t('courses:fields.status')}</th>
                <th className={cell}>{t('courses:admin.learners')}</th>
                <th className={cell}>{t('courses:admin.pending')}</th>
                <th className={cell}>{t('courses:completion.admin.column')}</th>
                <th className={cell}>{t('courses:admin.updated')}</th>
                <th className={cell}>{t('admin:translations.title')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.courses.map((course) => (
                <tr key={course.id} className="border-b border-slate-100 dark:border-slate-800">
                  <td className={cell}>
                    <Link to={`/admin/courses/edit/${course.id}`} className={linkClass}>
                      {course.title}
                    </Link>
                  </td>
                  <td className={cell}>{t(courseStatusLabel[course.status])}</td>
                  <td className={cell}>{course.learners}</td>
                  <td className={cell}>
                    <Link to={`/admin/courses/${course.id}/access`} className={linkClass}>
                      {course.pending}
                    </Link>
                  </td>
                  <td className={cell}>
                    <Link to={`/admin/courses/${course.id}/completions`} className={linkClass}>
                      {course.finished}
                      <span className="sr-only"> · {t('courses:completion.admin.link')}</span>
                    </Link>
                  </td>
                  <td className={cell}>{formatDateTime(course.updatedAt, i18n.language)}</td>
                  <td className={cell}>
                    <LanguagesCell languages={course.languages} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('courses:admin.empty')}</p>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
