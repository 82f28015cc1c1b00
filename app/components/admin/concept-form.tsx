import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { LanguageVersion } from '#server/content/translations/store.server.ts'
import { TranslationsPanel } from './translations-panel.tsx'
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
import type { LinkChoice } from '#server/content/concept-links.server.ts'
import { ConceptLinksFields } from './concept-links-fields.tsx'
import {
  BodyField,
  ShortTextField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from './content-fields.tsx'
import { ChoiceSelect } from './choice-select.tsx'
import { AdminField, FieldErrorList } from './editor-parts.tsx'
import { ItemEditorScreen } from './item-editor-screen.tsx'
import { kindLabel, programmeChoices, statusLabel } from './labels.ts'
import { controlClass } from './styles.ts'

export interface ConceptFormProps {
  concept: (Omit<ConceptForEdit, 'body'> & { body: RichTextDoc | null }) | null
  /** Each other language's state (docs/decisions/048); null for a new concept. */
  translations: LanguageVersion[] | null
  saved: boolean
  /** The concept map's pickers: every other concept, and this one's saved links. */
  linkChoices: LinkChoice[]
  links: { prerequisites: number[]; related: number[] }
  actionData: { result?: SubmissionResult<string[]>; conflict: Conflict | null } | undefined
}

/** The editor of a concept or a definition (both kinds share every field). */
export function ConceptForm({
  concept,
  translations,
  saved,
  linkChoices,
  links,
  actionData,
}: ConceptFormProps) {
  const { t } = useTranslation()
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
  ) => <ChoiceSelect field={fields[name]} choices={choices} empty={empty} />
  return (
    <ItemEditorScreen
      form={form}
      back={{ to: '/admin/concepts', label: t('admin:conceptEditor.back') }}
      title={concept ? t('admin:conceptEditor.editTitle') : t('admin:conceptEditor.createTitle')}
      savedText={t('admin:conceptEditor.saved')}
      saved={saved}
      editPath={concept ? `/admin/concepts/edit/${concept.id}` : undefined}
      version={concept?.version}
      conflict={actionData?.conflict}
    >
      {(markDirty) => (
        <>
          <div className="space-y-5">
            <TitleAndSlugFields
              titleField={fields.term}
              slugField={fields.slug}
              titleLabel={t('admin:fields.term')}
              state={titleAndSlug}
            />
            <ShortTextField field={fields.summary} label={t('admin:fields.summary')} />
            <BodyField field={fields.body} defaultValue={concept?.body ?? null} onChange={markDirty} />
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
            <ConceptLinksFields
              prerequisites={fields.prerequisites}
              related={fields.related}
              choices={linkChoices}
              saved={links}
            />
            {concept && translations ? (
              <TranslationsPanel
                versions={translations}
                basePath={`/admin/concepts/edit/${concept.id}/translations`}
              />
            ) : null}
          </aside>
        </>
      )}
    </ItemEditorScreen>
  )
}
