import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link } from 'react-router'
import { formatDateTime } from '#app/i18n/format.ts'
import type { InboxFilter, InboxIntent } from '#app/schemas/inbox.ts'
import { DeleteDialog, IntentButton } from './inbox-buttons.tsx'
import { MessageBadges, type MessageFlags } from './message-badges.tsx'

export interface MessageRow extends MessageFlags {
  id: number
  name: string
  email: string
  subject: string
  preview: string
  createdAt: string
}

/** The messages of one page, each with a checkbox; the selected ones can be marked, archived or deleted. */
export function MessageList({
  messages,
  filter,
  query,
}: {
  messages: MessageRow[]
  filter: InboxFilter
  query: string
}) {
  const { t } = useTranslation()
  // A selection belongs to one page of data: after an action or a navigation nothing is selected.
  const [selection, setSelection] = useState({ of: messages, ids: [] as number[] })
  const selected = selection.of === messages ? selection.ids : []
  const setSelected = (ids: number[]) => setSelection({ of: messages, ids })

  if (messages.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {query ? t('inbox:emptySearch', { query }) : t('inbox:empty')}
      </p>
    )
  const toggle = (id: number, on: boolean) =>
    setSelected(on ? [...selected, id] : selected.filter((other) => other !== id))
  const allSelected = selected.length === messages.length
  const none = selected.length === 0
  return (
    <section
      aria-label={t('inbox:listLabel')}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 dark:border-slate-800 dark:bg-slate-800/60">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-emerald-700"
            checked={allSelected}
            onChange={(event) => setSelected(event.target.checked ? messages.map((m) => m.id) : [])}
          />
          {t('inbox:selectAll')}
        </label>
        <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {none ? null : t('inbox:selected', { count: selected.length })}
        </span>
        <Form method="post" className="ms-auto flex flex-wrap gap-2">
          {selected.map((id) => (
            <input key={id} type="hidden" name="id" value={id} />
          ))}
          <IntentButton intent="read" disabled={none} />
          <IntentButton intent="unread" disabled={none} />
          <IntentButton intent={filter === 'archived' ? 'unarchive' : 'archive'} disabled={none} />
        </Form>
        <DeleteDialog ids={selected} />
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            checked={selected.includes(message.id)}
            onCheck={(on) => toggle(message.id, on)}
          />
        ))}
      </ul>
    </section>
  )
}

function MessageItem({
  message,
  checked,
  onCheck,
}: {
  message: MessageRow
  checked: boolean
  onCheck: (on: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  const unread = message.status === 'new'
  return (
    <li className={`flex gap-3 px-4 py-3 ${unread ? 'bg-emerald-50/60 dark:bg-emerald-950/30' : ''}`}>
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-emerald-700"
        aria-label={t('inbox:selectOne', { name: message.name, subject: message.subject })}
        checked={checked}
        onChange={(event) => onCheck(event.target.checked)}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <p className="min-w-0 truncate text-sm">
            <bdi className={unread ? 'font-bold' : 'font-medium'}>{message.name}</bdi>{' '}
            <bdi className="text-slate-600 dark:text-slate-400">{message.email}</bdi>
          </p>
          <time dateTime={message.createdAt} className="text-xs text-slate-600 dark:text-slate-400">
            {formatDateTime(message.createdAt, i18n.language)}
          </time>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/messages/${message.id}`}
            className={`text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300 ${unread ? 'font-bold' : 'font-medium'}`}
          >
            <bdi>{message.subject}</bdi>
          </Link>
          <MessageBadges message={message} />
        </div>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          <bdi>{message.preview}</bdi>
        </p>
      </div>
    </li>
  )
}

const doneKeys = {
  read: 'inbox:done.read',
  unread: 'inbox:done.unread',
  archive: 'inbox:done.archive',
  unarchive: 'inbox:done.unarchive',
  delete: 'inbox:done.delete',
} as const satisfies Record<InboxIntent, string>

/** What the last action did ("2 messages archived"), in a status region screen readers announce. */
export function DoneMessage({ done }: { done?: { intent: InboxIntent; count: number } }) {
  const { t } = useTranslation()
  return (
    <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
      {done ? t(doneKeys[done.intent], { count: done.count }) : null}
    </p>
  )
}
