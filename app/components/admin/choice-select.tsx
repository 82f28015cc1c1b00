import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { controlClass } from './styles.ts'

/** A Conform select of fixed choices, with an optional empty first option ("No programme"). */
export function ChoiceSelect({
  field,
  choices,
  empty,
}: {
  field: FieldMetadata<string | undefined>
  choices: ReadonlyArray<{ value: string; label: string }>
  empty?: string
}) {
  return (
    <select {...getSelectProps(field)} className={controlClass}>
      {empty ? <option value="">{empty}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
}
