import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, href, Link } from 'react-router'
import type { Route } from './+types/messages-detail'
import { DeleteDialog, IntentButton } from '#app/components/inbox/inbox-buttons.tsx'
import { DeliveryBadge } from '#app/components/inbox/message-badges.tsx'
import { BackIcon, MailIcon } from '#app/components/public/icons.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import { languageNames, toLanguage } from '#app/i18n/languages.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { MessageId } from '#app/schemas/inbox.ts'
import { titleMeta } from '#app/site.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { countUnread, openMessage, replyHref } from '#server/contact/inbox.server.ts'
import { db } from '#server/db/db.server.ts'

export const handle: I18nHandle = { i18n: ['inbox'] }

/** Reading a message marks it read; an id that is not a stored message is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const id = MessageId.safeParse(params.id)
  const message = id.success ? await openMessage(db, id.data) : undefined
  if (!message) throw data(null, { status: 404 })
  return {
    message,
    replyHref: replyHref(message.email, message.subject),
    unreadMessages: await countUnread(db),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.message.subject, matches)]

const listHref = href('/admin/messages')

export default function AdminMessage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { message } = loaderData
  const language = toLanguage(message.locale)
  const archived = message.status === 'archived'
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={archived ? `${listHref}?filter=archived` : listHref}
        className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <BackIcon className="size-4" />
        {t('inbox:back')}
      </Link>
      <article className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <header className="space-y-3">
          {/* The visitor's words keep their own direction inside the page's (Arabic is right to left). */}
          <h1 className="text-2xl font-bold break-words">
            <bdi>{message.subject}</bdi>
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('inbox:detail.from')}</dt>
            <dd className="break-words">
              <bdi>
                {message.name} &lt;{message.email}&gt;
              </bdi>
            </dd>
            {message.phone ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">{t('inbox:detail.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
                    className="hover:underline"
                    dir="ltr"
                  >
                    {message.phone}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600 dark:text-slate-400">{t('inbox:detail.received')}</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('inbox:detail.language')}</dt>
            <dd>{language ? languageNames[language] : message.locale}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('inbox:detail.notification')}</dt>
            <dd>
              <DeliveryBadge status={message.deliveryStatus} />
            </dd>
          </dl>
        </header>
        <p dir="auto" className="text-base leading-relaxed break-words whitespace-pre-wrap">
          {message.message}
        </p>
      </article>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={loaderData.replyHref}
          className="inline-flex items-center gap-2 rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring"
        >
          <MailIcon className="size-4" />
          {t('inbox:actions.reply')}
        </a>
        <Form method="post" action={listHref} className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={message.id} />
          {/* Back to the list: this page would mark the message read again. */}
          <IntentButton intent="unread" />
          <IntentButton intent={archived ? 'unarchive' : 'archive'} />
        </Form>
        <DeleteDialog ids={[message.id]} action={listHref} />
      </div>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
