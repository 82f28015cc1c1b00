import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { Form, Link, useNavigation } from 'react-router'
import {
  EditorHeader,
  ShortTextField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from '#app/components/admin/content-fields.tsx'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import { CommentSwitchField } from '#app/components/comments/comment-switch.tsx'
import { AdminField, ConflictNotice, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { programmeChoices } from '#app/components/admin/labels.ts'
import { controlClass, linkClass } from '#app/components/admin/styles.ts'
import { MediaPicker } from '#app/components/media/media-picker.tsx'
import {
  COURSE_LIMITS,
  courseAccesses,
  courseSchema,
  courseLevels,
  courseStatuses,
} from '#app/schemas/courses.ts'
import { currencyDigits, priceHintKey, priceInput } from '#app/schemas/price.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { CourseForEdit } from '#server/courses/courses-admin.server.ts'
import { courseStatusLabel, levelLabel } from './labels.ts'
import { SyllabusEditor } from './syllabus-editor.tsx'
import type { LanguageVersion } from '#server/content/translations/store.server.ts'
import { TranslationsPanel } from '#app/components/admin/translations-panel.tsx'

export interface CourseFormProps {
  course: CourseForEdit | null
  /** The shop's currency (STRIPE_CURRENCY): the sale price is typed and shown in its units. */
  currency: string
  /** Its translations' state per language (docs/decisions/048); null while creating. */
  translations: LanguageVersion[] | null
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict?: Conflict } | undefined
}

/** The course editor: catalogue fields, then (once saved) the syllabus and the access screen. */
export function CourseForm({ course, currency, translations, saved, actionData }: CourseFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const titleAndSlug = useTitleAndSlug(course && { title: course.title, slug: course.slug })
  const [form, fields] = useEditorForm('course-form', courseSchema(currency), actionData?.result, {
    summary: course?.summary ?? '',
    programme: course?.programme ?? '',
    level: course?.level ?? 'beginner',
    priceText: course?.priceText ?? '',
    price: priceInput(course?.priceCents, currency),
    status: course?.status ?? 'draft',
    access: course?.access ?? 'enrolled',
    questions: course?.questionsEnabled ? 'on' : 'off',
  })
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <EditorHeader
        back={{ to: '/admin/courses', label: t('courses:admin.back') }}
        title={course ? t('courses:admin.editTitle') : t('courses:admin.createTitle')}
        status={
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {saved ? t('courses:admin.saved') : ''}
          </p>
        }
        formId={form.id}
        busy={navigation.state !== 'idle'}
      >
        {course ? (
          <>
            <Link to={`/admin/courses/${course.id}/access`} className={linkClass}>
              {t('courses:access.title')}
            </Link>
            <Link to={`/admin/courses/${course.id}/completions`} className={linkClass}>
              {t('courses:completion.admin.title')}
            </Link>
          </>
        ) : null}
      </EditorHeader>
      {actionData?.conflict && course ? (
        <ConflictNotice conflict={actionData.conflict} reloadTo={`/admin/courses/edit/${course.id}`} />
      ) : null}
      <FieldErrorList id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <input type="hidden" name="intent" value="course" />
        {course ? <input type="hidden" name="version" value={course.version} /> : null}
        <div className="space-y-5">
          <TitleAndSlugFields
            titleField={fields.title}
            slugField={fields.slug}
            titleLabel={t('courses:fields.title')}
            state={titleAndSlug}
          />
          <ShortTextField field={fields.summary} label={t('courses:fields.summary')} />
          <AdminField
            field={fields.priceText}
            label={t('courses:fields.priceText')}
            hint={t('courses:fields.priceHint')}
          >
            <input
              {...getInputProps(fields.priceText, { type: 'text' })}
              maxLength={COURSE_LIMITS.priceText}
              className={controlClass}
            />
          </AdminField>
          <AdminField
            field={fields.price}
            label={t('courses:fields.price')}
            hint={t(priceHintKey('courses:fields.priceSaleHint', currency))}
          >
            <input
              {...getInputProps(fields.price, { type: 'text' })}
              inputMode={currencyDigits(currency) ? 'decimal' : 'numeric'}
              maxLength={10}
              className={controlClass}
            />
          </AdminField>
        </div>
        <aside className="space-y-5">
          <AdminField field={fields.status} label={t('courses:fields.status')}>
            <ChoiceSelect
              field={fields.status}
              choices={courseStatuses.map((value) => ({ value, label: t(courseStatusLabel[value]) }))}
            />
          </AdminField>
          <AdminField
            field={fields.access}
            label={t('courses:fields.access')}
            hint={t('courses:fields.accessHint')}
          >
            <ChoiceSelect
              field={fields.access}
              choices={courseAccesses.map((value) => ({ value, label: t(`courses:visibility.${value}`) }))}
            />
          </AdminField>
          <CommentSwitchField field={fields.questions} kind="course" />
          <AdminField field={fields.level} label={t('courses:fields.level')}>
            <ChoiceSelect
              field={fields.level}
              choices={courseLevels.map((value) => ({ value, label: t(levelLabel[value]) }))}
            />
          </AdminField>
          <AdminField field={fields.programme} label={t('courses:fields.programme')}>
            <ChoiceSelect
              field={fields.programme}
              choices={programmeChoices(t)}
              empty={t('courses:fields.noProgramme')}
            />
          </AdminField>
          <MediaPicker
            name={fields.coverMediaId.name}
            altName={fields.coverAlt.name}
            defaultValue={course?.cover ?? null}
            label={t('courses:fields.cover')}
          />
          <FieldErrorList id={fields.coverMediaId.errorId} errors={fields.coverMediaId.errors} />
          {course && translations ? (
            <TranslationsPanel
              versions={translations}
              basePath={`/admin/courses/edit/${course.id}/translations`}
            />
          ) : null}
        </aside>
      </Form>
      {course ? <SyllabusEditor courseId={course.id} sections={course.syllabus} /> : null}
    </main>
  )
}
