import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { AdminField, PublicationDateField } from '#app/components/admin/editor-parts.tsx'
import { controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { COURSE_LIMITS, unlockRules } from '#app/schemas/courses.ts'

type Rule = (typeof unlockRules)[number]
type Field<Value, Form extends Record<string, unknown>> = FieldMetadata<Value, Form, string[]>

/**
 * A drip rule's fields (a lesson's or a section's): the rule, and the date or the number of days
 * it needs. `ruleLabel` names the rules (static keys, read by the i18n check).
 */
export function UnlockRuleFields<Form extends Record<string, unknown>>({
  fields,
  label,
  ruleLabel,
  rule: initial,
  unlockAt,
}: {
  fields: {
    unlockRule: Field<Rule, Form>
    unlockAt: Field<string | undefined, Form>
    unlockDays: Field<unknown, Form>
  }
  label: string
  ruleLabel: Record<Rule, string>
  rule: Rule
  unlockAt: string | null
}) {
  const { t } = useTranslation()
  const [rule, setRule] = useState(initial)
  return (
    <>
      <AdminField field={fields.unlockRule} label={label}>
        <select
          {...getSelectProps(fields.unlockRule)}
          onChange={(event) => setRule(event.target.value as Rule)}
          className={controlClass}
        >
          {unlockRules.map((value) => (
            <option key={value} value={value}>
              {t(ruleLabel[value])}
            </option>
          ))}
        </select>
      </AdminField>
      {rule === 'date' ? (
        <PublicationDateField
          field={fields.unlockAt}
          label={t('courses:fields.unlockAt')}
          defaultValue={unlockAt}
        />
      ) : null}
      {rule === 'days' ? (
        <AdminField field={fields.unlockDays} label={t('courses:fields.unlockDays')}>
          <input
            {...getInputProps(fields.unlockDays, { type: 'number' })}
            min={1}
            max={COURSE_LIMITS.unlockDays}
            className={controlClass}
          />
        </AdminField>
      ) : null}
    </>
  )
}
