import { useTranslation } from '#app/i18n/react.tsx'
import { data, Link } from 'react-router'
import type { Route } from './+types/lesson-preview'
import { linkClass } from '#app/components/admin/styles.ts'
import { LessonView } from '#app/components/courses/lesson-view.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { findLessonForPreview } from '#server/courses/courses-admin.server.ts'
import { lessonContent, lessonFilesPath } from '#server/courses/learning.server.ts'
import { db } from '#server/db/db.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses'] }

/** The lesson exactly as a learner with access reads it (same component as /cursos/{slug}/{lesson}). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const courseId = idParam(params.id) ?? 0
  const lessonId = idParam(params.lessonId) ?? 0
  const found = await findLessonForPreview(db, courseId, lessonId)
  if (!found) throw data(null, { status: 404 })
  const lesson = await lessonContent(db, lessonId, lessonFilesPath(found.courseSlug, found.slug))
  return { courseId, lessonId, courseTitle: found.courseTitle, lesson }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.lesson.title, brandOf(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function LessonPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-6 py-8">
      <p
        role="note"
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
      >
        {t('courses:admin.previewNote', { course: loaderData.courseTitle })}{' '}
        <Link
          to={`/admin/courses/${loaderData.courseId}/lessons/${loaderData.lessonId}`}
          className={linkClass}
        >
          {t('courses:admin.backToLesson')}
        </Link>
      </p>
      <LessonView lesson={loaderData.lesson} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
