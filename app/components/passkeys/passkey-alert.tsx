import { useTranslation } from '#app/i18n/react.tsx'

/**
 * A ceremony's problem: a translation key from the browser side, or a message the server has
 * already translated (t() returns a text that is not a key unchanged).
 */
export function PasskeyAlert({ message }: { message: string | null }) {
  const { t } = useTranslation('passkeys')
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {t(message)}
        </p>
      ) : null}
    </div>
  )
}
