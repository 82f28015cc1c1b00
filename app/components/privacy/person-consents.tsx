import { Block } from '#app/components/people/person-records.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'

export interface ConsentRow {
  kind: 'privacy' | 'minorData' | 'playerData'
  version: string
  ip: string | null
  at: string
}

/** Static keys (the i18n check reads them). */
const KIND_LABEL = {
  privacy: 'privacy:admin.kinds.privacy',
  minorData: 'privacy:admin.kinds.minorData',
  playerData: 'privacy:admin.kinds.playerData',
} as const
const COLUMNS = [
  'privacy:admin.kind',
  'privacy:admin.version',
  'privacy:admin.at',
  'privacy:admin.ip',
] as const

/** The admin's view of what an account agreed to: which text, which version, when, from where. */
export function PersonConsents({ consents }: { consents: ConsentRow[] }) {
  const { t, i18n } = useTranslation('privacy')
  return (
    <Block id="person-consents" title={t('privacy:admin.title')}>
      {consents.length ? (
        <table className="w-full text-start text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-1 text-start font-medium">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {consents.map((consent) => (
              <tr key={`${consent.kind}-${consent.at}`}>
                <td className="py-2">{t(KIND_LABEL[consent.kind])}</td>
                <td className="py-2">{consent.version}</td>
                <td className="py-2">
                  <time dateTime={consent.at}>{formatDateTime(consent.at, i18n.language)}</time>
                </td>
                <td className="py-2" dir="ltr">
                  {consent.ip ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm">{t('privacy:admin.empty')}</p>
      )}
    </Block>
  )
}
