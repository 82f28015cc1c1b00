import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFetcher } from 'react-router'
import { useDisplay } from '#app/display/display-context.tsx'

const deleteClass =
  'rounded-lg border border-red-300 px-3 py-1 font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-400 dark:hover:bg-red-950'

/** Deletes at once when nothing uses the file; a used file asks first. */
export function DeleteMediaButton({ id, name, uses }: { id: number; name: string; uses: number }) {
  const { t } = useTranslation()
  const { dir } = useDisplay()
  const fetcher = useFetcher()
  const busy = fetcher.state !== 'idle'
  const remove = () => fetcher.submit({ intent: 'delete', id: String(id) }, { method: 'post' })
  const label = t('media:library.deleteNamed', { name })
  if (uses === 0)
    return (
      <button
        type="button"
        disabled={busy}
        aria-label={label}
        onClick={() => void remove()}
        className={`self-start ${deleteClass}`}
      >
        {t('media:library.delete')}
      </button>
    )
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={label} disabled={busy} className={`self-start ${deleteClass}`}>
        {t('media:library.delete')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          role="alertdialog"
          dir={dir}
          className="fixed inset-x-4 top-[20vh] z-50 mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <Dialog.Title className="text-lg font-semibold">{t('media:library.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
            {t('media:library.confirmUsed', { count: uses, name })}
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold dark:border-slate-700">
              {t('media:library.cancel')}
            </Dialog.Close>
            <Dialog.Close onClick={() => void remove()} className={deleteClass}>
              {t('media:library.confirmDelete')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
