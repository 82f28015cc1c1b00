import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/course-editor'
import { CourseForm } from '#app/components/courses/course-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { courseSchema, SectionUnlockSchema, SyllabusSchema } from '#app/schemas/courses.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import {
  changeSyllabus,
  deleteFromSyllabus,
  findCourseForEdit,
  saveCourse,
  setSectionUnlock,
} from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { env } from '#server/env.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { itemVersions } from '#server/content/translations/store.server.ts'
import { storage } from '#server/media/storage.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses', 'media', 'public', 'comments'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const id = idParam('id' in params ? params.id : undefined)
  const course = id === undefined ? null : await findCourseForEdit(db, id)
  if (id !== undefined && !course) throw data(null, { status: 404 })
  return {
    title: course ? t('courses:admin.editTitle') : t('courses:admin.createTitle'),
    course,
    translations: course ? ((await itemVersions(db, 'course', course.id)) ?? null) : null,
    currency: env().STRIPE_CURRENCY,
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const id = idParam('id' in params ? params.id : undefined)
  const formData = await request.formData()
  const audit = (
    action: 'course.create' | 'course.update',
    target: number,
    detail: Record<string, string | number | boolean | null>,
  ) => recordAudit(db, { action, user, target: { type: 'course', id: target }, detail, ip: context.clientIp })

  if (formData.get('intent') === 'course') {
    const submission = parseWithZod(formData, { schema: courseSchema(env().STRIPE_CURRENCY) })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const outcome = await saveCourse(db, { id, input: submission.value })
    if (outcome.kind === 'notFound') throw data(null, { status: 404 })
    if (outcome.kind === 'invalid')
      return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 })
    if (outcome.kind === 'conflict')
      return data({ result: submission.reply(), conflict: outcome.current }, { status: 409 })
    await audit(id === undefined ? 'course.create' : 'course.update', outcome.id, {
      status: submission.value.status,
      access: submission.value.access,
    })
    throw redirect(`/admin/courses/edit/${outcome.id}?saved=1`)
  }

  if (id === undefined) throw data(null, { status: 400 })
  if (formData.get('intent') === 'sectionUnlock') {
    const submission = parseWithZod(formData, { schema: SectionUnlockSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    if (!(await setSectionUnlock(db, id, submission.value))) throw data(null, { status: 404 })
    await audit('course.update', id, {
      section: submission.value.sectionId,
      unlockRule: submission.value.unlockRule,
    })
    return { result: submission.reply() }
  }
  const change = SyllabusSchema.safeParse(Object.fromEntries(formData))
  if (!change.success) throw data(null, { status: 400 })
  const changed =
    change.data.intent === 'deleteSection' || change.data.intent === 'deleteLesson'
      ? await deleteFromSyllabus(db, storage(), id, change.data)
      : await changeSyllabus(db, id, change.data)
  if (!changed) throw data(null, { status: 404 })
  await audit('course.update', id, { syllabus: change.data.intent })
  return { result: undefined }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function CourseEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseForm key={loaderData.course?.id ?? 'new'} {...loaderData} actionData={actionData} />
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
