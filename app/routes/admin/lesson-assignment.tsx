import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/lesson-assignment'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { LessonToolHeader } from '#app/components/admin/lesson-tool-header.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { FILE_TYPE_LABEL } from '#app/components/courses/assignment-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  ALL_FILE_TYPES,
  ASSIGNMENT_FILE_TYPES,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MAX_MEGABYTES,
  AssignmentSettingsSchema,
} from '#app/schemas/assignments.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { assignmentSettings, saveAssignmentSettings } from '#server/courses/assignments.server.ts'
import { lessonOfParams } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses', 'assignments'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { courseId, lesson } = await lessonOfParams(db, params)
  return {
    title: getFixedT(request)('assignments:settings.title', { lesson: lesson.title }),
    courseId,
    lessonId: lesson.id,
    settings: await assignmentSettings(db, lesson.id),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const { courseId, lesson } = await lessonOfParams(db, params)
  const submission = parseWithZod(await request.formData(), { schema: AssignmentSettingsSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  await saveAssignmentSettings(db, { lessonId: lesson.id, input: submission.value })
  await recordAudit(db, {
    action: 'course.update',
    user,
    target: { type: 'course', id: courseId },
    detail: { lesson: lesson.id, assignment: submission.value.kind },
    ip: context.clientIp,
  })
  throw redirect(`/admin/courses/${courseId}/lessons/${lesson.id}/assignment?saved=1`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const KIND_LABEL = {
  off: 'assignments:kinds.off',
  file: 'assignments:kinds.file',
  video: 'assignments:kinds.video',
} as const

export default function LessonAssignmentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { courseId, lessonId, settings } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(AssignmentSettingsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AssignmentSettingsSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      kind: settings?.kind ?? 'off',
      instructions: settings?.instructions ?? '',
      fileTypes: settings?.fileTypes ?? [],
      maxMegabytes: String(settings?.maxMegabytes ?? 20),
      maxPoints: settings?.maxPoints ? String(settings.maxPoints) : '',
      approvalCompletes: settings?.approvalCompletes ? 'on' : undefined,
    },
  })
  const kind = fields.kind.value ?? 'off'
  const chosen = new Set(settings?.fileTypes ?? [])
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-6 py-8">
      <LessonToolHeader
        courseId={courseId}
        lessonId={lessonId}
        title={loaderData.title}
        intro={t('assignments:settings.intro')}
        notice={loaderData.saved && navigation.state === 'idle' ? t('assignments:settings.saved') : ''}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('assignments:settings.kind')}</legend>
          {ASSIGNMENT_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.kind.name}
                value={value}
                defaultChecked={value === (settings?.kind ?? 'off')}
              />
              {t(KIND_LABEL[value])}
            </label>
          ))}
          <FieldErrorList id={fields.kind.errorId} errors={fields.kind.errors} />
        </fieldset>
        <AdminField field={fields.instructions} label={t('assignments:settings.instructions')}>
          <textarea
            {...getTextareaProps(fields.instructions)}
            rows={5}
            maxLength={ASSIGNMENT_LIMITS.instructions}
            className={controlClass}
          />
        </AdminField>
        <fieldset className="space-y-1" aria-describedby={fields.fileTypes.errorId}>
          <legend className="text-sm font-semibold">{t('assignments:settings.fileTypes')}</legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('assignments:settings.fileTypesHint')}
          </p>
          {ALL_FILE_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.fileTypes.name}
                value={type}
                defaultChecked={chosen.has(type)}
                disabled={
                  kind !== 'off' &&
                  !(ASSIGNMENT_FILE_TYPES[kind as 'file' | 'video'] as readonly string[]).includes(type)
                }
              />
              {t(FILE_TYPE_LABEL[type])}
            </label>
          ))}
          <FieldErrorList id={fields.fileTypes.errorId} errors={fields.fileTypes.errors} />
        </fieldset>
        <AdminField
          field={fields.maxMegabytes}
          label={t('assignments:settings.maxMegabytes')}
          hint={t('assignments:settings.maxMegabytesHint', { max: ASSIGNMENT_MAX_MEGABYTES })}
        >
          <input {...getInputProps(fields.maxMegabytes, { type: 'number' })} className={controlClass} />
        </AdminField>
        <AdminField
          field={fields.maxPoints}
          label={t('assignments:settings.maxPoints')}
          hint={t('assignments:settings.maxPointsHint')}
        >
          <input {...getInputProps(fields.maxPoints, { type: 'number' })} className={controlClass} />
        </AdminField>
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.approvalCompletes, { type: 'checkbox' })} />
          {t('assignments:settings.approvalCompletes')}
        </label>
        <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
          {t('assignments:settings.save')}
        </button>
      </Form>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
