import { useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useNavigation, useSearchParams, useSubmit } from 'react-router'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { buttonClass, controlClass, dangerButtonClass, secondaryButtonClass } from './styles.ts'

export interface Choice {
  value: string
  label: string
}

export interface ListColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
}

export type BulkIntent = 'publish' | 'unpublish' | 'delete'

export interface AdminListProps<Row extends { id: number }> {
  title: string
  newItem: { to: string; label: string }
  rows: Row[]
  /** Accessible name of a row's checkbox ("Select «Rondos»"). */
  rowLabel: (row: Row) => string
  columns: Array<ListColumn<Row>>
  page: number
  pageCount: number
  /** "12 posts", in the list's own words. */
  countText: string
  /** Status tabs with their counts; the empty value is "all". */
  statuses: Array<Choice & { count: number }>
  filters: Array<Choice & { options: Choice[] }>
  sorts: Choice[]
  emptyText: string
  /** Outcome of the last bulk action, announced above the table. */
  done?: { intent: BulkIntent; count: number } | null
}

const bulkIntents: BulkIntent[] = ['publish', 'unpublish', 'delete']

/**
 * The admin list of posts and of concepts: search, filters and sort in the URL (a GET form),
 * status tabs with counts, bounded pages, and bulk actions confirmed in a dialog.
 */
export function AdminList<Row extends { id: number }>(props: AdminListProps<Row>) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const submit = useSubmit()
  const navigation = useNavigation()
  const [selected, setSelected] = useState<number[]>([])
  const [pending, setPending] = useState<BulkIntent | null>(null)
  const visibleIds = props.rows.map((row) => row.id)
  const checked = selected.filter((id) => visibleIds.includes(id))
  const allChecked = visibleIds.length > 0 && checked.length === visibleIds.length

  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes))
      if (value) next.set(name, value)
      else next.delete(name)
    const query = next.toString()
    return query ? `?${query}` : '?'
  }

  const confirmBulk = () => {
    if (!pending) return
    const form = new FormData()
    form.set('intent', pending)
    for (const id of checked) form.append('ids', String(id))
    void submit(form, { method: 'post' })
    setPending(null)
    setSelected([])
  }

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{props.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{props.countText}</p>
        </div>
        <Link to={props.newItem.to} className={buttonClass}>
          {props.newItem.label}
        </Link>
      </div>

      <nav aria-label={t('admin:list.statusLabel')}>
        <ul className="flex flex-wrap gap-2">
          {props.statuses.map((status) => {
            const active = (params.get('status') ?? '') === status.value
            return (
              <li key={status.value}>
                <Link
                  to={withParams({ status: status.value || null, page: null })}
                  aria-current={active ? 'page' : undefined}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:border-emerald-700 aria-[current=page]:bg-emerald-700 aria-[current=page]:text-white dark:border-slate-700"
                >
                  {status.label}
                  <span className="tabular-nums">{status.count}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3"
        onChange={(event) => {
          // Selects apply at once; the search box applies on Enter or with the button.
          if (event.target instanceof HTMLSelectElement) void submit(event.currentTarget)
        }}
      >
        {params.get('status') ? (
          <input type="hidden" name="status" value={params.get('status') ?? ''} />
        ) : null}
        <label className="grow text-sm font-medium">
          {t('admin:list.search')}
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            maxLength={100}
            className={`mt-1 ${controlClass}`}
          />
        </label>
        {props.filters.map((filter) => (
          <label key={filter.value} className="text-sm font-medium">
            {filter.label}
            <select
              name={filter.value}
              defaultValue={params.get(filter.value) ?? ''}
              className={`mt-1 ${controlClass}`}
            >
              <option value="">{t('admin:list.all')}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="text-sm font-medium">
          {t('admin:list.sort')}
          <select name="sort" defaultValue={params.get('sort') ?? ''} className={`mt-1 ${controlClass}`}>
            {props.sorts.map((sort, index) => (
              <option key={sort.value} value={index === 0 ? '' : sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass}>
          {t('admin:list.apply')}
        </button>
      </Form>

      {props.done ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-4 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {t(`admin:list.done.${props.done.intent}`, { n: props.done.count })}
        </p>
      ) : null}

      <div
        className="flex flex-wrap items-center gap-3"
        role="toolbar"
        aria-label={t('admin:list.bulkLabel')}
      >
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin:list.selected', { n: checked.length })}
        </span>
        {bulkIntents.map((intent) => (
          <button
            key={intent}
            type="button"
            disabled={checked.length === 0 || navigation.state !== 'idle'}
            onClick={() => setPending(intent)}
            className={intent === 'delete' ? dangerButtonClass : secondaryButtonClass}
          >
            {t(`admin:list.bulk.${intent}`)}
          </button>
        ))}
      </div>

      {props.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {props.emptyText}
        </p>
      ) : (
        <ScrollRegion
          label={props.title}
          className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="w-10 px-4 py-3 text-start">
                  <input
                    type="checkbox"
                    aria-label={t('admin:list.selectAll')}
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? [] : visibleIds)}
                  />
                </th>
                {props.columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-3 text-start font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {props.rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3">
                    <input
                      type="checkbox"
                      aria-label={props.rowLabel(row)}
                      checked={checked.includes(row.id)}
                      onChange={(event) =>
                        setSelected((current) =>
                          event.target.checked ? [...current, row.id] : current.filter((id) => id !== row.id),
                        )
                      }
                    />
                  </td>
                  {props.columns.map((column) => (
                    <td key={column.header} className="px-4 py-3">
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      {props.pageCount > 1 ? (
        <nav
          aria-label={t('admin:list.pagination')}
          className="flex items-center justify-between gap-4 text-sm"
        >
          {props.page > 1 ? (
            <Link
              to={withParams({ page: String(props.page - 1) })}
              rel="prev"
              className={secondaryButtonClass}
            >
              {t('admin:list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin:list.pageOf', { page: props.page, count: props.pageCount })}</span>
          {props.page < props.pageCount ? (
            <Link
              to={withParams({ page: String(props.page + 1) })}
              rel="next"
              className={secondaryButtonClass}
            >
              {t('admin:list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`admin:list.confirm.${pending}.title`) : ''}
        description={pending ? t(`admin:list.confirm.${pending}.description`, { n: checked.length }) : ''}
        confirmLabel={pending ? t(`admin:list.bulk.${pending}`) : ''}
        danger={pending === 'delete'}
        onConfirm={confirmBulk}
        onCancel={() => setPending(null)}
      />
    </main>
  )
}
