import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/support'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass } from '#app/components/admin/styles.ts'
import { Section } from '#app/components/auth/account/section.tsx'
import { SupportStatusBadge } from '#app/components/support/status-badge.tsx'
import { SupportThread } from '#app/components/support/support-thread.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SUPPORT_LIMITS, SupportRequestSchema } from '#app/schemas/support.ts'
import { titleMeta } from '#app/site.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'
import { answersOf, openSupportRequest, requestsOf } from '#server/support/support.server.ts'

export const handle: I18nHandle = { i18n: ['account', 'admin', 'support'] }

const enrolledCourses = (userId: string) =>
  db
    .selectFrom('enrollment')
    .innerJoin('course', 'course.id', 'enrollment.courseId')
    .select(['course.id', 'course.title'])
    .where('enrollment.userId', '=', userId)
    .orderBy('course.title')
    .execute()

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin', 'user')
  const t = getFixedT(request)
  const [courses, rows] = await Promise.all([enrolledCourses(user.id), requestsOf(db, user.id)])
  const thread = await answersOf(
    db,
    rows.map((row) => row.id),
  )
  const requests = rows.map((row) => ({ ...row, answers: thread.get(row.id) ?? [] }))
  return { title: t('support:account.title'), courses, requests }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireRole(request, 'admin', 'user')
  const submission = parseWithZod(await request.formData(), { schema: SupportRequestSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), sent: false }, { status: 400 })
  const rate = await appLimiter().consume(limits.supportRequest(user.id))
  if (!rate.allowed)
    return data(
      { result: submission.reply({ formErrors: ['support:account.tooMany'] }), sent: false },
      { status: 429, headers: { 'Retry-After': String(rate.retryAfterSeconds) } },
    )
  const outcome = await openSupportRequest(db, { userId: user.id, input: submission.value })
  if (outcome.kind === 'notYourCourse')
    return data(
      { result: submission.reply({ fieldErrors: { courseId: ['support:errors.course'] } }), sent: false },
      { status: 400 },
    )
  return { result: submission.reply({ resetForm: true }), sent: true }
}

export const headers: Route.HeadersFunction = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('support')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(SupportRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SupportRequestSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('account.lead')}</p>
      </div>
      <Section id="support-form" title={t('account.formTitle')}>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.sent ? t('account.sent') : ''}
        </p>
        <FieldErrorList id={form.errorId} errors={form.errors} />
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <AdminField field={fields.subject} label={t('account.subject')}>
            <input
              {...getInputProps(fields.subject, { type: 'text' })}
              maxLength={SUPPORT_LIMITS.subject}
              className={controlClass}
            />
          </AdminField>
          {loaderData.courses.length ? (
            <AdminField field={fields.courseId} label={t('account.course')}>
              <select {...getSelectProps(fields.courseId)} className={controlClass}>
                <option value="">{t('account.noCourse')}</option>
                {loaderData.courses.map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </select>
            </AdminField>
          ) : null}
          <AdminField field={fields.message} label={t('account.message')}>
            <textarea
              {...getTextareaProps(fields.message)}
              rows={6}
              maxLength={SUPPORT_LIMITS.message}
              className={controlClass}
            />
          </AdminField>
          <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
            {t('account.send')}
          </button>
        </Form>
      </Section>
      <Section id="support-list" title={t('account.listTitle')}>
        {loaderData.requests.length ? (
          <ul className="space-y-4">
            {loaderData.requests.map((request) => (
              <li
                key={request.id}
                className="space-y-2 border-t border-slate-200 pt-4 first:border-0 first:pt-0 dark:border-slate-800"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{request.subject}</h3>
                  <SupportStatusBadge status={request.status} />
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('account.sentOn', { date: formatDate(request.createdAt, i18n.language) })}
                  {request.courseTitle ? ` · ${request.courseTitle}` : ''}
                </p>
                <SupportThread
                  message={request.message}
                  createdAt={request.createdAt}
                  answers={request.answers}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('account.none')}</p>
        )}
      </Section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
