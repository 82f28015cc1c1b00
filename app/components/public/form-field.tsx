import type { FieldMetadata } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'

export const inputClass =
  'mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-500/20 dark:border-slate-700 dark:bg-slate-950 dark:text-white'

/** A label, the control, and the field's errors (translation keys) right below it. */
export function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>
  label: string
  hint?: string
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor={field.id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {hint ? (
          <span className="ms-1.5 font-normal text-slate-500 dark:text-slate-400">({hint})</span>
        ) : null}
      </label>
      {children}
      <FieldErrors id={field.errorId} errors={field.errors} render={t} />
    </div>
  )
}

export function FieldErrors({
  id,
  errors,
  render,
}: {
  id: string
  errors?: string[]
  render: (key: string) => string
}) {
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1.5 space-y-0.5 text-sm font-medium text-red-700 dark:text-red-400">
      {errors.map((error) => (
        <li key={error}>{render(error)}</li>
      ))}
    </ul>
  )
}
