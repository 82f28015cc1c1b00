import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100'

/** Field errors are translation keys from the shared Zod schemas. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useTranslation('auth')
  if (!errors?.length) return null
  return (
    <ul id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  )
}

interface TextFieldProps {
  meta: FieldMetadata<string | null | undefined>
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  hint?: string
  /** For live feedback such as the strength meter. */
  onValueChange?: (value: string) => void
  children?: React.ReactNode
}

/** A labelled input wired to Conform: aria-invalid and aria-describedby point at its errors. */
export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  hint,
  onValueChange,
  children,
}: TextFieldProps) {
  const hintId = `${meta.id}-hint`
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined })
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        className={inputClass}
        onInput={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

export function SelectField({
  meta,
  label,
  options,
}: {
  meta: FieldMetadata<string | null | undefined>
  label: string
  options: Array<{ value: string; label: string; lang?: string }>
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue ?? ''}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** Form-level messages: errors (translated keys) or a success notice. */
export function FormAlert({
  id,
  errors,
  tone = 'error',
}: {
  id?: string
  errors?: string[]
  tone?: 'error' | 'success'
}) {
  const { t } = useTranslation('auth')
  if (!errors?.length) return null
  const colors =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2 text-sm ${colors}`}
    >
      {errors.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  )
}

export function SubmitButton({ children, pending }: { children: React.ReactNode; pending?: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center rounded-md bg-emerald-700 px-4 py-2.5 font-medium text-white hover:bg-emerald-800 focus-ring disabled:opacity-60"
    >
      {children}
    </button>
  )
}
