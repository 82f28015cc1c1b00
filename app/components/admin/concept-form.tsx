import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { MediaPicker } from '#app/components/media/media-picker.tsx'
import { categoryLabel } from '#app/components/public/labels.ts'
import {
  conceptCategories,
  conceptKinds,
  conceptStatuses,
  CONTENT_LIMITS,
  ConceptSchema,
} from '#app/schemas/content-admin.ts'
import type { RichTextDoc } from '#app/schemas/rich-text.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { ConceptForEdit } from '#server/content/concepts-admin.server.ts'
import {
  BodyField,
  EditorHeader,
  ShortTextField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from './content-fields.tsx'
import { AdminField, ConflictNotice, FieldErrorList, UnsavedChangesGuard } from './editor-parts.tsx'
import { kindLabel, programmeChoices, statusLabel } from './labels.ts'
import { controlClass } from './styles.ts'

export interface ConceptFormProps {
  concept: (Omit<ConceptForEdit, 'body'> & { body: RichTextDoc | null }) | null
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict: Conflict | null } | undefined
}

/** The editor of a concept or a definition (both kinds share every field). */
export function ConceptForm({ concept, saved, actionData }: ConceptFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const submitting = useRef(false)
  const [dirty, setDirty] = useState(false)
  const titleAndSlug = useTitleAndSlug(concept && { title: concept.term, slug: concept.slug })
  const [form, fields] = useEditorForm('concept-form', ConceptSchema, actionData?.result, {
    summary: concept?.summary ?? '',
    kind: concept?.kind ?? 'concepto',
    category: concept?.category ?? '',
    programme: concept?.programme ?? '',
    position: String(concept?.position ?? 0),
    status: concept?.status === 'published' ? 'published' : 'draft',
  })
  const select = (
    name: 'kind' | 'category' | 'programme' | 'status',
    choices: Array<{ value: string; label: string }>,
    empty?: string,
  ) => (
    <select {...getSelectProps(fields[name])} className={controlClass}>
      {empty ? <option value="">{empty}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  )
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <EditorHeader
        back={{ to: '/admin/concepts', label: t('admin:conceptEditor.back') }}
        title={concept ? t('admin:conceptEditor.editTitle') : t('admin:conceptEditor.createTitle')}
        status={
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {saved && !dirty ? t('admin:conceptEditor.saved') : ''}
          </p>
        }
        formId={form.id}
        busy={navigation.state !== 'idle'}
      />
      {actionData?.conflict ? (
        <ConflictNotice
          conflict={actionData.conflict}
          reloadTo={`/admin/concepts/edit/${concept?.id ?? ''}`}
        />
      ) : (
        <FieldErrorList id={form.errorId} errors={form.errors} />
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event)
          submitting.current = !event.defaultPrevented
        }}
        onChange={() => setDirty(true)}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <input type="hidden" name={fields.version.name} value={concept?.version ?? ''} />
        <div className="space-y-5">
          <TitleAndSlugFields
            titleField={fields.term}
            slugField={fields.slug}
            titleLabel={t('admin:fields.term')}
            state={titleAndSlug}
          />
          <ShortTextField field={fields.summary} label={t('admin:fields.summary')} />
          <BodyField
            field={fields.body}
            defaultValue={concept?.body ?? null}
            onChange={() => setDirty(true)}
          />
        </div>
        <aside className="space-y-5">
          <AdminField field={fields.kind} label={t('admin:fields.kind')}>
            {select(
              'kind',
              conceptKinds.map((kind) => ({ value: kind, label: t(kindLabel[kind]) })),
            )}
          </AdminField>
          <AdminField field={fields.category} label={t('admin:fields.category')}>
            {select(
              'category',
              conceptCategories.map((category) => ({
                value: category,
                label: t(categoryLabel[category] ?? ''),
              })),
              t('admin:fields.chooseCategory'),
            )}
          </AdminField>
          <AdminField field={fields.programme} label={t('admin:fields.programme')}>
            {select('programme', programmeChoices(t), t('admin:fields.noProgramme'))}
          </AdminField>
          <AdminField field={fields.status} label={t('admin:fields.status')}>
            {select(
              'status',
              conceptStatuses.map((status) => ({ value: status, label: t(statusLabel[status]) })),
            )}
          </AdminField>
          <AdminField
            field={fields.position}
            label={t('admin:fields.position')}
            hint={t('admin:fields.positionHint')}
          >
            <input
              {...getInputProps(fields.position, { type: 'number' })}
              min={0}
              max={CONTENT_LIMITS.position}
              className={controlClass}
            />
          </AdminField>
          <MediaPicker
            name={fields.mediaId.name}
            altName={fields.mediaAlt.name}
            defaultValue={concept?.media ?? null}
            label={t('admin:fields.image')}
          />
          <FieldErrorList id={fields.mediaId.errorId} errors={fields.mediaId.errors} />
        </aside>
      </Form>
      <UnsavedChangesGuard dirty={dirty} allow={() => submitting.current} />
    </main>
  )
}
