import { useState, type Dispatch } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  arrowKinds,
  DIAGRAM_LIMITS,
  DiagramObjectSchema,
  diagramColours,
  teams,
  zoneShapes,
  type DiagramObject,
} from '#app/schemas/diagram.ts'
import type { EditableField, EditorAction } from './editor-state.ts'

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200'

type Options = { value: string; label: string }[]

/**
 * The selected object's fields. Each change is checked by the diagram schema before it is applied;
 * a refused one (markup in a label, a number over 99) shows its message and changes nothing.
 */
export function ObjectProperties({
  object,
  dispatch,
}: {
  object: DiagramObject | undefined
  dispatch: Dispatch<EditorAction>
}) {
  const { t } = useTranslation('pitch')
  const [error, setError] = useState<{ id: string; field: string; message: string } | null>(null)
  if (!object)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('pitch:editor.nothingSelected')}</p>

  function change(field: EditableField, raw: string) {
    if (!object) return
    const value = field === 'number' ? (raw === '' ? undefined : Number(raw)) : raw
    const checked = DiagramObjectSchema.safeParse({ ...object, [field]: value === '' ? undefined : value })
    const issue = checked.success ? undefined : checked.error.issues[0]?.message
    setError(
      issue
        ? { id: object.id, field, message: issue.startsWith('pitch:') ? issue : 'pitch:errors.invalidObject' }
        : null,
    )
    if (!issue) dispatch({ type: 'update', id: object.id, patch: { [field]: value } })
  }

  const errorFor = (field: string) =>
    error?.id === object.id && error.field === field ? t(error.message) : null
  const select = (field: EditableField, label: string, value: string, options: Options) => (
    <label key={field} className={labelClass}>
      {label}
      <select className={fieldClass} value={value} onChange={(event) => change(field, event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  const text = (field: EditableField, label: string, value: string, max: number, type = 'text') => {
    const message = errorFor(field)
    const errorId = `pitch-${object.id}-${field}-error`
    return (
      <label key={`${object.id}-${field}`} className={labelClass}>
        {label}
        <input
          type={type}
          className={fieldClass}
          defaultValue={value}
          maxLength={type === 'text' ? max : undefined}
          min={type === 'number' ? 1 : undefined}
          max={type === 'number' ? max : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => change(field, event.target.value)}
        />
        {message ? (
          <span id={errorId} className="mt-1 block text-sm text-red-700 dark:text-red-300">
            {message}
          </span>
        ) : null}
      </label>
    )
  }
  const colours = diagramColours.map((value) => ({ value, label: t(`pitch:editor.colours.${value}`) }))

  return (
    <div className="grid gap-3">
      {object.type === 'player' ? (
        <>
          {select(
            'team',
            t('pitch:editor.fields.team'),
            object.team,
            teams.map((value) => ({ value, label: t(`pitch:teams.${value}`) })),
          )}
          {text('number', t('pitch:editor.fields.number'), String(object.number ?? ''), 99, 'number')}
          {text('label', t('pitch:editor.fields.label'), object.label ?? '', DIAGRAM_LIMITS.label)}
        </>
      ) : null}
      {object.type === 'cone' || object.type === 'pole'
        ? select('colour', t('pitch:editor.fields.colour'), object.colour, colours)
        : null}
      {object.type === 'goal'
        ? select('size', t('pitch:editor.fields.size'), object.size, [
            { value: 'full', label: t('pitch:editor.goalSizes.full') },
            { value: 'mini', label: t('pitch:editor.goalSizes.mini') },
          ])
        : null}
      {object.type === 'zone' ? (
        <>
          {select(
            'shape',
            t('pitch:editor.fields.shape'),
            object.shape,
            zoneShapes.map((value) => ({ value, label: t(`pitch:editor.shapes.${value}`) })),
          )}
          {select('colour', t('pitch:editor.fields.colour'), object.colour, colours)}
          {text('label', t('pitch:editor.fields.label'), object.label ?? '', DIAGRAM_LIMITS.label)}
        </>
      ) : null}
      {object.type === 'text'
        ? text('text', t('pitch:editor.fields.text'), object.text, DIAGRAM_LIMITS.text)
        : null}
      {object.type === 'arrow' ? (
        <>
          {select(
            'kind',
            t('pitch:editor.fields.kind'),
            object.kind,
            arrowKinds.map((value) => ({ value, label: t(`pitch:editor.tools.${value}`) })),
          )}
          {text('label', t('pitch:editor.fields.label'), object.label ?? '', DIAGRAM_LIMITS.label)}
        </>
      ) : null}
      {object.type === 'ball' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('pitch:editor.object.ball')}</p>
      ) : null}
    </div>
  )
}
