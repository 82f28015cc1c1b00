import { useTranslation } from '#app/i18n/react.tsx'
import type { SubmissionStatusName } from '#app/schemas/assignments.ts'
import { STATUS_CLASS, STATUS_LABEL } from './assignment-labels.ts'

/** A submission's state: enviada, devuelta or aprobada. */
export function SubmissionBadge({ status }: { status: SubmissionStatusName }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status]}`}>
      {t(STATUS_LABEL[status])}
    </span>
  )
}
