import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'

const PERIODS = [7, 30, 365] as const

/** The periods as plain links (they work without JavaScript); the current one is marked. */
export function PeriodLinks({ current }: { current: number }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('dashboard:period.label')}>
      <ul className="flex gap-2">
        {PERIODS.map((days) => (
          <li key={days}>
            <Link
              to={`?period=${days}`}
              aria-current={days === current ? 'page' : undefined}
              className="focus-ring rounded border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-slate-900 aria-[current=page]:text-white dark:border-slate-600 dark:aria-[current=page]:bg-slate-100 dark:aria-[current=page]:text-slate-900"
            >
              {t(`dashboard:period.d${days}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
