import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '#app/i18n/react.tsx'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/course-certificates'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { CERTIFICATE_LIMITS, CertificateAdminSchema } from '#app/schemas/certificates.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import {
  certificatesOfCourse,
  issueCertificate,
  revokeCertificate,
} from '#server/courses/certificates.server.ts'
import { courseOfParams } from '#server/courses/courses-admin.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses', 'certificates'] }

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const t = getFixedT(request)
  const course = await courseOfParams(db, params)
  const certificates = (await certificatesOfCourse(db, course.id)).map((row) => ({
    id: row.id,
    learner: row.text.learner,
    email: row.email,
    issuedAt: row.issuedAt,
    verificationCode: row.verificationCode,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
  }))
  return { title: `${t('certificates:admin.title')} · ${course.title}`, course, certificates }
}

type Outcome = 'issued' | 'reissued' | 'alreadyHeld' | 'revoked'

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const course = await courseOfParams(db, params)
  const submission = parseWithZod(await request.formData(), { schema: CertificateAdminSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), outcome: null as Outcome | null }, { status: 400 })
  const input = submission.value
  const audit = (detail: Record<string, string>) =>
    recordAudit(db, {
      action: 'course.access',
      user,
      target: { type: 'course', id: course.id },
      detail,
      ip: context.clientIp,
    })
  if (input.intent === 'issue') {
    const learner = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst()
    if (!learner)
      return data(
        {
          result: submission.reply({ fieldErrors: { email: ['certificates:errors.unknownUser'] } }),
          outcome: null,
        },
        { status: 400 },
      )
    const outcome = await issueCertificate(db, { userId: learner.id, courseId: course.id, reissue: true })
    if (outcome === 'notFound') throw data(null, { status: 404 })
    if (outcome !== 'alreadyHeld') await audit({ intent: 'issueCertificate', learner: input.email })
    return { result: submission.reply({ resetForm: true }), outcome }
  }
  const revoked = await revokeCertificate(db, {
    id: input.certificateId,
    courseId: course.id,
    reason: input.reason,
  })
  if (!revoked) throw data(null, { status: 404 })
  await audit({ intent: 'revokeCertificate', certificate: input.certificateId, reason: input.reason })
  return { result: submission.reply({ resetForm: true }), outcome: 'revoked' as const }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function CourseCertificates({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const { course, certificates } = loaderData
  const [form, fields] = useForm({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(CertificateAdminSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CertificateAdminSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const section = 'space-y-3 rounded-xl border border-slate-200 p-5 dark:border-slate-800'
  // A revoke form is one of many small forms: its refusal is said above the list.
  const revokeErrors = actionData?.result?.error?.reason ?? actionData?.result?.error?.certificateId
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-6 py-8">
      <div>
        <Link to={`/admin/courses/${course.id}/access`} className={`text-sm ${linkClass}`}>
          {t('certificates:admin.back')}
        </Link>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {actionData?.outcome ? t(`certificates:admin.outcome.${actionData.outcome}`) : ''}
        </p>
        {revokeErrors?.length ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {revokeErrors.map((error) => t(error)).join(' ')}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="issue" className={section}>
        <h2 id="issue" className="text-lg font-semibold">
          {t('certificates:admin.issueTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('certificates:admin.issueHint')}</p>
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="issue" />
          <div className="min-w-64 flex-1">
            <AdminField field={fields.email} label={t('certificates:admin.email')}>
              <input {...getInputProps(fields.email, { type: 'email' })} className={controlClass} />
            </AdminField>
          </div>
          <button type="submit" className={buttonClass}>
            {t('certificates:admin.issue')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="issued" className={section}>
        <h2 id="issued" className="text-lg font-semibold">
          {t('certificates:admin.title')}
        </h2>
        {certificates.length ? (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">
                    {certificate.learner}
                    {certificate.email ? <> &lt;{certificate.email}&gt;</> : null}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('certificates:admin.issuedAt')}: {formatDate(certificate.issuedAt, i18n.language)} ·{' '}
                    <Link
                      to={`/certificados/verificar/${certificate.verificationCode}`}
                      className={linkClass}
                    >
                      {t('certificates:account.verify')}
                    </Link>{' '}
                    ·{' '}
                    {certificate.revokedAt
                      ? t('certificates:admin.revokedOn', {
                          date: formatDate(certificate.revokedAt, i18n.language),
                          reason: certificate.revokedReason ?? '',
                        })
                      : t('certificates:admin.active')}
                  </p>
                </div>
                {certificate.revokedAt ? null : (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="certificateId" value={certificate.id} />
                    <label className="text-sm">
                      <span className="block font-medium">{t('certificates:admin.reason')}</span>
                      <input
                        name="reason"
                        required
                        maxLength={CERTIFICATE_LIMITS.reason}
                        className={controlClass}
                      />
                    </label>
                    <button type="submit" className={dangerButtonClass}>
                      {t('certificates:admin.revoke')}
                      {/* The visible word first in the name (speech input), then whose certificate it is. */}
                      <span className="sr-only"> {certificate.email ?? certificate.learner}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t('certificates:admin.none')}</p>
        )}
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
