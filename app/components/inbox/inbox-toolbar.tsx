import { useTranslation } from '#app/i18n/react.tsx'
import { Form, href, Link } from 'react-router'
import { SearchIcon } from '#app/components/public/icons.tsx'
import { INBOX_FILTERS, type InboxFilter } from '#app/schemas/inbox.ts'

const filterKeys = {
  inbox: 'inbox:filters.inbox',
  unread: 'inbox:filters.unread',
  read: 'inbox:filters.read',
  archived: 'inbox:filters.archived',
  all: 'inbox:filters.all',
} as const satisfies Record<InboxFilter, string>

/** A list URL: the view and the search are in the address, so they survive a reload or a link. */
export function inboxHref(filter: InboxFilter, query: string, page = 1) {
  const params = new URLSearchParams()
  if (filter !== 'inbox') params.set('filter', filter)
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `${href('/admin/messages')}?${search}` : href('/admin/messages')
}

/** The views as tabs-like links and the search box; plain links and a GET form, so no script is needed. */
export function InboxToolbar({ filter, query }: { filter: InboxFilter; query: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label={t('inbox:filters.label')}>
        <ul className="flex flex-wrap gap-2">
          {INBOX_FILTERS.map((option) => (
            <li key={option}>
              <Link
                to={inboxHref(option, query)}
                aria-current={option === filter ? 'page' : undefined}
                className="inline-flex rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-emerald-600 hover:text-emerald-800 focus-ring aria-[current=page]:border-emerald-700 aria-[current=page]:bg-emerald-700 aria-[current=page]:text-white dark:border-slate-600 dark:text-slate-200 dark:hover:text-emerald-300 dark:aria-[current=page]:border-emerald-400 dark:aria-[current=page]:bg-emerald-400 dark:aria-[current=page]:text-slate-950"
              >
                {t(filterKeys[option])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" className="flex gap-2">
        {filter !== 'inbox' ? <input type="hidden" name="filter" value={filter} /> : null}
        <label className="sr-only" htmlFor="inbox-search">
          {t('inbox:search.label')}
        </label>
        <input
          id="inbox-search"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={t('inbox:search.placeholder')}
          className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none lg:w-72 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-md bg-emerald-700 px-3 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring"
        >
          <SearchIcon className="size-4" />
          {t('inbox:search.submit')}
        </button>
      </Form>
    </div>
  )
}
