import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AdminField, describedBy } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ExceptionSchema } from '#app/schemas/bookings.ts'

interface Exception {
  id: number
  date: string
  hours: string
  note: string
}

/** Dates that differ from the week: a day off (no hours) or other hours; the list of those to come. */
export function ExceptionsSection({
  exceptions,
  lastResult,
}: {
  exceptions: Exception[]
  lastResult?: SubmissionResult
}) {
  const { t, i18n } = useTranslation('bookings')
  const [form, fields] = useForm({
    id: 'exception',
    lastResult,
    constraint: getZodConstraint(ExceptionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ExceptionSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <section aria-labelledby="exceptions-title" className="space-y-3">
      <h2 id="exceptions-title" className="text-xl font-semibold">
        {t('availability.exceptions')}
      </h2>
      {exceptions.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {exceptions.map((exception) => (
            <li key={exception.date} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatDate(`${exception.date}T12:00:00Z`, i18n.language, { dateStyle: 'full' })} ·{' '}
                {exception.hours || t('availability.dayOff')}
                {exception.note ? ` · ${exception.note}` : ''}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="exception-delete" />
                <input type="hidden" name="id" value={exception.id} />
                <button type="submit" className={secondaryButtonClass}>
                  {t('availability.removeException', { date: exception.date })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('availability.noExceptions')}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="grid items-end gap-3 sm:grid-cols-3">
        <input type="hidden" name="intent" value="exception" />
        <AdminField field={fields.date} label={t('availability.date')}>
          <input
            {...getInputProps(fields.date, { type: 'date' })}
            {...describedBy(fields.date)}
            className={controlClass}
          />
        </AdminField>
        <AdminField field={fields.hours} label={t('availability.hours')} hint={t('availability.hoursHint')}>
          <input
            {...getInputProps(fields.hours, { type: 'text' })}
            {...describedBy(fields.hours)}
            className={controlClass}
          />
        </AdminField>
        <AdminField field={fields.note} label={t('availability.note')}>
          <input {...getInputProps(fields.note, { type: 'text' })} className={controlClass} />
        </AdminField>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass}>
            {t('availability.saveException')}
          </button>
        </div>
      </Form>
    </section>
  )
}
