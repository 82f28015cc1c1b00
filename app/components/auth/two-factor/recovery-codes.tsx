import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { secondaryButton, Section } from '../account/section.tsx'

/**
 * The recovery codes, shown once (only their hashes are kept), with a .txt download made in the
 * page itself: the codes never travel again.
 */
export function RecoveryCodes({ codes, continueTo }: { codes: string[]; continueTo: string }) {
  const { t } = useTranslation('twofactor')
  const file = `${t('twofactor:recovery.fileIntro')}\n\n${codes.join('\n')}\n`
  return (
    <Section
      id="recovery-title"
      title={t('twofactor:recovery.title')}
      description={t('twofactor:recovery.once')}
    >
      <ul className="grid grid-cols-2 gap-2 font-mono text-base" translate="no">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-1 dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="recovery-codes.txt"
          className={secondaryButton}
        >
          {t('twofactor:recovery.download')}
        </a>
        <Link
          to={continueTo}
          className="inline-flex items-center px-2 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('twofactor:recovery.continue')}
        </Link>
      </div>
    </Section>
  )
}
