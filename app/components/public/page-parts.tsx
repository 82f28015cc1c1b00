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

/** Typography for sanitised rich text (server-rendered HTML from the allow-list renderer). */
export const proseClass = [
  'text-lg leading-relaxed text-slate-700 dark:text-slate-300',
  '[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5 [&_li>p]:my-0',
  '[&_a]:font-medium [&_a]:text-emerald-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-emerald-900 dark:[&_a]:text-emerald-400',
  '[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-emerald-500 [&_blockquote]:bg-emerald-50/60 [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:italic dark:[&_blockquote]:bg-emerald-950/30',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_hr]:my-10 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base dark:[&_code]:bg-slate-800',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-sm',
  '[&_figure]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-500 dark:[&_figcaption]:text-slate-400',
  '[&_.pitch-frames]:grid [&_.pitch-frames]:gap-4 sm:[&_.pitch-frames]:grid-cols-2 [&_.pitch-frames_figure]:my-0',
  '[&_.youtube-facade_a]:flex [&_.youtube-facade_a]:aspect-video [&_.youtube-facade_a]:items-center [&_.youtube-facade_a]:justify-center [&_.youtube-facade_a]:gap-3 [&_.youtube-facade_a]:rounded-2xl [&_.youtube-facade_a]:bg-slate-900 [&_.youtube-facade_a]:text-xl [&_.youtube-facade_a]:text-white [&_.youtube-facade_a]:no-underline hover:[&_.youtube-facade_a]:bg-slate-800 hover:[&_.youtube-facade_a]:text-white [&_iframe]:aspect-video [&_iframe]:w-full [&_iframe]:rounded-2xl',
  '[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td>p]:my-0 [&_th>p]:my-0 dark:[&_th]:border-slate-800 dark:[&_th]:bg-slate-900 dark:[&_td]:border-slate-800',
].join(' ')
