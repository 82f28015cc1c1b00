import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link, useNavigation } from 'react-router'
import { LazyRichTextEditor } from '#app/components/editor/lazy-rich-text-editor.tsx'
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
import { slugify } from '#app/schemas/slug.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { ConceptForEdit } from '#server/content/concepts-admin.server.ts'
import {
  AdminField,
  ConflictNotice,
  controlled,
  FieldErrorList,
  UnsavedChangesGuard,
  uploadEditorImage,
} from './editor-parts.tsx'
import { kindLabel, programmeChoices, statusLabel } from './labels.ts'
import { buttonClass, controlClass, linkClass } from './styles.ts'

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
  const [slug, setSlug] = useState(concept?.slug ?? '')
  const [slugTouched, setSlugTouched] = useState(Boolean(concept))
  const [form, fields] = useForm({
    id: 'concept-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(ConceptSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConceptSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      term: concept?.term ?? '',
      summary: concept?.summary ?? '',
      kind: concept?.kind ?? 'concepto',
      category: concept?.category ?? '',
      programme: concept?.programme ?? '',
      position: String(concept?.position ?? 0),
      status: concept?.status === 'published' ? 'published' : 'draft',
    },
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
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/admin/concepts" className={`text-sm ${linkClass}`}>
            {t('admin:conceptEditor.back')}
          </Link>
          <h1 className="text-2xl font-bold">
            {concept ? t('admin:conceptEditor.editTitle') : t('admin:conceptEditor.createTitle')}
          </h1>
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {saved && !dirty ? t('admin:conceptEditor.saved') : ''}
          </p>
        </div>
        <button type="submit" form={form.id} className={buttonClass} disabled={navigation.state !== 'idle'}>
          {navigation.state === 'submitting' ? t('admin:actions.saving') : t('admin:actions.save')}
        </button>
      </div>
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
          <AdminField field={fields.term} label={t('admin:fields.term')}>
            <input
              {...getInputProps(fields.term, { type: 'text' })}
              maxLength={CONTENT_LIMITS.title}
              onInput={(event) => {
                if (!slugTouched)
                  setSlug(event.currentTarget.value.trim() ? slugify(event.currentTarget.value) : '')
              }}
              lang="es"
              dir="auto"
              className={`${controlClass} text-lg font-semibold`}
            />
          </AdminField>
          <AdminField field={fields.slug} label={t('admin:fields.slug')} hint={t('admin:fields.slugHint')}>
            <input
              {...controlled(getInputProps(fields.slug, { type: 'text' }))}
              value={slug}
              maxLength={CONTENT_LIMITS.slug}
              onChange={(event) => {
                setSlugTouched(true)
                setSlug(event.target.value)
              }}
              dir="ltr"
              className={controlClass}
            />
          </AdminField>
          <AdminField field={fields.summary} label={t('admin:fields.summary')}>
            <textarea
              {...getTextareaProps(fields.summary)}
              rows={3}
              maxLength={CONTENT_LIMITS.excerpt}
              lang="es"
              dir="auto"
              className={controlClass}
            />
          </AdminField>
          <div className="space-y-1">
            <p id="concept-body-label" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t('admin:fields.body')}
            </p>
            <LazyRichTextEditor
              name={fields.body.name}
              defaultValue={concept?.body ?? null}
              onChange={() => setDirty(true)}
              uploadImage={uploadEditorImage}
              labelledBy="concept-body-label"
              errorId={fields.body.errors?.length ? fields.body.errorId : undefined}
            />
            <FieldErrorList id={fields.body.errorId} errors={fields.body.errors} />
          </div>
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
