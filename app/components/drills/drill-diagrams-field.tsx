import type { FieldMetadata } from '@conform-to/react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { secondaryButtonClass } from '#app/components/admin/styles.ts'
import { PitchEditor } from '#app/components/pitch/pitch-editor.tsx'
import { emptyDiagram, type Diagram } from '#app/schemas/diagram.ts'
import { DRILL_LIMITS } from '#app/schemas/drill.ts'

type Entry = { key: number; initial: Diagram }

/**
 * The drill's diagrams: one pitch editor each (its JSON in a hidden field `diagrams[i]`), added and
 * removed by the coach; at least one. `onChange` hears a change to any of them, not their first render.
 */
export function DrillDiagramsField({
  field,
  errorsAt,
  initial,
  onChange,
}: {
  field: Pick<FieldMetadata<unknown>, 'name' | 'errorId' | 'errors'>
  /** The errors of the diagram at a position (the schema names them `diagrams[i]`). */
  errorsAt: (index: number) => string[] | undefined
  initial: Diagram[]
  onChange: () => void
}) {
  const { t } = useTranslation()
  const nextKey = useRef(initial.length || 1)
  const [entries, setEntries] = useState<Entry[]>(() =>
    (initial.length ? initial : [emptyDiagram('half')]).map((diagram, key) => ({ key, initial: diagram })),
  )
  const seen = useRef(new Set<number>())
  const changed = useCallback(
    (key: number) => {
      if (seen.current.has(key)) onChange()
      else seen.current.add(key)
    },
    [onChange],
  )
  const add = () => {
    const key = nextKey.current++
    seen.current.add(key)
    setEntries((list) => [...list, { key, initial: emptyDiagram('half') }])
    onChange()
  }
  const remove = (key: number) => {
    setEntries((list) => list.filter((entry) => entry.key !== key))
    onChange()
  }
  return (
    <fieldset className="space-y-4" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('drills:fields.diagrams')}
      </legend>
      <FieldErrorList id={field.errorId} errors={field.errors} />
      {entries.map((entry, index) => (
        <DiagramEntry
          key={entry.key}
          entry={entry}
          name={`${field.name}[${index}]`}
          heading={t('drills:form.diagramNumber', { n: index + 1 })}
          errors={errorsAt(index)}
          onChange={changed}
          onRemove={entries.length > 1 ? () => remove(entry.key) : undefined}
        />
      ))}
      {entries.length < DRILL_LIMITS.diagrams ? (
        <button type="button" className={secondaryButtonClass} onClick={add}>
          {t('drills:form.addDiagram')}
        </button>
      ) : null}
    </fieldset>
  )
}

function DiagramEntry({
  entry,
  name,
  heading,
  errors,
  onChange,
  onRemove,
}: {
  entry: Entry
  name: string
  heading: string
  errors: string[] | undefined
  onChange: (key: number) => void
  onRemove?: () => void
}) {
  const { t } = useTranslation()
  const { key } = entry
  const changed = useCallback(() => onChange(key), [onChange, key])
  const errorId = `${name}-errors`
  return (
    <section
      aria-label={heading}
      className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">{heading}</h2>
        {onRemove ? (
          <button type="button" className={secondaryButtonClass} onClick={onRemove}>
            {t('drills:form.removeDiagram', { n: heading })}
          </button>
        ) : null}
      </div>
      <FieldErrorList id={errorId} errors={errors} />
      <PitchEditor initial={entry.initial} name={name} onChange={changed} />
    </section>
  )
}
