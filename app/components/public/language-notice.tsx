import { useTranslation } from '#app/i18n/react.tsx'

/**
 * On a Spanish content page read with another interface language: the text is in Spanish, and a
 * link to the version in the reader's language when there is one (a full load: its interface
 * speaks that language). docs/decisions/048-content-translations.md.
 */
export function LanguageNotice({ notice }: { notice: { translation: string | null } | null }) {
  const { t } = useTranslation()
  if (!notice) return null
  return (
    <p
      role="note"
      className="mx-auto mt-6 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:mx-auto dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {notice.translation ? (
        <>
          {t('public:translations.inSpanish')}{' '}
          <a href={notice.translation} className="font-semibold underline">
            {t('public:translations.readVersion')}
          </a>
        </>
      ) : (
        t('public:translations.notTranslated')
      )}
    </p>
  )
}
