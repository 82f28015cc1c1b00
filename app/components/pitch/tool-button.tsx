const toolButtonClass =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-40 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-emerald-950 dark:aria-pressed:text-emerald-100'

/** A button of the pitch editor's toolbars; `pressed` makes it a toggle (the chosen tool, snap, frame). */
export function ToolButton({
  pressed,
  disabled,
  onClick,
  children,
}: {
  pressed?: boolean
  disabled?: boolean
  onClick: (event: React.MouseEvent) => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      className={toolButtonClass}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
