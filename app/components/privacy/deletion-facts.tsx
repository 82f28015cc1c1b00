import { useTranslation } from '#app/i18n/react.tsx'

/**
 * What deleting an account erases and what it keeps, and why (server/auth/account.server.ts does
 * exactly this). Shown above the delete form and on the privacy page.
 */
export function DeletionFacts({ auditDays }: { auditDays: number }) {
  const { t } = useTranslation('privacy')
  return (
    <ul className="list-disc space-y-1 ps-5 text-sm text-slate-700 dark:text-slate-300">
      <li>{t('privacy:deletion.erased')}</li>
      <li>{t('privacy:deletion.kept', { days: auditDays })}</li>
    </ul>
  )
}
