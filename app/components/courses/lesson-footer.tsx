import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

/**
 * The enrolled learner's end of a lesson: mark it done (or pass its quiz, or have the assignment
 * approved, first) and go on.
 */
export function LessonFooter({
  done,
  quizPending,
  approvalPending = false,
  next,
  coursePath,
}: {
  done: boolean
  quizPending: boolean
  /** The lesson's assignment is done by the coach's approval, not by this button. */
  approvalPending?: boolean
  next: { slug: string; title: string; state: string } | null
  coursePath: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
      {done ? (
        <p role="status" className="font-semibold text-emerald-700 dark:text-emerald-400">
          {t('courses:lesson.done')}
        </p>
      ) : quizPending ? (
        <p className="text-sm">{t('courses:quiz.toComplete')}</p>
      ) : approvalPending ? (
        <p className="text-sm">{t('assignments:learner.toComplete')}</p>
      ) : (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="complete"
            className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950"
          >
            {t('courses:lesson.markDone')}
          </button>
        </Form>
      )}
      {next && (next.state === 'open' || next.state === 'done') ? (
        <Link to={`${coursePath}/${next.slug}`} className="text-emerald-700 underline dark:text-emerald-400">
          {t('courses:lesson.next', { title: next.title })}
        </Link>
      ) : null}
    </div>
  )
}
