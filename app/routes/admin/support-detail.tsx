import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/support-detail'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, linkClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { SupportStatusBadge } from '#app/components/support/status-badge.tsx'
import { SupportThread } from '#app/components/support/support-thread.tsx'
import { formatDateTime } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { SUPPORT_LIMITS, SupportAdminSchema } from '#app/schemas/support.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { idParam } from '#server/content/admin-editor.server.ts'
import { db } from '#server/db/db.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { logger } from '#server/logger.server.ts'
import { sendSupportAnswer } from '#server/support/support-mail.server.ts'
import {
  answerSupportRequest,
  answersOf,
  findSupportRequest,
  setSupportStatus,
} from '#server/support/support.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'support'] }

async function requestOf(params: { id: string }) {
  const found = await findSupportRequest(db, idParam(params.id) ?? 0)
  if (!found) throw data(null, { status: 404 })
  return found
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const found = await requestOf(params)
  const answers = (await answersOf(db, [found.id])).get(found.id) ?? []
  return { title: found.subject, request: found, answers }
}

type Notice = 'answered' | 'closed' | 'reopened'

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const found = await requestOf(params)
  const submission = parseWithZod(await request.formData(), { schema: SupportAdminSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), notice: null as Notice | null }, { status: 400 })
  const input = submission.value
  let notice: Notice
  if (input.intent === 'answer') {
    await answerSupportRequest(db, { id: found.id, answer: input.answer })
    notice = 'answered'
    try {
      await sendSupportAnswer(
        db,
        found,
        {
          subject: found.subject,
          answer: input.answer,
          accountUrl: `${publicOrigin(request)}/account/support`,
        },
        request,
      )
    } catch (error) {
      // The answer is saved and shown in the user's account; only queuing its e-mail failed.
      logger.error({ err: error, supportRequest: found.id }, 'support answer e-mail failed')
    }
  } else {
    await setSupportStatus(db, { id: found.id, status: input.intent === 'close' ? 'closed' : 'open' })
    notice = input.intent === 'close' ? 'closed' : 'reopened'
  }
  await recordAudit(db, {
    action: 'support.update',
    user,
    target: { type: 'support', id: found.id },
    detail: { intent: input.intent },
    ip: context.clientIp,
  })
  return { result: submission.reply({ resetForm: true }), notice }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function SupportRequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('support')
  const navigation = useNavigation()
  const { request, answers } = loaderData
  const [form, fields] = useForm({
    // a new form once an answer is in the thread: the composer starts empty again
    id: `answer-${answers.length}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(SupportAdminSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SupportAdminSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const NOTICES = { answered: 'admin.answered', closed: 'admin.closed', reopened: 'admin.reopened' } as const
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-6 py-8">
      <div>
        <Link to="/admin/support" className={`text-sm ${linkClass}`}>
          {t('admin.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{request.subject}</h1>
          <SupportStatusBadge status={request.status} />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin.from')}: {request.name} &lt;{request.email}&gt; ·{' '}
          {t('admin.received', { date: formatDateTime(request.createdAt, i18n.language) })}
          {request.courseTitle ? ` · ${t('admin.course')}: ${request.courseTitle}` : ''}
        </p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.notice ? t(NOTICES[actionData.notice]) : ''}
        </p>
      </div>
      <SupportThread message={request.message} createdAt={request.createdAt} answers={answers} />
      <Form method="post" {...getFormProps(form)} key={form.id} className="space-y-3">
        <input type="hidden" name="intent" value="answer" />
        <AdminField field={fields.answer} label={t('admin.newAnswer')}>
          <textarea
            {...getTextareaProps(fields.answer)}
            rows={6}
            maxLength={SUPPORT_LIMITS.answer}
            className={controlClass}
          />
        </AdminField>
        <button type="submit" className={buttonClass}>
          {t('admin.send')}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value={request.status === 'closed' ? 'reopen' : 'close'} />
        <button type="submit" className={secondaryButtonClass}>
          {request.status === 'closed' ? t('admin.reopen') : t('admin.close')}
        </button>
      </Form>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
