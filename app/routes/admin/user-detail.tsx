import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, href, Link, useNavigation } from 'react-router'
import type { Route } from './+types/user-detail'
import { AdminField } from '#app/components/admin/editor-parts.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import { FormAlert } from '#app/components/auth/fields.tsx'
import { PersonStatusBadge, ROLE_LABEL } from '#app/components/people/people-list.tsx'
import { PersonCertificates, PersonCourses, PersonSessions } from '#app/components/people/person-records.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PersonActionSchema, SUSPEND_REASON_MAX, type PersonAction } from '#app/schemas/people.ts'
import { titleMeta } from '#app/site.ts'
import type { AuditAction } from '#app/schemas/audit.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { db } from '#server/db/db.server.ts'
import { changePerson, findPerson } from '#server/people/people.server.ts'
import { listConsents } from '#server/privacy/consents.server.ts'
import { PersonConsents } from '#app/components/privacy/person-consents.tsx'

export const handle: I18nHandle = { i18n: ['people', 'certificates', 'privacy'] }

/** better-auth's ids are short random strings; anything else cannot be an account. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/

async function personOf(params: { id: string }) {
  const person = USER_ID.test(params.id) ? await findPerson(db, params.id) : null
  if (!person) throw data(null, { status: 404 })
  return person
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, 'admin')
  const person = await personOf(params)
  const fullName = [person.name, person.lastName].filter(Boolean).join(' ')
  const consents = await listConsents(db, person.id)
  return { title: fullName || person.email, person, consents, self: person.id === user.id }
}

const AUDITED: Record<PersonAction['intent'], AuditAction> = {
  role: 'user.roleChange',
  suspend: 'user.suspend',
  unsuspend: 'user.unsuspend',
  endSessions: 'user.sessionsEnd',
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const person = await personOf(params)
  const submission = parseWithZod(await request.formData(), { schema: PersonActionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), notice: null }, { status: 400 })
  const outcome = await changePerson(db, { actorId: user.id, person, action: submission.value })
  if (outcome.kind === 'refused')
    return data(
      { result: submission.reply({ formErrors: [`people:errors.${outcome.reason}`] }), notice: null },
      { status: 403 },
    )
  await recordAudit(db, {
    action: AUDITED[outcome.change],
    user,
    target: { type: 'user', id: person.id },
    detail: outcome.detail,
    ip: context.clientIp,
  })
  return { result: submission.reply({ resetForm: true }), notice: outcome.change }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const NOTICES = {
  role: 'people:notices.role',
  suspend: 'people:notices.suspend',
  unsuspend: 'people:notices.unsuspend',
  endSessions: 'people:notices.endSessions',
} as const

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('people')
  const { person, self } = loaderData
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'suspend',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(PersonActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PersonActionSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <Link to={href('/admin/users')} className={`text-sm ${linkClass}`}>
          {t('detail.back')}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">{loaderData.title}</h1>
          <PersonStatusBadge status={person.status} />
        </div>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">
          {person.email} · {t(ROLE_LABEL[person.role])} ·{' '}
          {t('detail.joined', { date: formatDate(person.createdAt, i18n.language) })}
        </p>
        <Link
          to={`${href('/admin/audit')}?${new URLSearchParams({ email: person.email })}`}
          className={`text-sm ${linkClass}`}
        >
          {t('detail.activity')}
        </Link>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
        {actionData?.notice ? t(NOTICES[actionData.notice]) : ''}
      </p>
      <FormAlert errors={form.errors} />
      {self ? (
        <p className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
          {t('detail.self')}{' '}
          <Link to={href('/account-settings')} className={linkClass}>
            {t('detail.ownAccount')}
          </Link>
        </p>
      ) : (
        <section
          aria-labelledby="person-manage"
          className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 id="person-manage" className="text-lg font-semibold">
            {t('detail.manage')}
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="role" />
            <div>
              <label htmlFor="person-role" className="mb-1 block text-sm font-medium">
                {t('detail.role')}
              </label>
              <select id="person-role" name="role" defaultValue={person.role} className={controlClass}>
                <option value="user">{t(ROLE_LABEL.user)}</option>
                <option value="admin">{t(ROLE_LABEL.admin)}</option>
              </select>
            </div>
            <button type="submit" className={secondaryButtonClass}>
              {t('detail.changeRole')}
            </button>
          </Form>
          {person.status === 'suspended' ? (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="unsuspend" />
              <p className="text-sm">
                {person.banReason
                  ? t('detail.suspendedFor', { reason: person.banReason })
                  : t('detail.suspended')}
              </p>
              <button type="submit" className={buttonClass}>
                {t('detail.unsuspend')}
              </button>
            </Form>
          ) : (
            <Form method="post" {...getFormProps(form)} className="space-y-2">
              <input type="hidden" name="intent" value="suspend" />
              <AdminField field={fields.reason} label={t('detail.reason')} hint={t('detail.reasonHint')}>
                <textarea
                  {...getTextareaProps(fields.reason)}
                  rows={3}
                  maxLength={SUSPEND_REASON_MAX}
                  className={controlClass}
                />
              </AdminField>
              <button type="submit" className={dangerButtonClass}>
                {t('detail.suspend')}
              </button>
            </Form>
          )}
        </section>
      )}
      <PersonCourses courses={person.courses} />
      <PersonCertificates certificates={person.certificates} />
      <PersonConsents consents={loaderData.consents} />
      <PersonSessions sessions={person.sessions}>
        {self ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="endSessions" />
            <button type="submit" className={secondaryButtonClass} disabled={!person.sessions.length}>
              {t('detail.endSessions', { total: person.sessions.length })}
            </button>
          </Form>
        )}
      </PersonSessions>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
