import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { controlClass } from '#app/components/admin/styles.ts'

type DayField = FieldMetadata<{ date?: string; start?: string; end?: string } | undefined>

/** The event's days as rows of date, start and end (the site's wall clock); empty rows are ignored. */
export function EventDaysField({
  field,
}: {
  field: FieldMetadata<unknown> & { getFieldList: () => DayField[] }
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('events:fields.days')}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('events:form.daysHint')}</p>
      {field.getFieldList().map((row, index) => {
        const parts = row.getFieldset()
        return (
          <div key={row.key} className="grid grid-cols-[2fr_1fr_1fr] gap-2">
            {(
              [
                ['date', 'date', t('events:fields.dayDate', { n: index + 1 })],
                ['start', 'time', t('events:fields.dayStart', { n: index + 1 })],
                ['end', 'time', t('events:fields.dayEnd', { n: index + 1 })],
              ] as const
            ).map(([name, type, label]) => (
              <div key={name}>
                <label htmlFor={parts[name].id} className="sr-only">
                  {label}
                </label>
                <input {...getInputProps(parts[name], { type })} className={controlClass} />
                <FieldErrorList id={parts[name].errorId} errors={parts[name].errors} />
              </div>
            ))}
          </div>
        )
      })}
      <FieldErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}
