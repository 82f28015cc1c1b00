import { Link } from 'react-router'
import { formatNumber } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { PendingItem } from '#server/dashboard/pending.server.ts'

/** What waits for the coach, each count a link to its queue. */
export function PendingList({ items }: { items: PendingItem[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="dashboard-pending" className="space-y-3">
      <h2 id="dashboard-pending" className="text-xl font-semibold">
        {t('dashboard:pending.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className="focus-ring flex items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900"
            >
              <span>{t(`dashboard:pending.${item.id}`)}</span>
              <span className="text-2xl font-semibold">{formatNumber(item.count, i18n.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
