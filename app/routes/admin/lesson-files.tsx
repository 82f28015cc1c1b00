import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/lesson-files'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { LessonToolHeader } from '#app/components/admin/lesson-tool-header.tsx'
import { buttonClass, controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { formatMegabytes } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  LESSON_FILE_KINDS,
  LESSON_FILE_MAX_BYTES,
  LessonFileActionSchema,
} from '#app/schemas/lesson-files.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { lessonOfParams } from '#server/courses/courses-admin.server.ts'
import { addLessonFile, lessonFiles, removeLessonFile } from '#server/courses/lesson-files.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { retryAfterHeaders, StorageUnavailable } from '#server/media/storage-errors.server.ts'
import { storage } from '#server/media/storage.server.ts'
import { readUploadedForm } from '#server/http/request-body.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { courseId, lesson } = await lessonOfParams(db, params)
  const done = new URL(request.url).searchParams.get('done')
  return {
    title: getFixedT(request)('courses:files.title', { lesson: lesson.title }),
    courseId,
    lessonId: lesson.id,
    hasYoutube: Boolean(lesson.videoUrl),
    files: await lessonFiles(db, lesson.id),
    notice: done === 'upload' || done === 'delete' ? (done as keyof typeof NOTICE) : null,
  }
}

/** A refusal before the form could be read: not a form at all. */
const notAForm = () =>
  data({ result: undefined, problem: 'courses:files.errors.file' as const }, { status: 400 })

/** The bucket does not answer: nothing was stored, the form stays filled to be sent again. */
const storageDown = () =>
  data(
    { result: undefined, problem: 'courses:files.errors.unavailable' as const },
    { status: 503, headers: retryAfterHeaders },
  )

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const { courseId, lesson } = await lessonOfParams(db, params)
  // The body is streamed, counted on its way in: past the largest file it is refused with 413
  // before the whole of it is read (server/http/request-body.server.ts).
  let formData: FormData
  try {
    formData = await readUploadedForm(request)
  } catch {
    return notAForm()
  }
  const submission = parseWithZod(formData, { schema: LessonFileActionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), problem: null }, { status: 400 })
  const input = submission.value
  if (input.intent === 'upload') {
    const outcome = await addLessonFile(db, storage(), {
      lessonId: lesson.id,
      kind: input.kind,
      name: input.file.name,
      bytes: Buffer.from(await input.file.arrayBuffer()),
    }).catch((error: unknown) => {
      if (error instanceof StorageUnavailable) return 'storageDown' as const
      throw error
    })
    if (outcome === 'storageDown') return storageDown()
    if (!outcome.ok)
      return data(
        {
          result: submission.reply({ fieldErrors: { file: [`courses:files.errors.${outcome.refusal}`] } }),
          problem: null,
        },
        { status: 400 },
      )
  } else if (!(await removeLessonFile(db, storage(), { lessonId: lesson.id, fileId: input.fileId })))
    throw data(null, { status: 404 })
  await recordAudit(db, {
    action: 'course.update',
    user,
    target: { type: 'course', id: courseId },
    detail: { lesson: lesson.id, file: input.intent },
    ip: context.clientIp,
  })
  throw redirect(`/admin/courses/${courseId}/lessons/${lesson.id}/files?done=${input.intent}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const KIND_LABEL = { video: 'courses:files.kinds.video', download: 'courses:files.kinds.download' } as const
const NOTICE = { upload: 'courses:files.uploaded', delete: 'courses:files.deleted' } as const

export default function LessonFiles({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const { courseId, lessonId, files } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(LessonFileActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LessonFileActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const megabytes = (bytes: number) => formatMegabytes(bytes, i18n.language)
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-6 py-8">
      <LessonToolHeader
        courseId={courseId}
        lessonId={lessonId}
        title={loaderData.title}
        intro={t('courses:files.intro')}
        notice={loaderData.notice && navigation.state === 'idle' ? t(NOTICE[loaderData.notice]) : ''}
      >
        <FieldErrorList
          id="lesson-files-problem"
          errors={actionData?.problem ? [actionData.problem] : undefined}
        />
      </LessonToolHeader>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('courses:files.kind')}</legend>
          {LESSON_FILE_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="radio" name={fields.kind.name} value={kind} defaultChecked={kind === 'download'} />
              {t(KIND_LABEL[kind])}
            </label>
          ))}
          <FieldErrorList id={fields.kind.errorId} errors={fields.kind.errors} />
        </fieldset>
        <AdminField
          field={fields.file}
          label={t('courses:files.file')}
          hint={t('courses:files.hint', { size: LESSON_FILE_MAX_BYTES / 1024 / 1024 })}
        >
          <input
            {...getInputProps(fields.file, { type: 'file' })}
            accept="application/pdf,video/mp4,video/webm,.pdf,.mp4,.webm"
            className={controlClass}
          />
        </AdminField>
        {loaderData.hasYoutube ? <p className="text-sm">{t('courses:files.youtubeWins')}</p> : null}
        <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
          {t('courses:files.upload')}
        </button>
      </Form>
      <section aria-labelledby="lesson-files-list" className="space-y-2">
        <h2 id="lesson-files-list" className="text-lg font-semibold">
          {t('courses:files.list')}
        </h2>
        {files.length ? (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {files.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <span>
                  <span className="font-medium break-all">{file.name}</span> · {t(KIND_LABEL[file.kind])} ·{' '}
                  {megabytes(file.size)}
                </span>
                <Form method="post" encType="multipart/form-data">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="fileId" value={file.id} />
                  <button
                    type="submit"
                    className={`${secondaryButtonClass} px-2 py-1`}
                    aria-label={t('courses:files.delete', { name: file.name })}
                  >
                    {t('courses:files.deleteShort')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('courses:files.none')}</p>
        )}
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
