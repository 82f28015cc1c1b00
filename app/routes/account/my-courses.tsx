import { Link } from 'react-router'
import type { Route } from './+types/my-courses'
import { MyCourseCard } from '#app/components/courses/my-course-card.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { myCourses } from '#server/courses/my-courses.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['courses'] }

/** "Mis cursos": only the signed-in learner's own courses (a visitor is sent to sign in and back). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  return {
    title: getFixedT(request)('courses:mine.title'),
    courses: await myCourses(db, user.id),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function MyCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { courses } = loaderData
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('courses:mine.intro')}</p>
      </div>
      {courses.length ? (
        <ul className="space-y-4">
          {courses.map((course) => (
            <MyCourseCard key={course.slug} course={course} />
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p>{t('courses:mine.empty')}</p>
          <Link
            to="/cursos"
            className="mt-4 inline-flex rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-ring dark:bg-emerald-500 dark:text-slate-950"
          >
            {t('courses:mine.browse')}
          </Link>
        </div>
      )}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
