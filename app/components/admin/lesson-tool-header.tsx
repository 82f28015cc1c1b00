import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { linkClass } from './styles.ts'

/**
 * The top of a lesson's own admin screen (files, assignment): the way back to the lesson, the
 * title, what the screen does and the notice of the last save (empty until there is one).
 */
export function LessonToolHeader({
  courseId,
  lessonId,
  title,
  intro,
  notice,
  children,
}: {
  courseId: number
  lessonId: number
  title: string
  intro: string
  notice: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div>
      <Link to={`/admin/courses/${courseId}/lessons/${lessonId}`} className={`text-sm ${linkClass}`}>
        {t('courses:files.back')}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
        {notice}
      </p>
      {children}
    </div>
  )
}
