import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form } from 'react-router'
import { useDisplay } from '#app/display/display-context.tsx'
import type { InboxIntent } from '#app/schemas/inbox.ts'

const buttonClass =
  'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-ring disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'

const intentKeys = {
  read: 'inbox:actions.markRead',
  unread: 'inbox:actions.markUnread',
  archive: 'inbox:actions.archive',
  unarchive: 'inbox:actions.unarchive',
} as const satisfies Record<Exclude<InboxIntent, 'delete'>, string>

/** A submit button of an inbox form: it sends its intent (read, unread, archive, unarchive). */
export function IntentButton({ intent, disabled }: { intent: keyof typeof intentKeys; disabled?: boolean }) {
  const { t } = useTranslation()
  return (
    <button type="submit" name="intent" value={intent} disabled={disabled} className={buttonClass}>
      {t(intentKeys[intent])}
    </button>
  )
}

const dangerClass =
  'inline-flex items-center rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600'

/** "Delete" asks first; confirming posts the ids to the inbox action (this page's, unless `action`). */
export function DeleteDialog({ ids, action }: { ids: number[]; action?: string }) {
  const { t } = useTranslation()
  const { dir } = useDisplay()
  const [open, setOpen] = useState(false)
  const count = ids.length
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger disabled={count === 0} className={buttonClass}>
        {t('inbox:actions.delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          dir={dir}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <Dialog.Title className="text-lg font-semibold">
            {t('inbox:confirmDelete.title', { count })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
            {t('inbox:confirmDelete.description', { count })}
          </Dialog.Description>
          {/* The form's data is read as it is submitted, so the dialog may close at once. */}
          <Form
            method="post"
            action={action}
            onSubmit={() => setOpen(false)}
            className="flex justify-end gap-2"
          >
            {ids.map((id) => (
              <input key={id} type="hidden" name="id" value={id} />
            ))}
            <Dialog.Close className={buttonClass}>{t('inbox:confirmDelete.cancel')}</Dialog.Close>
            <button type="submit" name="intent" value="delete" className={dangerClass}>
              {t('inbox:confirmDelete.confirm')}
            </button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
