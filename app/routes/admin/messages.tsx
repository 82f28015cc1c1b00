import { useTranslation } from '#app/i18n/react.tsx'
import { data } from 'react-router'
import type { Route } from './+types/messages'
import { inboxHref, InboxToolbar } from '#app/components/inbox/inbox-toolbar.tsx'
import { DoneMessage, MessageList } from '#app/components/inbox/message-list.tsx'
import { Pagination } from '#app/components/public/page-parts.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { parseInboxAction } from '#app/schemas/inbox.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { applyInboxAction, countUnread, filterParam, listInbox } from '#server/contact/inbox.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { auditDelete } from '#server/audit/admin-changes.server.ts'

export const handle: I18nHandle = { i18n: ['inbox', 'public'] }

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const filter = filterParam(request.url)
  const query = searchQuery(new URL(request.url).searchParams.get('q'))
  const list = await listInbox(db, { filter, query, page: pageParam(request.url) })
  return {
    title: t('inbox:title'),
    filter,
    query: query ?? '',
    ...list,
    unreadMessages: await countUnread(db),
  }
}

/**
 * Every change to messages, from this list (one or many) and from a message's page, which lands
 * here; the list reloads and says what was done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const form = parseInboxAction(await request.formData().catch(() => new FormData()))
  if (!form.success) throw data(null, { status: 400 })
  const count = await applyInboxAction(db, form.data)
  if (count === null) throw data(null, { status: 404 })
  if (form.data.intent === 'delete')
    for (const id of form.data.ids)
      await auditDelete(db, { admin: user, ip: context.clientIp }, 'message', id)
  return { done: { intent: form.data.intent, count } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { filter, query, messages, page, pageCount, unreadMessages } = loaderData
  const hrefFor = (target: number) => inboxHref(filter, query, target)
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('inbox:unreadCount', { count: unreadMessages })}
        </p>
        <DoneMessage done={actionData?.done} />
      </div>
      <InboxToolbar filter={filter} query={query} />
      <MessageList messages={messages} filter={filter} query={query} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
