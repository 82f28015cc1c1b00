import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { CheckboxGroup, checkedIds } from '#app/components/admin/checkbox-group.tsx'
import { AREA_LABEL } from '#app/components/admin/teams/assessment-chart.tsx'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CURRICULUM_LIMITS, CurriculumChangeSchema, playPhases } from '#app/schemas/curriculum.ts'
import { assessmentAreas } from '#app/schemas/player-reports.ts'
import { PHASE_LABEL } from './curriculum-labels.ts'

export type Choice = { id: number; label: string }

/** The ids a checkbox group posted last time (Conform's initial value), or the saved ones. */
/** The fields of every curriculum form, as the browser posts them. */
interface CurriculumFormShape {
  intent?: string
  phase?: string
  area?: string
  title?: string
  description?: string
  conceptIds?: Array<string | number>
  drillIds?: Array<string | number>
  week?: string | number
  theme?: string
  notes?: string
  objectiveIds?: Array<string | number>
}

/**
 * One form of the curriculum editor, validated in the browser and on the server with the same
 * schema. `hidden` carries the intent and what it applies to (band, objective or week id); the
 * action echoes `formId` back, so only the form that was sent shows the server's answer.
 */
function useCurriculumForm(
  formId: string,
  result: SubmissionResult<string[]> | undefined,
  defaults: CurriculumFormShape,
) {
  return useForm<CurriculumFormShape>({
    id: formId,
    lastResult: result,
    constraint: getZodConstraint(CurriculumChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CurriculumChangeSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: defaults,
  })
}

function Hidden({ formId, values }: { formId: string; values: Record<string, string | number> }) {
  return (
    <>
      <input type="hidden" name="formId" value={formId} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export interface ObjectiveDefaults {
  phase: string
  /** Empty: the phase's default area (a new objective). */
  area: string
  title: string
  description: string
  conceptIds: number[]
  drillIds: number[]
}

/** Adds or edits an objective: phase, area, title, description, linked concepts and drills. */
export function ObjectiveForm({
  formId,
  hidden,
  defaults,
  result,
  choices,
  submitLabel,
}: {
  formId: string
  hidden: Record<string, string | number>
  defaults: ObjectiveDefaults
  result: SubmissionResult<string[]> | undefined
  choices: { concepts: Choice[]; drills: Choice[] }
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [form, fields] = useCurriculumForm(formId, result, {
    ...defaults,
    conceptIds: defaults.conceptIds.map(String),
    drillIds: defaults.drillIds.map(String),
  })
  const concepts = checkedIds(fields.conceptIds.initialValue, defaults.conceptIds)
  const drills = checkedIds(fields.drillIds.initialValue, defaults.drillIds)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <Hidden formId={formId} values={hidden} />
      <FieldErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[14rem_14rem_1fr]">
        <AdminField field={fields.phase} label={t('curriculum:fields.phase')}>
          <select {...getSelectProps(fields.phase)} className={controlClass}>
            {playPhases.map((phase) => (
              <option key={phase} value={phase}>
                {t(PHASE_LABEL[phase])}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField field={fields.area} label={t('teamAnswers:curriculum.area')}>
          <select {...getSelectProps(fields.area)} className={controlClass}>
            <option value="">{t('teamAnswers:curriculum.byPhase')}</option>
            {assessmentAreas.map((area) => (
              <option key={area} value={area}>
                {t(AREA_LABEL[area])}
              </option>
            ))}
          </select>
        </AdminField>
        <AdminField field={fields.title} label={t('curriculum:fields.title')}>
          <input
            {...getInputProps(fields.title, { type: 'text' })}
            maxLength={CURRICULUM_LIMITS.title}
            className={controlClass}
            lang="es"
          />
        </AdminField>
      </div>
      <AdminField field={fields.description} label={t('curriculum:fields.description')}>
        <textarea
          {...getTextareaProps(fields.description)}
          rows={2}
          maxLength={CURRICULUM_LIMITS.description}
          className={controlClass}
          lang="es"
        />
      </AdminField>
      <div className="grid gap-3 md:grid-cols-2">
        <CheckboxGroup
          legend={t('curriculum:fields.concepts')}
          name={fields.conceptIds.name}
          errorId={fields.conceptIds.errorId}
          errors={fields.conceptIds.errors}
          scroll
          labelLang="es"
          choices={choices.concepts.map((c) => ({
            value: String(c.id),
            label: c.label,
            checked: concepts.has(String(c.id)),
          }))}
        />
        <CheckboxGroup
          legend={t('curriculum:fields.drills')}
          name={fields.drillIds.name}
          errorId={fields.drillIds.errorId}
          errors={fields.drillIds.errors}
          scroll
          labelLang="es"
          choices={choices.drills.map((d) => ({
            value: String(d.id),
            label: d.label,
            checked: drills.has(String(d.id)),
          }))}
        />
      </div>
      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  )
}

export interface WeekDefaults {
  week: number
  theme: string
  notes: string
  objectiveIds: number[]
}

/** Adds or edits a week of the season plan: its number, theme, notes and the objectives it works on. */
export function WeekForm({
  formId,
  hidden,
  defaults,
  result,
  objectives,
  submitLabel,
}: {
  formId: string
  hidden: Record<string, string | number>
  defaults: WeekDefaults
  result: SubmissionResult<string[]> | undefined
  objectives: Choice[]
  submitLabel: string
}) {
  const { t } = useTranslation()
  const [form, fields] = useCurriculumForm(formId, result, {
    ...defaults,
    week: String(defaults.week),
    objectiveIds: defaults.objectiveIds.map(String),
  })
  const chosen = checkedIds(fields.objectiveIds.initialValue, defaults.objectiveIds)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <Hidden formId={formId} values={hidden} />
      <FieldErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <AdminField field={fields.week} label={t('curriculum:fields.week')}>
          <input
            {...getInputProps(fields.week, { type: 'number' })}
            min={1}
            max={CURRICULUM_LIMITS.weeks}
            className={controlClass}
          />
        </AdminField>
        <AdminField field={fields.theme} label={t('curriculum:fields.theme')}>
          <input
            {...getInputProps(fields.theme, { type: 'text' })}
            maxLength={CURRICULUM_LIMITS.title}
            className={controlClass}
            lang="es"
          />
        </AdminField>
      </div>
      <AdminField field={fields.notes} label={t('curriculum:fields.notes')}>
        <textarea
          {...getTextareaProps(fields.notes)}
          rows={2}
          maxLength={CURRICULUM_LIMITS.notes}
          className={controlClass}
          lang="es"
        />
      </AdminField>
      {objectives.length ? (
        <CheckboxGroup
          legend={t('curriculum:fields.weekObjectives')}
          name={fields.objectiveIds.name}
          errorId={fields.objectiveIds.errorId}
          errors={fields.objectiveIds.errors}
          labelLang="es"
          choices={objectives.map((o) => ({
            value: String(o.id),
            label: o.label,
            checked: chosen.has(String(o.id)),
          }))}
        />
      ) : null}
      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  )
}
