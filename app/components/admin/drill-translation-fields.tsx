import { getTextareaProps, type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { drillListFields } from '#app/components/drills/drill-labels.ts'
import { PitchDiagram } from '#app/components/pitch/pitch-diagram.tsx'
import { DIAGRAM_LIMITS, type Diagram } from '#app/schemas/diagram.ts'
import { wordLimit, wordOf, type DiagramWords, type DrillWords } from '#app/schemas/drill-translation.ts'
import { AdminField, FieldErrorList } from './editor-parts.tsx'
import { controlClass } from './styles.ts'

/** The Spanish drill's lists and diagrams, in the source column of its translation editor. */
export function DrillSourceWords({ words, diagrams }: { words: DrillWords; diagrams: Diagram[] }) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3 text-sm">
      {drillListFields.map(([name, label]) =>
        words[name].length ? (
          <div key={name}>
            <h3 className="font-semibold">{t(label)}</h3>
            <ul lang="es" dir="auto" className="list-disc ps-5">
              {words[name].map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {diagrams.map((diagram, index) => (
        <figure key={index} lang="es" className="space-y-1">
          <PitchDiagram diagram={diagram} className="h-auto w-full max-w-md rounded-lg" />
          <figcaption className="text-xs text-slate-600 dark:text-slate-400">
            {t('drills:form.diagramNumber', { n: index + 1 })}
          </figcaption>
        </figure>
      ))}
    </div>
  )
}

type ListField = FieldMetadata<string | undefined>

/**
 * A drill translation's own fields: its three lists (one item per line), and for each of the
 * source's diagrams its title, text alternative and the words of each labelled object, the
 * Spanish under each field. The drawing is not editable here: it is the source's.
 */
export function DrillWordsFields<Shape extends Record<string, unknown>>({
  form,
  lists,
  diagrams,
  words,
  lang,
}: {
  form: FormMetadata<Shape, string[]>
  lists: Record<(typeof drillListFields)[number][0], ListField>
  diagrams: Diagram[]
  words: DrillWords | null
  lang: string
}) {
  const { t } = useTranslation()
  return (
    <>
      {drillListFields.map(([name, label]) => (
        <AdminField key={name} field={lists[name]} label={t(label)} hint={t('drills:form.onePerLine')}>
          <textarea
            {...getTextareaProps(lists[name])}
            rows={4}
            lang={lang}
            dir="auto"
            className={controlClass}
          />
        </AdminField>
      ))}
      {diagrams.map((diagram, index) => (
        <DiagramWordsFieldset
          key={index}
          formId={form.id}
          errors={form.allErrors}
          index={index}
          diagram={diagram}
          words={words?.diagrams[index]}
          lang={lang}
        />
      ))}
    </>
  )
}

function DiagramWordsFieldset({
  formId,
  errors,
  index,
  diagram,
  words,
  lang,
}: {
  formId: string
  errors: Record<string, string[]>
  index: number
  diagram: Diagram
  words: DiagramWords | undefined
  lang: string
}) {
  const { t } = useTranslation()
  const name = `diagrams[${index}]`
  const translated = new Map(words?.labels.map((label) => [label.id, label.text]))
  const labelled = diagram.objects.filter((object) => wordOf(object))
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 font-semibold">{t('drills:form.diagramNumber', { n: index + 1 })}</legend>
      <WordField
        id={`${formId}-d${index}-title`}
        name={`${name}.title`}
        label={t('pitch:editor.title')}
        spanish={diagram.title}
        defaultValue={words?.title}
        maxLength={DIAGRAM_LIMITS.title}
        errors={errors[`${name}.title`]}
        lang={lang}
      />
      <WordField
        id={`${formId}-d${index}-description`}
        name={`${name}.description`}
        label={t('pitch:editor.description')}
        spanish={diagram.description}
        defaultValue={words?.description}
        maxLength={DIAGRAM_LIMITS.description}
        errors={errors[`${name}.description`]}
        lang={lang}
        multiline
      />
      {labelled.map((object, at) => (
        <div key={object.id}>
          <input type="hidden" name={`${name}.labels[${at}].id`} value={object.id} />
          <WordField
            id={`${formId}-d${index}-l${at}`}
            name={`${name}.labels[${at}].text`}
            label={t(object.type === 'text' ? 'pitch:editor.fields.text' : 'pitch:editor.fields.label')}
            spanish={wordOf(object)}
            defaultValue={translated.get(object.id)}
            maxLength={wordLimit(object)}
            errors={errors[`${name}.labels[${at}].text`]}
            lang={lang}
          />
        </div>
      ))}
    </fieldset>
  )
}

/** One word field (of a diagram, of a course's outline), the Spanish it translates under it (and read with it). */
export function WordField({
  id,
  name,
  label,
  spanish,
  defaultValue,
  maxLength,
  errors,
  lang,
  multiline = false,
}: {
  id: string
  name: string
  label: string
  spanish: string
  defaultValue: string | undefined
  maxLength: number
  errors: string[] | undefined
  lang: string
  multiline?: boolean
}) {
  const errorId = `${id}-error`
  const sourceId = `${id}-source`
  const props = {
    id,
    name,
    defaultValue,
    maxLength,
    lang,
    dir: 'auto',
    className: controlClass,
    'aria-describedby':
      [spanish ? sourceId : '', errors?.length ? errorId : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errors?.length ? true : undefined,
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
      {spanish ? (
        <p id={sourceId} lang="es" dir="auto" className="text-xs text-slate-600 dark:text-slate-400">
          {spanish}
        </p>
      ) : null}
      <FieldErrorList id={errorId} errors={errors} />
    </div>
  )
}
