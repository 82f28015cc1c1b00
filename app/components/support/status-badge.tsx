import { useTranslation } from '#app/i18n/react.tsx'
import type { supportStatuses } from '#app/schemas/support.ts'

const TONE: Record<(typeof supportStatuses)[number], string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
}

/** Static keys (the i18n check reads them). */
export const supportStatusLabel = {
  open: 'support:status.open',
  answered: 'support:status.answered',
  closed: 'support:status.closed',
} as const

/** A support request's status as a coloured word. */
export function SupportStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const known = status in supportStatusLabel ? (status as keyof typeof supportStatusLabel) : 'open'
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONE[known]}`}>
      {t(supportStatusLabel[known])}
    </span>
  )
}
