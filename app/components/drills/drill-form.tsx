import { getInputProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import { TitleAndSlugFields, useEditorForm, useTitleAndSlug } from '#app/components/admin/content-fields.tsx'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { CheckboxGroup } from '#app/components/admin/checkbox-group.tsx'
import { ItemEditorScreen } from '#app/components/admin/item-editor-screen.tsx'
import { AccessField } from '#app/components/memberships/access-field.tsx'
import { programmeChoices, statusLabel } from '#app/components/admin/labels.ts'
import { controlClass } from '#app/components/admin/styles.ts'
import {
  DRILL_LIMITS,
  drillEquipment,
  drillIntensities,
  DrillSchema,
  drillStatuses,
} from '#app/schemas/drill.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { DrillForEdit } from '#server/drills/drill-store.server.ts'
import type { LanguageVersion } from '#server/content/translations/store.server.ts'
import { TranslationsPanel } from '#app/components/admin/translations-panel.tsx'
import { DrillDiagramsField } from './drill-diagrams-field.tsx'
import { drillListFields, equipmentLabel, intensityLabel } from './drill-labels.ts'

export interface DrillFormProps {
  drill: DrillForEdit | null
  /** Its translations' state per language (docs/decisions/048); null while creating. */
  translations: LanguageVersion[] | null
  concepts: Array<{ id: number; term: string }>
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict: Conflict | null } | undefined
}

const NUMBER_FIELDS = [
  ['ageMin', 'drills:fields.ageMin', DRILL_LIMITS.ageMin, DRILL_LIMITS.ageMax],
  ['ageMax', 'drills:fields.ageMax', DRILL_LIMITS.ageMin, DRILL_LIMITS.ageMax],
  ['playersMin', 'drills:fields.playersMin', 1, DRILL_LIMITS.players],
  ['playersMax', 'drills:fields.playersMax', 1, DRILL_LIMITS.players],
  ['spaceLength', 'drills:fields.spaceLength', 5, DRILL_LIMITS.space],
  ['spaceWidth', 'drills:fields.spaceWidth', 5, DRILL_LIMITS.space],
  ['durationMinutes', 'drills:fields.duration', 1, DRILL_LIMITS.minutes],
] as const

/** The drill editor: every field of a drill, its diagrams drawn in the pitch editor. */
export function DrillForm({ drill, translations, concepts, saved, actionData }: DrillFormProps) {
  const { t } = useTranslation()
  const titleAndSlug = useTitleAndSlug(drill && { title: drill.title, slug: drill.slug })
  const [form, fields] = useEditorForm('drill-form', DrillSchema, actionData?.result, {
    objective: drill?.objective ?? '',
    programme: drill?.programme ?? 'infantil',
    ageMin: String(drill?.ageMin ?? 10),
    ageMax: String(drill?.ageMax ?? 12),
    playersMin: String(drill?.playersMin ?? 6),
    playersMax: String(drill?.playersMax ?? 12),
    spaceLength: String(drill?.spaceLength ?? 20),
    spaceWidth: String(drill?.spaceWidth ?? 20),
    durationMinutes: String(drill?.durationMinutes ?? 15),
    intensity: drill?.intensity ?? 'medium',
    equipment: drill?.equipment ?? [],
    coachingPoints: drill?.coachingPoints.join('\n') ?? '',
    variations: drill?.variations.join('\n') ?? '',
    progressions: drill?.progressions.join('\n') ?? '',
    conceptIds: drill?.conceptIds.map(String) ?? [],
    status: drill?.status ?? 'draft',
    access: drill?.access ?? 'public',
  })
  const chosenConcepts = new Set(drill?.conceptIds ?? [])
  const chosenEquipment = new Set<string>(drill?.equipment ?? [])
  const select = (field: FieldMetadata<string>, choices: Array<{ value: string; label: string }>) => (
    <ChoiceSelect field={field} choices={choices} />
  )
  return (
    <ItemEditorScreen
      form={form}
      back={{ to: '/admin/drills', label: t('drills:form.back') }}
      title={drill ? t('drills:form.editTitle') : t('drills:form.createTitle')}
      savedText={t('drills:form.saved')}
      saved={saved}
      editPath={drill ? `/admin/drills/edit/${drill.id}` : undefined}
      version={drill?.version}
      conflict={actionData?.conflict}
    >
      {(markDirty) => (
        <>
          <div className="min-w-0 space-y-5">
            <TitleAndSlugFields
              titleField={fields.title}
              slugField={fields.slug}
              titleLabel={t('admin:fields.title')}
              state={titleAndSlug}
            />
            <AdminField field={fields.objective} label={t('drills:fields.objective')}>
              <textarea
                {...getTextareaProps(fields.objective)}
                rows={3}
                maxLength={DRILL_LIMITS.objective}
                lang="es"
                dir="auto"
                className={controlClass}
              />
            </AdminField>
            {drillListFields.map(([name, label]) => (
              <AdminField key={name} field={fields[name]} label={t(label)} hint={t('drills:form.onePerLine')}>
                <textarea
                  {...getTextareaProps(fields[name])}
                  rows={4}
                  lang="es"
                  dir="auto"
                  className={controlClass}
                />
              </AdminField>
            ))}
            <DrillDiagramsField
              field={fields.diagrams}
              errorsAt={(index) => fields.diagrams.allErrors[`${fields.diagrams.name}[${index}]`]}
              initial={drill?.diagrams ?? []}
              onChange={markDirty}
            />
          </div>
          <aside className="space-y-5">
            <AdminField field={fields.status} label={t('admin:fields.status')}>
              {select(
                fields.status,
                drillStatuses.map((value) => ({ value, label: t(statusLabel[value]) })),
              )}
            </AdminField>
            <AccessField field={fields.access} />
            <AdminField field={fields.programme} label={t('admin:fields.programme')}>
              {select(fields.programme, programmeChoices(t))}
            </AdminField>
            <AdminField field={fields.intensity} label={t('drills:fields.intensity')}>
              {select(
                fields.intensity,
                drillIntensities.map((value) => ({ value, label: t(intensityLabel[value]) })),
              )}
            </AdminField>
            <div className="grid grid-cols-2 gap-3">
              {NUMBER_FIELDS.map(([name, label, min, max]) => (
                <AdminField key={name} field={fields[name]} label={t(label)}>
                  <input
                    {...getInputProps(fields[name], { type: 'number' })}
                    min={min}
                    max={max}
                    className={controlClass}
                  />
                </AdminField>
              ))}
            </div>
            <CheckboxGroup
              legend={t('drills:fields.equipment')}
              name={fields.equipment.name}
              errorId={fields.equipment.errorId}
              errors={fields.equipment.errors}
              choices={drillEquipment.map((value) => ({
                value,
                label: t(equipmentLabel[value]),
                checked: chosenEquipment.has(value),
              }))}
            />
            <CheckboxGroup
              legend={t('drills:fields.concepts')}
              name={fields.conceptIds.name}
              errorId={fields.conceptIds.errorId}
              errors={fields.conceptIds.errors}
              scroll
              labelLang="es"
              choices={concepts.map((concept) => ({
                value: String(concept.id),
                label: concept.term,
                checked: chosenConcepts.has(concept.id),
              }))}
            />
            {drill && translations ? (
              <TranslationsPanel
                versions={translations}
                basePath={`/admin/drills/edit/${drill.id}/translations`}
              />
            ) : null}
          </aside>
        </>
      )}
    </ItemEditorScreen>
  )
}
