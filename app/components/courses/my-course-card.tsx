import { Link } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'

export interface MyCourseView {
  slug: string
  title: string
  enrolledAt: string
  done: number
  total: number
  resume: { slug: string; title: string; started: boolean } | null
  completedAt: string | null
  certificate: { id: string; verificationCode: string } | null
}

const action =
  'inline-flex items-center rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 focus-ring dark:bg-emerald-500 dark:text-slate-950'
const link = 'text-sm font-semibold text-emerald-700 underline dark:text-emerald-400'

/** One course of "Mis cursos": progress, where to continue, and once finished, the certificate. */
export function MyCourseCard({ course }: { course: MyCourseView }) {
  const { t, i18n } = useTranslation()
  const percent = course.total ? Math.round((course.done / course.total) * 100) : 0
  const titleId = `course-${course.slug}`
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          <Link to={`/cursos/${course.slug}`} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {course.completedAt
            ? t('courses:mine.finishedOn', { date: formatDate(course.completedAt, i18n.language) })
            : t('courses:mine.enrolledOn', { date: formatDate(course.enrolledAt, i18n.language) })}
        </span>
      </div>
      <div>
        <p className="text-sm" id={`${titleId}-progress`}>
          {t('courses:outline.progress', { done: course.done, total: course.total })}
        </p>
        <progress
          className="mt-1 h-2 w-full accent-emerald-700"
          max={course.total || 1}
          value={course.done}
          aria-labelledby={`${titleId}-progress`}
        >
          {percent}%
        </progress>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {course.completedAt ? (
          <Link to={`/account/courses/${course.slug}/finished`} className={action}>
            {t('courses:mine.finished')}
          </Link>
        ) : course.resume ? (
          <Link to={`/cursos/${course.slug}/${course.resume.slug}`} className={action}>
            {t(course.done ? 'courses:mine.resume' : 'courses:mine.start', { lesson: course.resume.title })}
          </Link>
        ) : null}
        {course.certificate ? (
          <>
            <a href={`/certificados/${course.certificate.id}/pdf`} download className={link}>
              {t('courses:mine.certificate')}
              <span className="sr-only"> · {course.title}</span>
            </a>
            <Link to={`/certificados/verificar/${course.certificate.verificationCode}`} className={link}>
              {t('courses:mine.verify')}
              <span className="sr-only"> · {course.title}</span>
            </Link>
          </>
        ) : null}
      </div>
    </li>
  )
}
