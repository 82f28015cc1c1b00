import { useTranslation } from '#app/i18n/react.tsx'

/** Opens the browser's print dialog (print to PDF); the page prints the same without it. */
export function PrintButton() {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 print:hidden dark:bg-emerald-500 dark:text-slate-950"
    >
      {t('sessions:print')}
    </button>
  )
}
