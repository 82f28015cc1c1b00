import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/assignment-detail'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { SubmissionHistory, submissionFileUrl } from '#app/components/courses/submission-history.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { ASSIGNMENT_LIMITS, ReviewSchema } from '#app/schemas/assignments.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { sendReviewMail } from '#server/courses/assignment-mails.server.ts'
import { findSubmission, reviewSubmission } from '#server/courses/assignment-review.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'assignments'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const submission = await findSubmission(db, idParam(params.id) ?? 0)
  if (!submission) throw data(null, { status: 404 })
  const { userId: _user, locale: _locale, ...shown } = submission
  const done = new URL(request.url).searchParams.get('done')
  return {
    title: getFixedT(request)('assignments:review.title', { lesson: submission.lessonTitle }),
    submission: shown,
    done: done === 'approve' || done === 'return' ? (done as keyof typeof NOTICE) : null,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const id = idParam(params.id) ?? 0
  const submission = parseWithZod(await request.formData(), { schema: ReviewSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const origin = publicOrigin(request)
  const outcome = await reviewSubmission(db, {
    id,
    input: submission.value,
    finish: { origin, language: getLocale(request), ip: context.clientIp },
  })
  if (outcome.kind === 'notFound') throw data(null, { status: 404 })
  if (outcome.kind === 'notPending')
    return data(
      { result: submission.reply({ formErrors: ['assignments:errors.notPending'] }) },
      { status: 409 },
    )
  if (outcome.kind === 'tooManyPoints')
    return data(
      { result: submission.reply({ fieldErrors: { points: ['assignments:errors.tooManyPoints'] } }) },
      { status: 400 },
    )
  const reviewed = outcome.submission
  await recordAudit(db, {
    action: 'assignment.review',
    user,
    target: { type: 'course', id: reviewed.courseId },
    detail: { submission: id, lesson: reviewed.lessonId, decision: submission.value.intent },
    ip: context.clientIp,
  })
  await sendReviewMail(
    db,
    { name: reviewed.name, email: reviewed.email, locale: reviewed.locale },
    {
      status: reviewed.status === 'approved' ? 'approved' : 'returned',
      lesson: reviewed.lessonTitle,
      course: reviewed.courseTitle,
      feedback: reviewed.feedback,
      points: reviewed.points,
      maxPoints: reviewed.maxPoints,
      lessonUrl: `${origin}/cursos/${encodeURIComponent(reviewed.courseSlug)}/${encodeURIComponent(reviewed.lessonSlug)}`,
    },
  )
  throw redirect(`/admin/assignments/${id}?done=${submission.value.intent}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const NOTICE = { approve: 'assignments:review.approved', return: 'assignments:review.returned' } as const

export default function AssignmentReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { submission, done } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(ReviewSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const fileUrl = submissionFileUrl(submission.id)
  const learner = `${submission.name} ${submission.lastName ?? ''}`.trim()
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-6 py-8">
      <div>
        <Link to="/admin/assignments" className={`text-sm ${linkClass}`}>
          {t('assignments:review.back')}
        </Link>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('assignments:review.who', { learner, email: submission.email, course: submission.courseTitle })}
        </p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {done && navigation.state === 'idle' ? t(NOTICE[done]) : ''}
        </p>
      </div>
      <section aria-labelledby="submission-current" className="space-y-3">
        <h2 id="submission-current" className="text-lg font-semibold">
          {t('assignments:review.current')}
        </h2>
        <SubmissionHistory
          rows={[submission]}
          maxPoints={submission.maxPoints}
          headingId="submission-current"
        />
        {submission.contentType.startsWith('video/') ? (
          // A learner's own recording: it comes with no captions to offer.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video controls preload="metadata" src={fileUrl} className="w-full rounded-lg bg-black">
            <a href={fileUrl}>{submission.fileName}</a>
          </video>
        ) : null}
      </section>
      {submission.status === 'submitted' ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FieldErrorList id={form.errorId} errors={form.errors} />
          <AdminField field={fields.feedback} label={t('assignments:review.feedback')}>
            <textarea
              {...getTextareaProps(fields.feedback)}
              rows={5}
              maxLength={ASSIGNMENT_LIMITS.feedback}
              className={controlClass}
            />
          </AdminField>
          <AdminField
            field={fields.points}
            label={t('assignments:review.points')}
            hint={
              submission.maxPoints === null
                ? undefined
                : t('assignments:review.pointsHint', { max: submission.maxPoints })
            }
          >
            <input
              {...getInputProps(fields.points, { type: 'number' })}
              min={0}
              max={submission.maxPoints ?? ASSIGNMENT_LIMITS.points}
              className={controlClass}
            />
          </AdminField>
          {submission.approvalCompletes ? (
            <p className="text-sm">{t('assignments:review.completesLesson')}</p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="approve" className={buttonClass}>
              {t('assignments:review.approve')}
            </button>
            <button type="submit" name="intent" value="return" className={secondaryButtonClass}>
              {t('assignments:review.return')}
            </button>
          </div>
        </Form>
      ) : null}
      {submission.history.length ? (
        <section aria-labelledby="submission-history" className="space-y-3">
          <h2 id="submission-history" className="text-lg font-semibold">
            {t('assignments:review.history')}
          </h2>
          <SubmissionHistory
            rows={submission.history}
            maxPoints={submission.maxPoints}
            headingId="submission-history"
          />
        </section>
      ) : null}
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
