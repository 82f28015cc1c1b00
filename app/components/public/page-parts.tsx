import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import { ArrowIcon, BackIcon, SearchIcon } from './icons.tsx'

/** The coloured band at the top of list pages. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: React.ReactNode
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-emerald-50 to-white dark:border-slate-800 dark:from-emerald-950/40 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
        {children}
      </div>
    </header>
  )
}

/** The search button of a list page's filter form. */
export function SearchButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      className="inline-flex items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-ring"
    >
      <SearchIcon className="size-4" />
      {label}
    </button>
  )
}

/** How many results a filtered list has (announced), and a link clearing the filters when any is set. */
export function ResultsBar({ text, clear }: { text: string; clear?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        {text}
      </p>
      {clear ? (
        <Link
          to={clear.to}
          className="text-sm font-semibold text-emerald-700 hover:text-emerald-900 dark:text-emerald-400"
        >
          {clear.label}
        </Link>
      ) : null}
    </div>
  )
}

/** Previous / next links keeping the current filters; plain links, so it works without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const button =
    'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-emerald-600 hover:text-emerald-700 focus-ring dark:border-slate-700 dark:hover:text-emerald-400'
  return (
    <nav aria-label={t('public:pagination.label')} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={button}>
          <BackIcon />
          {t('public:pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-current="page">
        {t('public:pagination.status', { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={button}>
          {t('public:pagination.next')}
          <ArrowIcon />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** The look of the public lists' filter fields (text, select). */
export const FILTER_CONTROL =
  'w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white'

/** A labelled select of a GET filter form; the empty first option means "any". */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  value: string
  options: Array<{ value: string; label: string }>
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={FILTER_CONTROL}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
