import { useState, type FormEvent } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import { formatNumber } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  ACCEPT,
  ASSIGNMENT_LIMITS,
  isSubmitProblem,
  SUBMIT_PROBLEMS,
  type AssignmentFileType,
} from '#app/schemas/assignments.ts'
import { useHydrated } from '../use-hydrated.ts'
import { FILE_TYPE_LABEL } from './assignment-labels.ts'
import { SubmissionHistory, type SubmissionRow } from './submission-history.tsx'

export interface LessonAssignmentData {
  kind: 'file' | 'video'
  instructions: string
  fileTypes: AssignmentFileType[]
  maxBytes: number
  maxPoints: number | null
  approvalCompletes: boolean
  history: SubmissionRow[]
  canSubmit: boolean
}

/** Static keys (the i18n check reads them). */
const STATE_TEXT = {
  submitted: 'assignments:learner.waiting',
  returned: 'assignments:learner.returned',
  approved: 'assignments:learner.approved',
} as const

/**
 * An enrolled learner's assignment under a lesson: what to send, the upload (checked again on the
 * server, by its bytes), where it stands and every earlier submission with the coach's answer.
 * No form library: the lesson page keeps to its script budget.
 */
export function LessonAssignment({
  assignment,
  action,
}: {
  assignment: LessonAssignmentData
  action: string
}) {
  const { t, i18n } = useTranslation()
  const fetcher = useFetcher<{ problems: string[] }>()
  const [searchParams] = useSearchParams()
  const [tooLarge, setTooLarge] = useState(false)
  // Once the script runs, the form asks for its problems back (shown without leaving the page);
  // before, or without JavaScript, they come back in the lesson's address.
  const inline = useHydrated()
  const latest = assignment.history[0]
  const sentBack = searchParams.get('tarea')
  const problems = tooLarge
    ? [SUBMIT_PROBLEMS.tooLarge]
    : fetcher.state !== 'idle'
      ? []
      : (fetcher.data?.problems ?? (isSubmitProblem(sentBack) ? [SUBMIT_PROBLEMS[sentBack]] : []))
  const size = formatNumber(assignment.maxBytes / 1024 / 1024, i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
  })
  const types = assignment.fileTypes.map((type) => t(FILE_TYPE_LABEL[type])).join(', ')
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0]
    const over = Boolean(file && file.size > assignment.maxBytes)
    setTooLarge(over)
    if (over) event.preventDefault()
  }
  return (
    <section
      aria-labelledby="assignment-title"
      className="space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="assignment-title" className="text-xl font-semibold">
        {t(assignment.kind === 'video' ? 'assignments:learner.titleVideo' : 'assignments:learner.title')}
      </h2>
      {assignment.instructions ? <p className="whitespace-pre-line">{assignment.instructions}</p> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('assignments:learner.limits', { types, size })}
      </p>
      <p role="status" className="font-medium">
        {sentBack === 'enviada' && latest?.status === 'submitted'
          ? t('assignments:learner.sent')
          : latest
            ? t(STATE_TEXT[latest.status])
            : ''}
      </p>
      {assignment.canSubmit ? (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          action={action}
          onSubmit={checkSize}
          className="space-y-3"
        >
          {inline ? <input type="hidden" name="reply" value="inline" /> : null}
          <div className="space-y-1">
            <label htmlFor="assignment-file" className="block text-sm font-semibold">
              {t(latest ? 'assignments:learner.fileAgain' : 'assignments:learner.file')}
            </label>
            <input
              id="assignment-file"
              type="file"
              name="file"
              required
              accept={assignment.fileTypes.map((type) => ACCEPT[type]).join(',')}
              aria-invalid={problems.length ? true : undefined}
              aria-describedby={problems.length ? 'assignment-problems' : undefined}
              className="block w-full text-sm"
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="assignment-note" className="block text-sm font-semibold">
              {t('assignments:learner.note')}
            </label>
            <textarea
              id="assignment-note"
              name="note"
              rows={3}
              maxLength={ASSIGNMENT_LIMITS.note}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
            />
          </div>
          {problems.length ? (
            <ul
              id="assignment-problems"
              role="alert"
              className="text-sm font-medium text-red-700 dark:text-red-400"
            >
              {problems.map((problem) => (
                <li key={problem}>{t(problem)}</li>
              ))}
            </ul>
          ) : null}
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-50 dark:bg-emerald-500 dark:text-slate-950"
          >
            {t(latest ? 'assignments:learner.sendAgain' : 'assignments:learner.send')}
          </button>
        </fetcher.Form>
      ) : null}
      {assignment.history.length ? (
        <div className="space-y-2">
          <h3 id="assignment-history" className="font-semibold">
            {t('assignments:learner.history')}
          </h3>
          <SubmissionHistory
            rows={assignment.history}
            maxPoints={assignment.maxPoints}
            headingId="assignment-history"
          />
        </div>
      ) : null}
    </section>
  )
}
