import { FieldErrorList } from './editor-parts.tsx'

/** The values to show checked: what the form posted last (a refused save), else what is saved. */
export function checkedIds(initial: unknown, saved: readonly number[]) {
  if (initial === undefined) return new Set(saved.map(String))
  return new Set((Array.isArray(initial) ? initial : [initial]).map(String))
}

/** A labelled group of checkboxes posting `name` once per checked choice, with its errors below. */
export function CheckboxGroup({
  legend,
  name,
  errorId,
  errors,
  choices,
  scroll = false,
  labelLang,
}: {
  legend: string
  name: string
  errorId: string
  errors: string[] | undefined
  choices: Array<{ value: string; label: string; checked: boolean }>
  scroll?: boolean
  /** The language of the choices' labels when it is the content's (concept terms), not the interface's. */
  labelLang?: string
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{legend}</legend>
      <div
        className={
          scroll
            ? 'max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700'
            : 'space-y-1'
        }
      >
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={choice.value} defaultChecked={choice.checked} />
            <span lang={labelLang}>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}
