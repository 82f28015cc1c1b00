import {
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Link, useNavigation } from 'react-router'
import type { z } from 'zod'
import { LazyRichTextEditor } from '#app/components/editor/lazy-rich-text-editor.tsx'
import { CONTENT_LIMITS } from '#app/schemas/content-admin.ts'
import type { RichTextDoc } from '#app/schemas/rich-text.ts'
import { slugify } from '#app/schemas/slug.ts'
import { AdminField, controlled, FieldErrorList, uploadEditorImage } from './editor-parts.tsx'
import { buttonClass, controlClass, linkClass } from './styles.ts'

type Field = FieldMetadata<string | undefined> | FieldMetadata<string>

/** The top of an editor screen: the way back, the heading, a status line and the save button. */
export function EditorHeader({
  back,
  title,
  status,
  formId,
  busy,
  children,
}: {
  back: { to: string; label: string }
  title: string
  status: ReactNode
  formId: string
  busy: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <Link to={back.to} className={`text-sm ${linkClass}`}>
          {back.label}
        </Link>
        <h1 className="text-2xl font-bold">{title}</h1>
        {status}
      </div>
      <div className="flex flex-wrap gap-3">
        {children}
        <button type="submit" form={formId} className={buttonClass} disabled={busy}>
          {busy ? t('admin:actions.saving') : t('admin:actions.save')}
        </button>
      </div>
    </div>
  )
}

/**
 * The title (or term) and its slug: while the slug has not been typed by hand, and only for a new
 * entry, it follows the title ("Presión alta" → "presion-alta"); existing addresses never move.
 */
export function useTitleAndSlug(initial: { title: string; slug: string } | null) {
  const [title, setTitle] = useState(initial?.title ?? '')
  const [slug, setSlug] = useState(initial?.slug ?? '')
  const [slugTouched, setSlugTouched] = useState(initial !== null)
  return {
    title,
    slug,
    setTitle(value: string) {
      setTitle(value)
      if (!slugTouched) setSlug(value.trim() ? slugify(value) : '')
    },
    setSlug(value: string) {
      setSlugTouched(true)
      setSlug(value)
    },
  }
}

export function TitleAndSlugFields({
  titleField,
  slugField,
  titleLabel,
  state,
  lang = 'es',
}: {
  titleField: Field
  slugField: Field
  titleLabel: string
  state: ReturnType<typeof useTitleAndSlug>
  /** The text's language: Spanish, or a translation's. */
  lang?: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <AdminField field={titleField} label={titleLabel}>
        <input
          {...controlled(getInputProps(titleField, { type: 'text' }))}
          value={state.title}
          maxLength={CONTENT_LIMITS.title}
          onChange={(event) => state.setTitle(event.target.value)}
          lang={lang}
          dir="auto"
          className={`${controlClass} text-lg font-semibold`}
        />
      </AdminField>
      <AdminField field={slugField} label={t('admin:fields.slug')} hint={t('admin:fields.slugHint')}>
        <input
          {...controlled(getInputProps(slugField, { type: 'text' }))}
          value={state.slug}
          maxLength={CONTENT_LIMITS.slug}
          onChange={(event) => state.setSlug(event.target.value)}
          dir="ltr"
          className={controlClass}
        />
      </AdminField>
    </>
  )
}

/** A short text (excerpt, summary) under the title. */
export function ShortTextField({
  field,
  label,
  onInput,
  lang = 'es',
}: {
  field: Field
  label: string
  onInput?: (value: string) => void
  lang?: string
}) {
  return (
    <AdminField field={field} label={label}>
      <textarea
        {...getTextareaProps(field)}
        rows={3}
        maxLength={CONTENT_LIMITS.excerpt}
        onInput={(event) => onInput?.(event.currentTarget.value)}
        lang={lang}
        dir="auto"
        className={controlClass}
      />
    </AdminField>
  )
}

/** The body in the rich-text editor (a lazy chunk), its images uploaded to the media library. */
export function BodyField({
  field,
  defaultValue,
  onChange,
}: {
  field: FieldMetadata<string>
  defaultValue: RichTextDoc | null
  onChange: () => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="space-y-1">
      <p id={labelId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('admin:fields.body')}
      </p>
      <LazyRichTextEditor
        name={field.name}
        defaultValue={defaultValue}
        onChange={onChange}
        uploadImage={uploadEditorImage}
        labelledBy={labelId}
        errorId={field.errors?.length ? field.errorId : undefined}
      />
      <FieldErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}

/**
 * An editor form on its schema: validated in the browser on blur (then on input) with the same
 * schema as the action, showing the action's last answer once the navigation is over.
 */
export function useEditorForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue: NonNullable<Parameters<typeof useForm<z.input<Schema>>>[0]>['defaultValue'],
) {
  const navigation = useNavigation()
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue,
  })
}

/** An SEO text with its length against the limit search engines show. */
export function SeoField({
  field,
  label,
  max,
  value,
  onInput,
  lang = 'es',
}: {
  field: Field
  label: string
  max: number
  value: string
  onInput: (value: string) => void
  lang?: string
}) {
  const { t } = useTranslation()
  const Control = max > 100 ? 'textarea' : 'input'
  return (
    <AdminField field={field} label={label} hint={t('admin:seo.length', { length: value.length, max })}>
      <Control
        id={field.id}
        name={field.name}
        defaultValue={value}
        maxLength={max}
        onInput={(event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onInput(event.currentTarget.value)
        }
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
        lang={lang}
        dir="auto"
        className={controlClass}
      />
    </AdminField>
  )
}

/** The SEO title and description of an item or of its translation, each with its length. */
export function SeoFields({
  title,
  description,
  lang,
}: {
  title: { field: Field; value: string; onInput: (value: string) => void }
  description: { field: Field; value: string; onInput: (value: string) => void }
  lang?: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <SeoField {...title} label={t('admin:fields.seoTitle')} max={CONTENT_LIMITS.seoTitle} lang={lang} />
      <SeoField
        {...description}
        label={t('admin:fields.seoDescription')}
        max={CONTENT_LIMITS.seoDescription}
        lang={lang}
      />
    </>
  )
}
