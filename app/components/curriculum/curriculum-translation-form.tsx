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
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { SourceChangesNotice } from '#app/components/admin/translation-form.tsx'
import { TranslationStateBadge } from '#app/components/admin/translations-panel.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { translationStatuses } from '#app/i18n/content-languages.ts'
import { CurriculumTranslationSchema } from '#app/schemas/curriculum.ts'
import type { CurriculumVersion } from '#server/curriculum/curriculum-translations.server.ts'

const STATUS_LABEL = {
  draft: 'admin:translations.state.draft',
  published: 'admin:translations.state.published',
} as const

/**
 * One objective or season week beside its translation: the Spanish words, the state, what changed
 * in Spanish since the last save, and the form for the translated words (validated in the browser
 * and on the server with the same schema).
 */
export function CurriculumTranslationForm({
  version,
  lang,
  labels,
  result,
}: {
  version: CurriculumVersion
  /** The translation's BCP 47 tag (`en`, `ar`). */
  lang: string
  labels: { title: string; summary: string; heading: string }
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const formId = `${version.kind}-${version.id}`
  const [form, fields] = useForm({
    id: formId,
    lastResult: result,
    constraint: getZodConstraint(CurriculumTranslationSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CurriculumTranslationSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      title: version.translation?.title ?? '',
      summary: version.translation?.summary ?? '',
      status: version.translation?.status ?? 'draft',
    },
  })
  const headingId = `${formId}-heading`
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {labels.heading}
        </h3>
        <TranslationStateBadge state={version.state} />
      </div>
      {version.changes ? <SourceChangesNotice changes={version.changes} summary={labels.summary} /> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-1 text-sm">
          <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            {t('admin:translations.source')}
          </p>
          <p lang="es" className="font-medium">
            {version.source.title}
          </p>
          {version.source.summary ? (
            <p lang="es" className="text-slate-700 dark:text-slate-300">
              {version.source.summary}
            </p>
          ) : null}
        </div>
        <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="space-y-3">
          <input type="hidden" name="formId" value={formId} />
          <input type="hidden" name="kind" value={version.kind} />
          <input type="hidden" name="itemId" value={version.id} />
          <FieldErrorList id={form.errorId} errors={form.errors} />
          <AdminField field={fields.title} label={labels.title}>
            <input
              {...getInputProps(fields.title, { type: 'text' })}
              lang={lang}
              dir="auto"
              className={controlClass}
            />
          </AdminField>
          <AdminField field={fields.summary} label={labels.summary}>
            <textarea
              {...getTextareaProps(fields.summary)}
              lang={lang}
              dir="auto"
              rows={3}
              className={controlClass}
            />
          </AdminField>
          <div className="flex flex-wrap items-end gap-3">
            <AdminField field={fields.status} label={t('admin:fields.status')}>
              <select {...getSelectProps(fields.status)} className={controlClass}>
                {translationStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(STATUS_LABEL[status])}
                  </option>
                ))}
              </select>
            </AdminField>
            <button type="submit" className={buttonClass}>
              {t('curriculum:admin.save')}
            </button>
          </div>
        </Form>
      </div>
    </li>
  )
}
