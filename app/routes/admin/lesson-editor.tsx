import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/lesson-editor'
import { LessonForm } from '#app/components/courses/lesson-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { LessonSchema } from '#app/schemas/courses.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { editorDoc, idParam } from '#server/content/admin-editor.server.ts'
import { findLessonForEdit, saveLesson } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses', 'editor', 'media', 'public', 'assignments'] }

const ids = (params: { id: string; lessonId: string }) => ({
  courseId: idParam(params.id) ?? 0,
  lessonId: idParam(params.lessonId) ?? 0,
})

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const { courseId, lessonId } = ids(params)
  const lesson = await findLessonForEdit(db, courseId, lessonId)
  if (!lesson) throw data(null, { status: 404 })
  return {
    title: t('courses:admin.lessonTitle'),
    courseId,
    lesson: { ...lesson, body: lesson.body ? editorDoc(lesson.body) : null },
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const { courseId, lessonId } = ids(params)
  const submission = parseWithZod(await request.formData(), { schema: LessonSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await saveLesson(db, { courseId, lessonId, input: submission.value })
  if (outcome.kind === 'notFound') throw data(null, { status: 404 })
  if (outcome.kind === 'invalid')
    return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 })
  if (outcome.kind === 'conflict')
    return data({ result: submission.reply(), conflict: outcome.current }, { status: 409 })
  await recordAudit(db, {
    action: 'course.update',
    user,
    target: { type: 'course', id: courseId },
    detail: { lesson: lessonId, access: submission.value.access },
    ip: context.clientIp,
  })
  throw redirect(`/admin/courses/${courseId}/lessons/${lessonId}?saved=1`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function LessonEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <LessonForm key={loaderData.lesson.id} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
