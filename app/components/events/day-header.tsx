import { Link } from 'react-router'
import { linkClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'

/** The links between an event's day screens (not printed). */
export function DayNav({ id }: { id: number }) {
  const { t } = useTranslation()
  const links = [
    [`/admin/events/${id}`, 'events:day.overview'],
    [`/admin/events/edit/${id}`, 'events:day.edit'],
    [`/admin/events/${id}/registrations`, 'events:day.registrations'],
    [`/admin/events/${id}/check-in`, 'events:day.checkIn'],
    [`/admin/events/${id}/attendance`, 'events:day.attendance'],
  ] as const
  return (
    <nav aria-label={t('events:day.nav')} className="print:hidden">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
