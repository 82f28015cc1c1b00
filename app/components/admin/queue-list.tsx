import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { linkClass } from './styles.ts'

/**
 * An inbox-like admin list (support requests, assignments): how many match, one row each (a link,
 * a line under it, a badge), or the empty text.
 */
export function QueueRows<Row extends { id: number }>({
  total,
  empty,
  rows,
  row,
}: {
  total: string
  empty: string
  rows: Row[]
  row: (row: Row) => { link: ReactNode; details: ReactNode; badge: ReactNode }
}) {
  return (
    <>
      <p className="text-sm" role="status">
        {total}
      </p>
      {rows.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map((item) => {
            const { link, details, badge } = row(item)
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  {link}
                  <p className="text-sm text-slate-600 dark:text-slate-400">{details}</p>
                </div>
                {badge}
              </li>
            )
          })}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </>
  )
}

/** An admin list's pages: the previous and next links around "page / pages"; nothing for one page. */
export function PageLinks({
  label,
  page,
  pages,
  hrefFor,
}: {
  label: string
  page: number
  pages: number
  hrefFor: (page: number) => string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex gap-4 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          ← {page - 1}
        </Link>
      ) : null}
      <span>
        {page} / {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {page + 1} →
        </Link>
      ) : null}
    </nav>
  )
}
