import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { programmeChoices } from '#app/components/admin/labels.ts'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AGE_BANDS } from '#app/schemas/drill.ts'
import { TEAM_LIMITS, TeamSchema, teamColours, type TeamInput } from '#app/schemas/teams.ts'

/** Static keys (the i18n check reads them). */
export const colourLabel = {
  red: 'teams:colours.red',
  orange: 'teams:colours.orange',
  green: 'teams:colours.green',
  teal: 'teams:colours.teal',
  blue: 'teams:colours.blue',
  indigo: 'teams:colours.indigo',
  purple: 'teams:colours.purple',
  slate: 'teams:colours.slate',
} as const

/** The swatch of a team's colour, beside its name (decorative: the name says which team). */
export const colourSwatch = {
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  green: 'bg-green-600',
  teal: 'bg-teal-600',
  blue: 'bg-blue-600',
  indigo: 'bg-indigo-600',
  purple: 'bg-purple-600',
  slate: 'bg-slate-500',
} as const

/** A team's name, season, programme, age band, colour and attendance rule: create and edit. */
export function TeamForm({
  id,
  defaults,
  submitLabel,
  lastResult,
}: {
  id: string
  defaults?: Partial<Record<keyof TeamInput, string | number | null>>
  submitLabel: string
  lastResult?: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const value = (key: keyof TeamInput) => (defaults?.[key] == null ? '' : String(defaults[key]))
  const [form, fields] = useForm({
    id,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: {
      name: value('name'),
      season: value('season'),
      programme: value('programme'),
      ageBand: value('ageBand'),
      colour: value('colour'),
      attendanceKeptFor: value('attendanceKeptFor'),
    },
    constraint: getZodConstraint(TeamSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeamSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="team" />
      <AdminField field={fields.name} label={t('teams:form.name')}>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          maxLength={TEAM_LIMITS.name}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.season} label={t('teams:form.season')} hint={t('teams:form.seasonHint')}>
        <input
          {...getInputProps(fields.season, { type: 'text' })}
          inputMode="numeric"
          dir="ltr"
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.programme} label={t('teams:form.programme')}>
        <select {...getSelectProps(fields.programme)} className={controlClass}>
          {programmeChoices(t).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField field={fields.ageBand} label={t('teams:form.ageBand')}>
        <select {...getSelectProps(fields.ageBand)} className={controlClass}>
          {AGE_BANDS.map((age) => (
            <option key={age} value={age}>
              U{age}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField field={fields.colour} label={t('teams:form.colour')}>
        <select {...getSelectProps(fields.colour)} className={controlClass}>
          {teamColours.map((colour) => (
            <option key={colour} value={colour}>
              {t(colourLabel[colour])}
            </option>
          ))}
        </select>
      </AdminField>
      <div className="sm:col-span-2">
        <AdminField
          field={fields.attendanceKeptFor}
          label={t('teams:form.attendanceKeptFor')}
          hint={t('teams:form.attendanceKeptForHint')}
        >
          <textarea
            {...getTextareaProps(fields.attendanceKeptFor)}
            rows={2}
            maxLength={TEAM_LIMITS.attendanceKeptFor}
            className={controlClass}
          />
        </AdminField>
      </div>
      <div>
        <button type="submit" className={buttonClass}>
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}
