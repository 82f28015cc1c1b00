import {
  getSelectProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { htmlLang, languageNames } from '#app/i18n/languages.ts'
import { RichTextBody } from '#app/components/public/rich-text-body.tsx'
import type { RichTextDoc } from '#app/schemas/rich-text.ts'
import type { Diagram } from '#app/schemas/diagram.ts'
import { DrillTranslationSchema, type DrillWords } from '#app/schemas/drill-translation.ts'
import { CourseTranslationSchema, type CourseWords } from '#app/schemas/course-translation.ts'
import {
  TranslationSchema,
  translationStatuses,
  type PageKind,
  type TranslationLanguage,
} from '#app/schemas/translations.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { SourceChanges } from '#server/content/translations/sources.server.ts'
import {
  BodyField,
  SeoFields,
  ShortTextField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from './content-fields.tsx'
import { AdminField, controlled } from './editor-parts.tsx'
import { ItemEditorScreen } from './item-editor-screen.tsx'
import { statusLabel } from './labels.ts'
import { TranslationStateBadge } from './translations-panel.tsx'
import { DrillSourceWords, DrillWordsFields } from './drill-translation-fields.tsx'
import { CourseOutlineFields } from './course-translation-fields.tsx'
import { controlClass, secondaryButtonClass } from './styles.ts'

/** What the shared `summary` field is for each kind: a post's excerpt, an event's place. */
const summaryLabel: Record<PageKind, string> = {
  post: 'admin:fields.excerpt',
  concept: 'admin:fields.summary',
  event: 'events:fields.place',
  drill: 'drills:fields.objective',
  course: 'courses:fields.summary',
}

export interface TranslationFormProps {
  title: string
  kind: PageKind
  language: TranslationLanguage
  itemPath: string
  source: {
    title: string
    summary: string
    html: string
    body: RichTextDoc | null
    /** A drill's lists and its diagrams as drawn (docs/decisions/048); null for the other kinds. */
    drill: { words: DrillWords; diagrams: Diagram[] } | null
    /** A course's section and lesson titles; null for the other kinds. */
    outline: CourseWords | null
  }
  translation: {
    slug: string
    title: string
    summary: string
    body: RichTextDoc | null
    words: DrillWords | null
    outline: CourseWords | null
    seoTitle: string
    seoDescription: string
    status: 'draft' | 'published'
    outdated: boolean
    changes: SourceChanges | null
  } | null
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict: Conflict | null } | undefined
}

/**
 * The Spanish source beside its translation (side by side on wide screens, one under the other on
 * phones), what changed in the source since the translation was last saved, and "copy the
 * structure", which fills the body with the source's document so only the words are left to write.
 * A drill has no body: its lists and its diagrams' words instead, the drawing staying the source's.
 */
export function TranslationForm(props: TranslationFormProps) {
  if (props.source.drill) return <DrillTranslationForm {...props} drill={props.source.drill} />
  if (props.source.outline) return <CourseTranslationForm {...props} outline={props.source.outline} />
  return <RichTranslationForm {...props} />
}

/** A course: no body, its section and lesson titles instead (lesson bodies and quizzes stay Spanish). */
function CourseTranslationForm(props: TranslationFormProps & { outline: CourseWords }) {
  const { outline, translation } = props
  const [form, fields] = useEditorForm(
    'translation-form',
    CourseTranslationSchema,
    props.actionData?.result,
    {
      summary: translation?.summary ?? '',
      status: translation?.status ?? 'draft',
    },
  )
  return (
    <TranslationScreen
      {...props}
      form={form}
      fields={fields}
      sourceContent={null}
      targetContent={() => (
        <CourseOutlineFields
          formId={form.id}
          errors={form.allErrors}
          outline={outline}
          translated={translation?.outline ?? null}
          lang={htmlLang(props.language)}
        />
      )}
    />
  )
}

function RichTranslationForm(props: TranslationFormProps) {
  const { t } = useTranslation()
  const { source, translation } = props
  const [form, fields] = useEditorForm('translation-form', TranslationSchema, props.actionData?.result, {
    summary: translation?.summary ?? '',
    status: translation?.status ?? 'draft',
  })
  const [body, setBody] = useState(translation?.body ?? null)
  // A new key mounts the editor again on the copied document.
  const [bodyKey, setBodyKey] = useState(0)
  return (
    <TranslationScreen
      {...props}
      form={form}
      fields={fields}
      sourceContent={<RichTextBody html={source.html} className="text-sm" />}
      targetContent={(markDirty) => (
        <>
          <div className="space-y-1">
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setBody(source.body)
                setBodyKey((key) => key + 1)
                markDirty()
              }}
            >
              {t('admin:translations.copyStructure')}
            </button>
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('admin:translations.copyHint')}</p>
          </div>
          <BodyField key={bodyKey} field={fields.body} defaultValue={body} onChange={markDirty} />
        </>
      )}
    />
  )
}

