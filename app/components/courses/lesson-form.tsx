import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useNavigation } from 'react-router'
import {
  BodyField,
  EditorHeader,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from '#app/components/admin/content-fields.tsx'
import { AdminField, ConflictNotice, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { LibraryDialog } from '#app/components/media/library-dialog.tsx'
import type { RichTextDoc } from '#app/schemas/rich-text.ts'
import { COURSE_LIMITS, LessonSchema, lessonAccesses } from '#app/schemas/courses.ts'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { LessonForEdit } from '#server/courses/courses-admin.server.ts'
import { unlockRuleLabel } from './labels.ts'
import { UnlockRuleFields } from './unlock-rule-fields.tsx'

export interface LessonFormProps {
  courseId: number
  lesson: Omit<LessonForEdit, 'body'> & { body: RichTextDoc | null }
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict?: Conflict } | undefined
}

/** The lesson editor: body, YouTube video, downloads from the media library, duration and unlock rule. */
export function LessonForm({ courseId, lesson, saved, actionData }: LessonFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const titleAndSlug = useTitleAndSlug({ title: lesson.title, slug: lesson.slug })
  const [files, setFiles] = useState(lesson.files)
  const [form, fields] = useEditorForm('lesson-form', LessonSchema, actionData?.result, {
    videoUrl: lesson.videoUrl ?? '',
    durationMinutes: String(lesson.durationMinutes),
    unlockRule: lesson.unlockRule,
    access: lesson.access,
    teaser: lesson.teaser,
    unlockDays: lesson.unlockDays === null ? '' : String(lesson.unlockDays),
  })
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <EditorHeader
        back={{ to: `/admin/courses/edit/${courseId}`, label: t('courses:admin.backToCourse') }}
        title={t('courses:admin.lessonTitle')}
        status={
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {saved ? t('courses:admin.saved') : ''}
          </p>
        }
        formId={form.id}
        busy={navigation.state !== 'idle'}
      >
        <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}/quiz`} className={linkClass}>
          {t('courses:quiz.admin.open')}
        </Link>
        <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}/files`} className={linkClass}>
          {t('courses:files.open')}
        </Link>
        <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}/assignment`} className={linkClass}>
          {t('assignments:settings.open')}
        </Link>
        <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}/preview`} className={linkClass}>
          {t('courses:admin.preview')}
        </Link>
      </EditorHeader>
      {actionData?.conflict ? (
        <ConflictNotice
          conflict={actionData.conflict}
          reloadTo={`/admin/courses/${courseId}/lessons/${lesson.id}`}
        />
      ) : null}
      <FieldErrorList id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <input type="hidden" name="version" value={lesson.version} />
        <div className="space-y-5">
          <TitleAndSlugFields
            titleField={fields.title}
            slugField={fields.slug}
            titleLabel={t('courses:fields.title')}
            state={titleAndSlug}
          />
          <BodyField field={fields.body} defaultValue={lesson.body} onChange={() => {}} />
        </div>
        <aside className="space-y-5">
          <AdminField
            field={fields.access}
            label={t('courses:fields.lessonAccess')}
            hint={t('courses:fields.lessonAccessHint')}
          >
            <ChoiceSelect
              field={fields.access}
              choices={lessonAccesses.map((value) => ({
                value,
                label: t(`courses:lessonVisibility.${value}`),
              }))}
            />
          </AdminField>
          <AdminField
            field={fields.teaser}
            label={t('courses:fields.teaser')}
            hint={t('courses:fields.teaserHint')}
          >
            <textarea
              {...getTextareaProps(fields.teaser)}
              rows={3}
              maxLength={COURSE_LIMITS.teaser}
              className={controlClass}
            />
          </AdminField>
          <AdminField
            field={fields.videoUrl}
            label={t('courses:fields.videoUrl')}
            hint={t('courses:fields.videoHint')}
          >
            <input {...getInputProps(fields.videoUrl, { type: 'url' })} dir="ltr" className={controlClass} />
          </AdminField>
          <AdminField field={fields.durationMinutes} label={t('courses:fields.duration')}>
            <input
              {...getInputProps(fields.durationMinutes, { type: 'number' })}
              min={0}
              max={COURSE_LIMITS.duration}
              className={controlClass}
            />
          </AdminField>
          <UnlockRuleFields
            fields={fields}
            label={t('courses:fields.unlockRule')}
            ruleLabel={unlockRuleLabel}
            rule={lesson.unlockRule}
            unlockAt={lesson.unlockAt}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">{t('courses:fields.files')}</legend>
            <input type="hidden" name={fields.files.name} value={files.map((file) => file.id).join(',')} />
            <ul className="space-y-1 text-sm">
              {files.map((file) => (
                <li key={file.id} className="flex items-center justify-between gap-2">
                  <a href={file.url} className={linkClass}>
                    {file.name}
                  </a>
                  <button
                    type="button"
                    className={`${secondaryButtonClass} px-2 py-1`}
                    onClick={() => setFiles((list) => list.filter((item) => item.id !== file.id))}
                    aria-label={t('courses:admin.removeFile', { name: file.name })}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            <LibraryDialog
              onPick={(media) =>
                setFiles((list) =>
                  list.some((item) => item.id === media.id)
                    ? list
                    : [...list, { id: media.id, name: media.name, url: media.url }],
                )
              }
            />
            <FieldErrorList id={fields.files.errorId} errors={fields.files.errors} />
          </fieldset>
        </aside>
      </Form>
    </main>
  )
}
