import { Form, href, Link } from 'react-router'
import { buttonClass, controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { peopleQuery, userStatuses, type PeopleFilter, type UserStatus } from '#app/schemas/people.ts'

const TONE: Record<UserStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  suspended: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  unconfirmed: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
}

/** Static keys (the i18n check reads them). */
const STATUS_LABEL = {
  active: 'people:status.active',
  suspended: 'people:status.suspended',
  unconfirmed: 'people:status.unconfirmed',
} as const
export const ROLE_LABEL = { admin: 'people:roles.admin', user: 'people:roles.user' } as const

export function PersonStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}>
      {t(STATUS_LABEL[status])}
    </span>
  )
}

/** Search and filters: a GET form, so every view has its address and works without script. */
export function PeopleFilters({ filter, total }: { filter: PeopleFilter; total: number }) {
  const { t } = useTranslation()
  const label = 'mb-1 block text-sm font-medium'
  return (
    <>
      <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div>
          <label htmlFor="people-q" className={label}>
            {t('people:filters.q')}
          </label>
          <input
            id="people-q"
            type="search"
            name="q"
            maxLength={254}
            defaultValue={filter.q ?? ''}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="people-role" className={label}>
            {t('people:filters.role')}
          </label>
          <select id="people-role" name="role" defaultValue={filter.role ?? ''} className={controlClass}>
            <option value="">{t('people:filters.allRoles')}</option>
            <option value="admin">{t(ROLE_LABEL.admin)}</option>
            <option value="user">{t(ROLE_LABEL.user)}</option>
          </select>
        </div>
        <div>
          <label htmlFor="people-status" className={label}>
            {t('people:filters.status')}
          </label>
          <select
            id="people-status"
            name="status"
            defaultValue={filter.status ?? ''}
            className={controlClass}
          >
            <option value="">{t('people:filters.allStatuses')}</option>
            {userStatuses.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABEL[status])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass}>
            {t('people:filters.apply')}
          </button>
          <Link to={href('/admin/users')} className={`text-sm ${linkClass}`}>
            {t('people:filters.clear')}
          </Link>
        </div>
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
          {t('people:total', { total })}
        </p>
        <a
          href={`${href('/admin/users/export.csv')}${peopleQuery(filter)}`}
          className={secondaryButtonClass}
          download
        >
          {t('people:export')}
        </a>
      </div>
    </>
  )
}

export interface PersonListRow {
  id: string
  name: string
  lastName: string | null
  email: string
  role: 'admin' | 'user'
  status: UserStatus
  createdAt: string
  courses: number
}

/** Accounts newest first; the name leads to the account's page. */
export function PeopleTable({ people }: { people: PersonListRow[] }) {
  const { t, i18n } = useTranslation()
  if (!people.length) return <p>{t('people:empty')}</p>
  const cell = 'px-3 py-2 align-top'
  return (
    <ScrollRegion
      label={t('people:title')}
      className="rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {(['name', 'email', 'role', 'status', 'courses', 'createdAt'] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} text-start font-semibold`}>
                {t(`people:csv.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {people.map((person) => (
            <tr key={person.id}>
              <td className={cell}>
                <Link to={href('/admin/users/:id', { id: person.id })} className={linkClass}>
                  {[person.name, person.lastName].filter(Boolean).join(' ')}
                </Link>
              </td>
              <td className={`${cell} break-all`}>{person.email}</td>
              <td className={cell}>{t(ROLE_LABEL[person.role])}</td>
              <td className={cell}>
                <PersonStatusBadge status={person.status} />
              </td>
              <td className={cell}>{person.courses}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={person.createdAt}>{formatDate(person.createdAt, i18n.language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
