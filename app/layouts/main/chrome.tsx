import { useTranslation } from '#app/i18n/react.tsx'
import { ArrowUpIcon } from '#app/display/icons.tsx'
import { useScrolledPast } from '#app/display/use-media.ts'

/** The full-screen loader of the spec: gone about 200 ms after start (pure CSS, see app.css). */
export function ScreenLoader() {
  const { t } = useTranslation()
  return (
    <div
      aria-hidden="true"
      data-testid="screen-loader"
      className="screen-loader fixed inset-0 z-[60] grid place-items-center bg-white dark:bg-slate-950"
    >
      <span className="size-10 animate-spin rounded-full border-4 border-emerald-600 border-t-transparent" />
      <span className="sr-only">{t('common:loader')}</span>
    </div>
  )
}

/** Appears once the page is scrolled more than 50 px. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const visible = useScrolledPast(50)
  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('common:scrollToTop')}
      title={t('common:scrollToTop')}
      className="fixed end-6 bottom-6 z-30 inline-flex print:hidden size-11 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 focus-ring"
    >
      <ArrowUpIcon />
    </button>
  )
}

/** "© year owner. All rights reserved." */
export function Footer({ owner }: { owner: string }) {
  const { t } = useTranslation()
  return (
    <footer className="mt-auto px-6 py-4 text-center text-sm text-slate-500 print:hidden dark:text-slate-400">
      {t('common:footer.rights', { year: new Date().getFullYear(), owner })}
    </footer>
  )
}
