import { data, Form, Link, redirect } from 'react-router'
import type { Route } from './+types/comments'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { CommentText } from '#app/components/comments/comment-text.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  COMMENT_LIMITS,
  CommentAdminSchema,
  commentQueues,
  type CommentQueue,
} from '#app/schemas/comments.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { moderate } from '#server/comments/moderate-action.server.ts'
import { listQueue } from '#server/comments/moderation.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'comments'] }

const MAX_PAGE = 10_000

function queueOf(url: URL): CommentQueue {
  const asked = url.searchParams.get('queue')
  return commentQueues.find((queue) => queue === asked) ?? 'new'
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const url = new URL(request.url)
  const queue = queueOf(url)
  const asked = Number(url.searchParams.get('page'))
  const page = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_PAGE) : 1
  return { title: t('comments:admin.title'), queue, page, ...(await listQueue(db, { queue, page })) }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const admin = await requireRole(request, 'admin')
  const form = CommentAdminSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!form.success)
    return data({ error: form.error.issues[0]?.message ?? 'comments:errors.invalid' }, { status: 400 })
  const done = await moderate(db, { admin, ip: context.clientIp }, form.data)
  if (!done) throw data(null, { status: 404 })
  return redirect(new URL(request.url).pathname + new URL(request.url).search)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function CommentsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('comments')
  const { queue, page, rows, more } = loaderData
  const link = (to: { queue?: CommentQueue; page?: number }) =>
    `?${new URLSearchParams({ queue: to.queue ?? queue, ...(to.page && to.page > 1 ? { page: String(to.page) } : {}) })}`
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('admin.lead')}</p>
      </div>
      <nav aria-label={t('admin.queues.label')} className="flex flex-wrap gap-2">
        {commentQueues.map((one) => (
          <Link
            key={one}
            to={link({ queue: one })}
            aria-current={one === queue ? 'page' : undefined}
            className={one === queue ? buttonClass : secondaryButtonClass}
          >
            {t(`admin.queues.${one}`)}
          </Link>
        ))}
      </nav>
      {actionData?.error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {t(actionData.error, { max: COMMENT_LIMITS.body })}
        </p>
      ) : null}
      {rows.length ? (
        <ul className="space-y-4">
          {rows.map((row) => (
            <li
              key={row.id}
              className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-white">{row.author.name}</span> &lt;
                {row.author.email}&gt; · {formatDateTime(row.createdAt, i18n.language)} ·{' '}
                <Link to={`${row.place.path}#comment-${row.id}`} className={linkClass}>
                  {t(row.place.kind === 'post' ? 'admin.onPost' : 'admin.onLesson', {
                    title: row.place.title,
                  })}
                </Link>
                {row.reply ? ` · ${t('admin.reply')}` : ''}
                {row.hidden ? ` · ${t('admin.hidden')}` : ''}
                {row.reports ? ` · ${t('admin.reports', { number: row.reports })}` : ''}
                {row.blocked ? ` · ${t('admin.blocked')}` : ''}
              </p>
              <CommentText text={row.body} />
              <div className="flex flex-wrap items-end gap-2">
                {!row.hidden && !row.reply ? (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="answer" />
                    <input type="hidden" name="id" value={row.id} />
                    <label className="text-sm">
                      <span className="block font-medium">
                        {t('admin.answerLabel', { name: row.author.name })}
                      </span>
                      <textarea
                        name="body"
                        required
                        maxLength={COMMENT_LIMITS.body}
                        rows={2}
                        className={controlClass}
                      />
                    </label>
                    <button type="submit" className={buttonClass}>
                      {t('admin.answer')}
                    </button>
                  </Form>
                ) : null}
                <Intent
                  id={row.id}
                  intent={row.hidden ? 'show' : 'hide'}
                  label={t(row.hidden ? 'admin.show' : 'admin.hide', { name: row.author.name })}
                />
                {queue !== 'hidden' ? <Intent id={row.id} intent="keep" label={t('admin.keep')} /> : null}
                <Intent id={row.id} intent="delete" label={t('admin.delete')} danger />
                {row.author.coach ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value={row.blocked ? 'unblock' : 'block'} />
                    <input type="hidden" name="userId" value={row.author.id} />
                    <button type="submit" className={secondaryButtonClass}>
                      {t(row.blocked ? 'admin.unblock' : 'admin.block', { name: row.author.name })}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{t('admin.none')}</p>
      )}
      {page > 1 || more ? (
        <nav aria-label={t('admin.pages')} className="flex gap-4 text-sm">
          {page > 1 ? (
            <Link to={link({ page: page - 1 })} className={linkClass}>
              {t('admin.newer')}
            </Link>
          ) : null}
          {more ? (
            <Link to={link({ page: page + 1 })} className={linkClass}>
              {t('admin.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  )
}

function Intent({
  id,
  intent,
  label,
  danger = false,
}: {
  id: number
  intent: string
  label: string
  danger?: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={danger ? dangerButtonClass : secondaryButtonClass}>
        {label}
      </button>
    </Form>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
