import { formatDateTime, formatMegabytes } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { SubmissionStatusName } from '#app/schemas/assignments.ts'
import { SubmissionBadge } from './submission-badge.tsx'

export interface SubmissionRow {
  id: number
  status: SubmissionStatusName
  note: string
  fileName: string
  size: number
  feedback: string | null
  points: number | null
  createdAt: string
  reviewedAt: string | null
}

/** Where a submission's file is served (to its learner and the coach only). */
export const submissionFileUrl = (id: number) => `/tareas/${id}/archivo`

/** Submissions, newest first: the file, the learner's note, the coach's feedback and points. */
export function SubmissionHistory({
  rows,
  maxPoints,
  headingId,
}: {
  rows: SubmissionRow[]
  maxPoints: number | null
  headingId: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <ol aria-labelledby={headingId} className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
        >
          <p className="flex flex-wrap items-center gap-2">
            <SubmissionBadge status={row.status} />
            <span>
              {t('assignments:history.sent', { date: formatDateTime(row.createdAt, i18n.language) })}
            </span>
          </p>
          <p>
            <a href={submissionFileUrl(row.id)} className="break-all underline">
              {row.fileName}
            </a>{' '}
            · {formatMegabytes(row.size, i18n.language)}
          </p>
          {row.note ? (
            <p className="whitespace-pre-line">{t('assignments:history.note', { note: row.note })}</p>
          ) : null}
          {row.feedback ? (
            <div>
              <p className="font-semibold">{t('assignments:history.feedback')}</p>
              <p className="whitespace-pre-line">{row.feedback}</p>
            </div>
          ) : null}
          {row.points !== null ? (
            <p className="font-semibold">
              {maxPoints === null
                ? t('assignments:history.points', { points: row.points })
                : t('assignments:history.pointsOf', { points: row.points, max: maxPoints })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
