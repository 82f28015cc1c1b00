import { data, Link } from 'react-router'
import type { Route } from './+types/course-finished'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { finishedCourse, unfinishedCourse } from '#server/courses/my-courses.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['courses'] }

/**
 * The learner's own finished course. A course they have not finished yet shows where they stand and
 * where to continue instead; a course that does not exist is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const course = await finishedCourse(db, user.id, params.slug)
  if (course) return { title: getFixedT(request)('courses:completion.title'), course, unfinished: null }
  const unfinished = await unfinishedCourse(db, user.id, params.slug)
  if (!unfinished) throw data(null, { status: 404 })
  return { title: unfinished.title, course: null, unfinished }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

const link = 'font-semibold text-emerald-700 underline dark:text-emerald-400'

export default function CourseFinished({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { course, unfinished } = loaderData
  if (!course) return <Unfinished course={unfinished} />
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10 text-center sm:px-6">
      <p aria-hidden="true" className="text-5xl">
        🏆
      </p>
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
      <p className="text-lg">
        {t('courses:completion.congrats', {
          course: course.title,
          date: formatDate(course.completedAt, i18n.language),
        })}
      </p>
      {course.certificate ? (
        <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950">
          <a
            href={`/certificados/${course.certificate.id}/pdf`}
            download
            className="inline-flex rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-ring dark:bg-emerald-500 dark:text-slate-950"
          >
            {t('courses:completion.certificate')}
          </a>
          <p>
            <Link to={`/certificados/verificar/${course.certificate.verificationCode}`} className={link}>
              {t('courses:completion.verify')}
            </Link>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses:completion.verifyNote')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses:completion.mailNote')}</p>
        </div>
      ) : course.revoked ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {t('courses:completion.revoked')}
        </p>
      ) : null}
      <p className="flex flex-wrap justify-center gap-6">
        <Link to="/account/courses" className={link}>
          {t('courses:completion.back')}
        </Link>
        <Link to={`/cursos/${course.slug}`} className={link}>
          {t('courses:completion.review')}
        </Link>
      </p>
    </main>
  )
}

/** Not finished yet: how far the learner got and where to go on. */
function Unfinished({ course }: { course: NonNullable<Route.ComponentProps['loaderData']['unfinished']> }) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10 text-center sm:px-6">
      <h1 className="text-3xl font-bold">{course.title}</h1>
      {course.mine ? (
        <p>{t('courses:outline.progress', { done: course.mine.done, total: course.mine.total })}</p>
      ) : null}
      <p className="flex flex-wrap justify-center gap-6">
        {course.mine?.resume ? (
          <Link to={`/cursos/${course.slug}/${course.mine.resume.slug}`} className={link}>
            {t('courses:mine.resume', { lesson: course.mine.resume.title })}
          </Link>
        ) : (
          <Link to={`/cursos/${course.slug}`} className={link}>
            {course.title}
          </Link>
        )}
        <Link to="/account/courses" className={link}>
          {t('courses:completion.back')}
        </Link>
      </p>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
