import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { KindForm, type KindValues } from './kind-form.tsx'

/** The kinds of session: one form per kind to change it, and one to add a new kind. */
export function KindsSection({
  kinds,
  currency,
  lastResult,
}: {
  kinds: KindValues[]
  currency: string
  lastResult?: SubmissionResult
}) {
  const { t } = useTranslation('bookings')
  return (
    <section aria-labelledby="kinds-title" className="space-y-4">
      <h2 id="kinds-title" className="text-xl font-semibold">
        {t('availability.kinds')}
      </h2>
      {kinds.map((kind) => (
        <details key={kind.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <summary className="cursor-pointer font-semibold">
            {kind.name}
            {kind.active ? '' : ` · ${t('availability.inactive')}`}
          </summary>
          <KindForm kind={kind} currency={currency} lastResult={lastResult} />
        </details>
      ))}
      <details
        className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        open={kinds.length === 0}
      >
        <summary className="cursor-pointer font-semibold">{t('availability.newKind')}</summary>
        <KindForm currency={currency} lastResult={lastResult} />
      </details>
    </section>
  )
}
