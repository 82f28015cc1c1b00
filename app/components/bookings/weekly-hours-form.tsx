import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AdminField, describedBy } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { formatDate } from '#app/i18n/format.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { WEEKDAYS, WeeklyHoursSchema, type WeekText } from '#app/schemas/bookings.ts'

/** 5 January 2026 was a Monday: its week names the days in the reader's language. */
export const weekdayName = (day: number, language: string) =>
  formatDate(`2026-01-${String(4 + day).padStart(2, '0')}T12:00:00Z`, language, { weekday: 'long' })

/** The coach's week, one text field of ranges per day ("09:00-13:00, 16:00-19:00"; empty: closed). */
export function WeeklyHoursForm({ week, lastResult }: { week: WeekText; lastResult?: SubmissionResult }) {
  const { t, i18n } = useTranslation('bookings')
  const [form, fields] = useForm({
    id: 'weekly-hours',
    lastResult,
    defaultValue: week,
    constraint: getZodConstraint(WeeklyHoursSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WeeklyHoursSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <section aria-labelledby="hours-title" className="space-y-3">
      <h2 id="hours-title" className="text-xl font-semibold">
        {t('availability.week')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('availability.weekHint')}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="hours" />
        {WEEKDAYS.map((day) => {
          const field = fields[`day${day}`]
          return (
            <AdminField key={day} field={field} label={weekdayName(day, i18n.language)}>
              <input
                {...getInputProps(field, { type: 'text' })}
                {...describedBy(field)}
                placeholder={t('availability.closed')}
                className={controlClass}
              />
            </AdminField>
          )
        })}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {t('availability.saveWeek')}
          </button>
        </div>
      </Form>
    </section>
  )
}
