import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/course-access'
import { AdminField, PublicationDateField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { sourceLabel } from '#app/components/courses/labels.ts'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { AccessAdminSchema, COURSE_LIMITS } from '#app/schemas/courses.ts'
import { brandOf, pageTitle } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { sendAccessDecision } from '#server/courses/access-mails.server.ts'
import {
  createAccessCodes,
  decideRequest,
  enrolByEmail,
  listAccessCodes,
  listLearners,
  listPendingRequests,
} from '#server/courses/access.server.ts'
import { courseOfParams } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { logger } from '#server/logger.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses', 'certificates'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const course = await courseOfParams(db, params)
  const [requests, learners, codes] = await Promise.all([
    listPendingRequests(db, course.id),
    listLearners(db, course.id),
    listAccessCodes(db, course.id),
  ])
  return { title: t('courses:access.title'), course, requests, learners, codes }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const course = await courseOfParams(db, params)
  const submission = parseWithZod(await request.formData(), { schema: AccessAdminSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), codes: null }, { status: 400 })
  const input = submission.value
  const audit = (detail: Record<string, string | number | boolean | null>) =>
    recordAudit(db, {
      action: 'course.access',
      user,
      target: { type: 'course', id: course.id },
      detail,
      ip: context.clientIp,
    })
  switch (input.intent) {
    case 'approve':
    case 'refuse': {
      const approved = input.intent === 'approve'
      const learner = await decideRequest(db, {
        requestId: input.requestId,
        courseId: course.id,
        approve: approved,
      })
      if (!learner) throw data(null, { status: 404 })
      await audit({ intent: input.intent, learner: learner.email })
      const courseUrl = `${publicOrigin(request)}/cursos/${course.slug}`
      // The mail is queued when it cannot go at once; the decision stands even if queuing fails.
      await sendAccessDecision(db, learner, { course: course.title, approved, courseUrl }).catch(
        (error: unknown) => logger.error({ err: error, userId: learner.id }, 'course access mail failed'),
      )
      return { result: submission.reply({ resetForm: true }), codes: null }
    }
    case 'enrol': {
      const enrolled = await enrolByEmail(db, course.id, input.email)
      if (!enrolled)
        return data(
          {
            result: submission.reply({ fieldErrors: { email: ['courses:errors.noSuchUser'] } }),
            codes: null,
          },
          { status: 400 },
        )
      await audit({ intent: 'enrol', learner: enrolled.user.email })
      return { result: submission.reply({ resetForm: true }), codes: null }
    }
    case 'createCodes': {
      const codes = await createAccessCodes(db, { courseId: course.id, ...input })
      await audit({
        intent: 'createCodes',
        count: input.count,
        maxUses: input.maxUses,
        discountPercent: input.discountPercent,
      })
      return { result: submission.reply({ resetForm: true }), codes }
    }
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  { title: pageTitle(data?.title, brandOf(matches)) },
]

export default function CourseAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const { course, requests, learners, codes } = loaderData
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(AccessAdminSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccessAdminSchema }),
    shouldValidate: 'onBlur',
  })
  const section = 'space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <Link to={`/admin/courses/edit/${course.id}`} className={`text-sm ${linkClass}`}>
          {t('courses:admin.backToCourse')}
        </Link>
        <h1 className="text-2xl font-bold">{t('courses:access.heading', { course: course.title })}</h1>
        <Link to={`/admin/courses/${course.id}/certificates`} className={`text-sm ${linkClass}`}>
          {t('certificates:admin.title')}
        </Link>
      </div>

      <section aria-labelledby="requests" className={section}>
        <h2 id="requests" className="text-lg font-semibold">
          {t('courses:access.requests')}
        </h2>
        {requests.length ? (
          <ul className="space-y-2 text-sm">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {request.name} &lt;{request.email}&gt; · {formatDateTime(request.createdAt, i18n.language)}
                </span>
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="requestId" value={request.id} />
                  <button type="submit" name="intent" value="approve" className={buttonClass}>
                    {t('courses:access.approve')}
                    {/* The visible word first in the name (speech input), then whose request it is. */}
                    <span className="sr-only"> {request.email}</span>
                  </button>
                  <button type="submit" name="intent" value="refuse" className={dangerButtonClass}>
                    {t('courses:access.refuse')}
                    {/* The visible word first in the name (speech input), then whose request it is. */}
                    <span className="sr-only"> {request.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('courses:access.noRequests')}</p>
        )}
      </section>

      <section aria-labelledby="enrol" className={section}>
        <h2 id="enrol" className="text-lg font-semibold">
          {t('courses:access.enrol')}
        </h2>
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="enrol" />
          <div className="min-w-64 flex-1">
            <AdminField field={fields.email} label={t('courses:access.email')}>
              <input {...getInputProps(fields.email, { type: 'email' })} className={controlClass} />
            </AdminField>
          </div>
          <button type="submit" className={buttonClass}>
            {t('courses:access.enrolSubmit')}
          </button>
        </Form>
        <ul className="space-y-1 text-sm">
          {learners.map((learner) => (
            <li key={learner.id}>
              {learner.name} &lt;{learner.email}&gt; · {t(sourceLabel[learner.source])} ·{' '}
              {formatDateTime(learner.purchasedAt, i18n.language)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="codes" className={section}>
        <h2 id="codes" className="text-lg font-semibold">
          {t('courses:access.codes')}
        </h2>
        <CodesForm />
        {actionData?.codes ? (
          <div role="status" className="rounded-lg bg-emerald-50 p-3 text-sm dark:bg-emerald-950">
            <p className="font-semibold">{t('courses:access.newCodes')}</p>
            <ul className="font-mono" dir="ltr">
              {actionData.codes.map((code) => (
                <li key={code} data-testid="new-code">
                  {code}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="space-y-1 text-sm">
          {codes.map((code) => (
            <li key={code.id}>
              {t('courses:access.codeLine', {
                hint: code.hint,
                uses: code.uses,
                maxUses: code.maxUses,
                expires: code.expiresAt
                  ? formatDateTime(code.expiresAt, i18n.language)
                  : t('courses:access.noExpiry'),
              })}
              {code.discountPercent < 100
                ? ` · ${t('courses:access.codeDiscount', { percent: code.discountPercent })}`
                : null}
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}

function CodesForm() {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'codes-form',
    constraint: getZodConstraint(AccessAdminSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccessAdminSchema }),
    shouldValidate: 'onBlur',
    defaultValue: { count: '1', maxUses: '1', discountPercent: '100' },
  })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-3 sm:grid-cols-3 sm:items-end lg:grid-cols-5"
    >
      <input type="hidden" name="intent" value="createCodes" />
      <AdminField field={fields.count} label={t('courses:access.count')}>
        <input
          {...getInputProps(fields.count, { type: 'number' })}
          min={1}
          max={COURSE_LIMITS.codeCount}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.maxUses} label={t('courses:access.maxUses')}>
        <input
          {...getInputProps(fields.maxUses, { type: 'number' })}
          min={1}
          max={COURSE_LIMITS.codeUses}
          className={controlClass}
        />
      </AdminField>
      <AdminField field={fields.discountPercent} label={t('courses:access.discountPercent')}>
        <input
          {...getInputProps(fields.discountPercent, { type: 'number' })}
          min={1}
          max={100}
          className={controlClass}
        />
      </AdminField>
      <PublicationDateField
        field={fields.expiresAt}
        label={t('courses:access.expiresAt')}
        defaultValue={null}
      />
      <button type="submit" className={buttonClass}>
        {t('courses:access.createCodes')}
      </button>
    </Form>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
