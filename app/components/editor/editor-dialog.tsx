import * as Dialog from '@radix-ui/react-dialog'
import type { Editor } from '@tiptap/react'
import { useId } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useReturnFocus } from '#app/components/use-return-focus.ts'

export const dialogInputClass =
  'mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white'

const buttonClass = 'rounded-xl px-4 py-2 text-sm font-semibold focus-ring'

/**
 * A small modal of the editor (link, video). It is not a <form>: the editor sits inside the post's
 * form, so Enter in a field calls `onApply` instead of submitting anything.
 */
export function EditorDialog({
  editor,
  onClose,
  title,
  onApply,
  extraAction,
  wide,
  children,
}: {
  editor: Editor
  onClose: () => void
  title: string
  onApply: () => void
  extraAction?: React.ReactNode
  /** Room for a large tool (the pitch editor) instead of a few fields. */
  wide?: boolean
  children: React.ReactNode
}) {
  const { t } = useTranslation('editor')
  // Back to the button that opened it; opened from the writing (Ctrl+K, "/"), back to the caret.
  const returnFocus = useReturnFocus({
    fallback: () => editor.commands.focus(),
    prefer: (opener) => editor.view.dom.contains(opener),
  })
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              event.preventDefault()
              onApply()
            }
          }}
          className={`fixed start-1/2 z-50 -translate-x-1/2 rounded-2xl bg-white p-6 shadow-2xl rtl:translate-x-1/2 dark:bg-slate-900 dark:text-slate-100 ${wide ? 'top-4 max-h-[calc(100vh-2rem)] w-[min(72rem,calc(100vw-2rem))] overflow-y-auto' : 'top-24 w-[min(32rem,calc(100vw-2rem))]'}`}
        >
          <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
          <div className="mt-4 space-y-4">{children}</div>
          <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
            {extraAction}
            <Dialog.Close
              className={`${buttonClass} text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
            >
              {t('dialog.cancel')}
            </Dialog.Close>
            <button
              type="button"
              onClick={onApply}
              className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              {t('dialog.apply')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export const secondaryButtonClass = `${buttonClass} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`

/** A web address typed into an editor dialog, with the error shown under it once it was refused. */
export function DialogUrlField({
  label,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder: string
  /** The message when the address was refused, else null. */
  error: string | null
}) {
  const id = useId()
  const errorId = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        dir="ltr"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? errorId : undefined}
        placeholder={placeholder}
        className={dialogInputClass}
      />
      {error !== null ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
