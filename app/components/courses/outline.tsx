import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { formatDateTime } from '#app/i18n/format.ts'

type OutlineLesson = {
  id: number
  slug: string
  title: string
  durationMinutes: number
  /** Open to everyone: a free preview. */
  preview?: boolean
} & (
  | { state?: undefined }
  | { state: 'done' | 'open' }
  | { state: 'locked'; reason: 'date' | 'days' | 'previous'; opensAt: string | null; section?: true }
)

export interface OutlineSection {
  id: number
  title: string
  done?: number
  total?: number
  /** For a learner: whether the section's own drip rule still keeps it closed. */
  gate?: { state: 'open' } | { state: 'locked'; opensAt: string | null }
  lessons: OutlineLesson[]
}

/**
 * A course's syllabus. For a learner: each lesson's state, links to the readable ones and the
 * progress of every section; for anyone else: titles, durations, free previews, and links (`linkTo`)
 * to each lesson, which shows either the lesson or its wall.
 */
export function CourseOutline({
  sections,
  linkTo,
  current,
}: {
  sections: OutlineSection[]
  linkTo?: (slug: string) => string
  current?: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <ol className="space-y-5">
      {sections.map((section, index) => (
        <li key={section.id}>
          <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
            <span>{t('courses:outline.section', { number: index + 1, title: section.title })}</span>
            {section.total !== undefined ? (
              <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                {t('courses:outline.progress', { done: section.done ?? 0, total: section.total })}
              </span>
            ) : null}
          </h3>
          {section.gate?.state === 'locked' ? (
            <p className="text-xs text-amber-800 dark:text-amber-300">
              {section.gate.opensAt
                ? t('courses:outline.sectionOpensAt', {
                    date: formatDateTime(section.gate.opensAt, i18n.language),
                  })
                : t('courses:outline.sectionAfterPrevious')}
            </p>
          ) : null}
          <ol className="mt-2 space-y-1 border-s border-slate-200 ps-4 text-sm dark:border-slate-700">
            {section.lessons.map((lesson) => (
              <li key={lesson.id} className="flex flex-wrap items-baseline justify-between gap-2">
                {linkTo && lesson.state !== 'locked' ? (
                  <Link
                    to={linkTo(lesson.slug)}
                    aria-current={lesson.slug === current ? 'page' : undefined}
                    className="text-emerald-700 underline aria-[current=page]:font-bold dark:text-emerald-400"
                  >
                    {lesson.title}
                  </Link>
                ) : (
                  <span>{lesson.title}</span>
                )}
                {lesson.preview ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                    {t('courses:outline.preview')}
                  </span>
                ) : null}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {lesson.state === 'done'
                    ? t('courses:outline.done')
                    : lesson.state === 'locked'
                      ? lesson.opensAt
                        ? t('courses:outline.opensAt', {
                            date: formatDateTime(lesson.opensAt, i18n.language),
                          })
                        : lesson.section
                          ? t('courses:outline.afterSection')
                          : t('courses:outline.afterPrevious')
                      : lesson.durationMinutes
                        ? t('courses:minutes', { minutes: lesson.durationMinutes })
                        : ''}
                </span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  )
}
