import { useTranslation } from '#app/i18n/react.tsx'
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router'
import { pageTitle, type Site } from '#app/site.ts'

/** Static keys (the i18n check reads them): one title and message per known status. */
const TEXTS = {
  400: { title: 'common:errors.400.title', message: 'common:errors.400.message' },
  403: { title: 'common:errors.403.title', message: 'common:errors.403.message' },
  404: { title: 'common:errors.404.title', message: 'common:errors.404.message' },
  405: { title: 'common:errors.405.title', message: 'common:errors.405.message' },
  413: { title: 'common:errors.413.title', message: 'common:errors.413.message' },
  // A body of a type no form sends reads to the visitor as any other bad request.
  415: { title: 'common:errors.400.title', message: 'common:errors.400.message' },
  // The database (or another dependency) cannot answer for a moment: nothing the visitor did wrong.
  503: { title: 'common:errors.503.title', message: 'common:errors.503.message' },
  unexpected: { title: 'common:errors.unexpected.title', message: 'common:errors.unexpected.message' },
} as const
type KnownStatus = 400 | 403 | 404 | 405 | 413 | 415 | 503
const isKnown = (status: number): status is KnownStatus => status in TEXTS

/**
 * One page for every failure: thrown 400/403/404/405/413/415/503 responses get their own words, anything else
 * is an unexpected error whose details are shown only in development. `boxed` draws it inside the
 * identity screens' card, whose layout already holds the page's only `<main>`.
 */
export function RouteError({ boxed = false }: { boxed?: boolean }) {
  const error = useRouteError()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const texts = TEXTS[isKnown(status) ? status : 'unexpected']
  const root = useRouteLoaderData<{ site?: Site; requestId?: string }>('root')
  const brand = root?.site?.brand ?? ''
  // Unexpected errors show no detail in production, but a reference the visitor can quote.
  const reference = isKnown(status) ? undefined : root?.requestId
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  const Frame = boxed ? 'div' : 'main'
  return (
    <Frame
      className={`mx-auto flex max-w-xl flex-col items-center justify-center gap-4 text-center ${boxed ? '' : 'min-h-[60vh] px-6 py-16'}`}
    >
      <title>{pageTitle(t(texts.title), brand)}</title>
      <p className="text-6xl font-bold text-emerald-700 dark:text-emerald-400">{status}</p>
      <h1 className="text-2xl font-semibold">{t(texts.title)}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t(texts.message)}</p>
      {reference ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('common:errors.reference', { id: reference })}
        </p>
      ) : null}
      {details ? (
        <pre className="max-w-full overflow-auto rounded bg-slate-100 p-4 text-start text-xs dark:bg-slate-900">
          {details}
        </pre>
      ) : null}
      <Link className="rounded bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800" to="/">
        {t('common:errors.backHome')}
      </Link>
    </Frame>
  )
}
