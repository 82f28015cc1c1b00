import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { AdminField, describedBy } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { BOOKING_KIND_LIMITS, bookingKindSchema } from '#app/schemas/bookings.ts'

export interface KindValues {
  id: number
  name: string
  description: string
  durationMinutes: number
  price: string
  bufferMinutes: number
  horizonDays: number
  noticeHours: number
  changeHours: number
  active: boolean
}

const NUMBERS = ['durationMinutes', 'bufferMinutes', 'horizonDays', 'noticeHours', 'changeHours'] as const

type KindTexts = Record<
  'id' | 'name' | 'description' | 'price' | 'active' | (typeof NUMBERS)[number],
  string | undefined
>

const NEW_KIND: KindTexts = {
  id: undefined,
  name: '',
  description: '',
  price: '',
  durationMinutes: '60',
  bufferMinutes: '15',
  horizonDays: '30',
  noticeHours: '24',
  changeHours: '24',
  active: 'on',
}

const textsOf = (kind: KindValues): KindTexts => ({
  id: String(kind.id),
  name: kind.name,
  description: kind.description,
  price: kind.price,
  durationMinutes: String(kind.durationMinutes),
  bufferMinutes: String(kind.bufferMinutes),
  horizonDays: String(kind.horizonDays),
  noticeHours: String(kind.noticeHours),
  changeHours: String(kind.changeHours),
  active: kind.active ? 'on' : undefined,
})

/** A kind of session: name, text, duration, price (empty: free), buffer, how far ahead, notice, change limit. */
export function KindForm({
  kind,
  currency,
  lastResult,
}: {
  kind?: KindValues
  currency: string
  lastResult?: SubmissionResult
}) {
  const { t } = useTranslation('bookings')
  const schema = bookingKindSchema(currency)
  const formId = kind ? `kind-${kind.id}` : 'kind-new'
  // Only the form that was sent gets the server's answer back.
  const mine = lastResult?.initialValue?.id === (kind ? String(kind.id) : undefined)
  const [form, fields] = useForm({
    id: formId,
    lastResult: mine ? lastResult : undefined,
    defaultValue: kind ? textsOf(kind) : NEW_KIND,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value="kind" />
      {kind ? <input type="hidden" name="id" value={kind.id} /> : null}
      <AdminField field={fields.name} label={t('kind.name')}>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          {...describedBy(fields.name)}
          maxLength={BOOKING_KIND_LIMITS.name}
          className={controlClass}
        />
      </AdminField>
      <AdminField
        field={fields.price}
        label={t('kind.price', { currency: currency.toUpperCase() })}
        hint={t('kind.priceHint')}
      >
        <input
          {...getInputProps(fields.price, { type: 'text' })}
          {...describedBy(fields.price)}
          inputMode="decimal"
          className={controlClass}
        />
      </AdminField>
      <div className="sm:col-span-2">
        <AdminField field={fields.description} label={t('kind.description')}>
          <textarea
            {...getTextareaProps(fields.description)}
            rows={2}
            maxLength={BOOKING_KIND_LIMITS.description}
            className={controlClass}
          />
        </AdminField>
      </div>
      {NUMBERS.map((name) => (
        <AdminField key={name} field={fields[name]} label={t(`kind.${name}`)}>
          <input
            {...getInputProps(fields[name], { type: 'number' })}
            {...describedBy(fields[name])}
            className={controlClass}
          />
        </AdminField>
      ))}
      <label className="flex items-center gap-2 self-end">
        <input {...getInputProps(fields.active, { type: 'checkbox' })} />
        <span>{t('kind.active')}</span>
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass}>
          {t(kind ? 'kind.save' : 'kind.create')}
        </button>
      </div>
    </Form>
  )
}
