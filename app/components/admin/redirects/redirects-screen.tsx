import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { Pagination } from '#app/components/public/page-parts.tsx'
import { REDIRECT_LIMITS, RedirectFormSchema } from '#app/schemas/redirects.ts'
import { NotFoundLog, type NotFoundRow } from './not-found-log.tsx'

interface RedirectRow {
  id: number
  fromPath: string
  toPath: string
  kind: string
  createdAt: string
}

const section = 'space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
const KINDS = new Set(['post', 'concept', 'drill', 'course', 'manual'])

function listHref(query: string, page = 1) {
  const search = new URLSearchParams()
  if (query) search.set('q', query)
  if (page > 1) search.set('page', String(page))
  const text = search.toString()
  return text ? `/admin/redirects?${text}` : '/admin/redirects'
}

/** /admin/redirects: add a redirect, the redirects (searched, paged, deletable) and the 404 log. */
export function RedirectsScreen({
  title,
  query,
  prefill,
  redirects,
  page,
  pageCount,
  total,
  notFound,
  actionData,
}: {
  title: string
  query: string
  prefill: string
  redirects: RedirectRow[]
  page: number
  pageCount: number
  total: number
  notFound: NotFoundRow[]
  actionData?: { result: SubmissionResult<string[]>; done: 'add' | 'delete' | null }
}) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `redirect-${prefill}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: { from: prefill },
    constraint: getZodConstraint(RedirectFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RedirectFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin:redirects.intro')}</p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.done ? t(`admin:redirects.done.${actionData.done}`) : ''}
        </p>
      </div>

      <section aria-labelledby="nueva" className={section}>
        <h2 id="nueva" className="text-lg font-semibold">
          {t('admin:redirects.addTitle')}
        </h2>
        <Form
          method="post"
          {...getFormProps(form)}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <input type="hidden" name="intent" value="add" />
          <AdminField
            field={fields.from}
            label={t('admin:redirects.from')}
            hint={t('admin:redirects.fromHint')}
          >
            <input
              {...getInputProps(fields.from, { type: 'text' })}
              maxLength={REDIRECT_LIMITS.path}
              dir="ltr"
              className={controlClass}
            />
          </AdminField>
          <AdminField field={fields.to} label={t('admin:redirects.to')} hint={t('admin:redirects.toHint')}>
            <input
              {...getInputProps(fields.to, { type: 'text' })}
              maxLength={REDIRECT_LIMITS.target}
              dir="ltr"
              className={controlClass}
            />
          </AdminField>
          <button type="submit" className={`${buttonClass} sm:mt-6`}>
            {t('admin:redirects.add')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="lista" className={section}>
        <h2 id="lista" className="text-lg font-semibold">
          {t('admin:redirects.listTitle', { count: total })}
        </h2>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label className="min-w-64 flex-1 text-sm font-semibold">
            {t('admin:redirects.search')}
            <input type="search" name="q" defaultValue={query} className={`mt-1 ${controlClass}`} />
          </label>
          <button type="submit" className={secondaryButtonClass}>
            {t('admin:redirects.searchButton')}
          </button>
        </Form>
        {redirects.length ? (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {redirects.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p dir="ltr" className="font-mono break-all">
                    {row.fromPath} → {row.toPath}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t(`admin:redirects.kinds.${KINDS.has(row.kind) ? row.kind : 'manual'}`)} ·{' '}
                    {formatDateTime(row.createdAt, i18n.language)}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={row.id} />
                  <button type="submit" className={dangerButtonClass}>
                    {t('admin:redirects.delete')}
                    <span className="sr-only"> {row.fromPath}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('admin:redirects.none')}</p>
        )}
        {query ? (
          <Link to="/admin/redirects" className={`text-sm ${linkClass}`}>
            {t('admin:redirects.clear')}
          </Link>
        ) : null}
        <Pagination page={page} pageCount={pageCount} hrefFor={(n) => listHref(query, n)} />
      </section>

      <NotFoundLog rows={notFound} />
    </main>
  )
}