function DrillTranslationForm(
  props: TranslationFormProps & { drill: { words: DrillWords; diagrams: Diagram[] } },
) {
  const { drill, translation } = props
  const words = translation?.words
  const [form, fields] = useEditorForm('translation-form', DrillTranslationSchema, props.actionData?.result, {
    summary: translation?.summary ?? '',
    status: translation?.status ?? 'draft',
    coachingPoints: words?.coachingPoints.join('\n') ?? '',
    variations: words?.variations.join('\n') ?? '',
    progressions: words?.progressions.join('\n') ?? '',
  })
  return (
    <TranslationScreen
      {...props}
      form={form}
      fields={fields}
      sourceContent={<DrillSourceWords words={drill.words} diagrams={drill.diagrams} />}
      targetContent={() => (
        <DrillWordsFields
          form={form}
          lists={fields}
          diagrams={drill.diagrams}
          words={words ?? null}
          lang={htmlLang(props.language)}
        />
      )}
    />
  )
}

type Field = FieldMetadata<string | undefined>

/** The screen both forms share: header, changes, the source beside the title, slug, summary and the kind's own fields, status and SEO. */
function TranslationScreen<Shape extends Record<string, unknown>>({
  title,
  kind,
  language,
  itemPath,
  source,
  translation,
  saved,
  actionData,
  form,
  fields,
  sourceContent,
  targetContent,
}: TranslationFormProps & {
  form: FormMetadata<Shape, string[]>
  fields: Record<'title' | 'slug' | 'summary' | 'status' | 'seoTitle' | 'seoDescription', Field>
  sourceContent: ReactNode
  targetContent: (markDirty: () => void) => ReactNode
}) {
  const { t } = useTranslation()
  const lang = htmlLang(language)
  const titleAndSlug = useTitleAndSlug(translation && { title: translation.title, slug: translation.slug })
  const [seoTitle, setSeoTitle] = useState(translation?.seoTitle ?? '')
  const [seoDescription, setSeoDescription] = useState(translation?.seoDescription ?? '')
  return (
    <ItemEditorScreen
      form={form}
      back={{ to: itemPath, label: t('admin:translations.back') }}
      title={title}
      savedText={t('admin:translations.saved')}
      saved={saved}
      editPath={undefined}
      version={undefined}
      conflict={actionData?.conflict}
    >
      {(markDirty) => (
        <>
          <div className="space-y-6">
            {translation?.changes ? (
              <SourceChangesNotice changes={translation.changes} summary={t(summaryLabel[kind])} />
            ) : null}
            <div className="grid gap-6 xl:grid-cols-2">
              <section
                aria-labelledby="translation-source"
                className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
              >
                <h2 id="translation-source" className="font-semibold">
                  {t('admin:translations.source')}
                </h2>
                <p lang="es" dir="auto" className="text-lg font-semibold">
                  {source.title}
                </p>
                {source.summary ? (
                  <p lang="es" dir="auto" className="text-sm text-slate-700 dark:text-slate-300">
                    {source.summary}
                  </p>
                ) : null}
                {sourceContent}
              </section>
              <section aria-labelledby="translation-target" className="space-y-5">
                <h2 id="translation-target" className="font-semibold" lang={lang}>
                  {languageNames[language]}
                </h2>
                <TitleAndSlugFields
                  titleField={fields.title}
                  slugField={fields.slug}
                  titleLabel={kind === 'concept' ? t('admin:fields.term') : t('admin:fields.title')}
                  state={titleAndSlug}
                  lang={lang}
                />
                <ShortTextField field={fields.summary} label={t(summaryLabel[kind])} lang={lang} />
                {targetContent(markDirty)}
              </section>
            </div>
          </div>
          <aside className="space-y-5">
            {translation ? (
              <p className="text-sm">
                <TranslationStateBadge state={translation.outdated ? 'outdated' : translation.status} />
              </p>
            ) : null}
            <AdminField field={fields.status} label={t('admin:fields.status')}>
              <select {...controlled(getSelectProps(fields.status))} className={controlClass}>
                {translationStatuses.map((value) => (
                  <option key={value} value={value}>
                    {t(statusLabel[value])}
                  </option>
                ))}
              </select>
            </AdminField>
            <SeoFields
              title={{ field: fields.seoTitle, value: seoTitle, onInput: setSeoTitle }}
              description={{
                field: fields.seoDescription,
                value: seoDescription,
                onInput: setSeoDescription,
              }}
              lang={lang}
            />
          </aside>
        </>
      )}
    </ItemEditorScreen>
  )
}

/** What changed in the Spanish source since the translation was last saved. */
export function SourceChangesNotice({ changes, summary }: { changes: SourceChanges; summary: string }) {
  const { t } = useTranslation()
  const fieldChange = (label: string, change: { before: string; after: string } | undefined) =>
    change ? (
      <li>
        {label}:{' '}
        <del lang="es" dir="auto">
          {change.before}
        </del>{' '}
        →{' '}
        <ins lang="es" dir="auto">
          {change.after}
        </ins>
      </li>
    ) : null
  return (
    <section
      aria-labelledby="source-changes"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="source-changes" className="font-semibold">
        {t('admin:translations.changes.title')}
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        {fieldChange(t('admin:fields.title'), changes.title)}
        {fieldChange(summary, changes.summary)}
        {changes.removed.map((text) => (
          <li key={`-${text}`}>
            {t('admin:translations.changes.removed')}:{' '}
            <del lang="es" dir="auto">
              {text}
            </del>
          </li>
        ))}
        {changes.added.map((text) => (
          <li key={`+${text}`}>
            {t('admin:translations.changes.added')}:{' '}
            <ins lang="es" dir="auto">
              {text}
            </ins>
          </li>
        ))}
      </ul>
    </section>
  )
}
