import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { linkClass } from '#app/components/admin/styles.ts'

export interface NotFoundRow {
  path: string
  hits: number
  firstSeenAt: string
  lastSeenAt: string
  lastReferrer: string | null
}

/** The addresses visitors asked for that do not exist, each with a link that fills the form above. */
export function NotFoundLog({ rows }: { rows: NotFoundRow[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section
      aria-labelledby="no-encontradas"
      className="space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="no-encontradas" className="text-lg font-semibold">
        {t('admin:redirects.notFoundTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin:redirects.notFoundIntro')}</p>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className="py-2 text-start">
                  {t('admin:redirects.columns.path')}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t('admin:redirects.columns.hits')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('admin:redirects.columns.seen')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('admin:redirects.columns.referrer')}
                </th>
                <th scope="col" className="py-2 text-start">
                  <span className="sr-only">{t('admin:redirects.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={row.path}>
                  <td dir="ltr" className="py-2 font-mono break-all">
                    {row.path}
                  </td>
                  <td className="py-2 text-end">{row.hits}</td>
                  <td className="py-2">
                    {t('admin:redirects.seen', {
                      first: formatDateTime(row.firstSeenAt, i18n.language),
                      last: formatDateTime(row.lastSeenAt, i18n.language),
                    })}
                  </td>
                  <td dir="ltr" className="py-2 break-all">
                    {row.lastReferrer ?? '—'}
                  </td>
                  <td className="py-2">
                    <Link
                      to={`/admin/redirects?${new URLSearchParams({ from: row.path })}#nueva`}
                      className={linkClass}
                    >
                      {t('admin:redirects.createFrom')}
                      <span className="sr-only"> {row.path}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm">{t('admin:redirects.notFoundNone')}</p>
      )}
    </section>
  )
}
