import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/event-detail'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { controlClass, dangerButtonClass, linkClass } from '#app/components/admin/styles.ts'
import { DayNav } from '#app/components/events/day-header.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { EventCancelSchema } from '#app/schemas/event.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { cancelEvent, countActiveRegistrations } from '#server/events/event-cancel.server.ts'
import { coachEventOf } from '#server/events/event-day-route.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'events'] }

/** /admin/events/:id: the event at a glance, and cancelling it as a whole. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await coachEventOf(request, params)
  const language = getLocale(request)
  const over = event.endsAt <= new Date().toISOString()
  return {
    title: event.title,
    event: {
      id: event.id,
      slug: event.slug,
      published: event.status === 'published',
      placesTaken: event.placesTaken,
      capacity: event.capacity,
      when: formatSiteDateTime(event.startsAt, language),
      cancelled: event.cancelledAt ? formatSiteDateTime(event.cancelledAt, language) : null,
    },
    canCancel: event.status === 'published' && !event.cancelledAt && !over,
    active: await countActiveRegistrations(db, event.id),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = await coachEventOf(request, params)
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: EventCancelSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { message } = submission.value
  const outcome = await cancelEvent(db, {
    eventId: event.id,
    message,
    origin: publicOrigin(request),
    coach: { admin: user, ip: context.clientIp },
  })
  if (outcome.kind === 'notFound' || outcome.kind === 'over') {
    const error = outcome.kind === 'over' ? 'events:errors.eventOver' : 'events:errors.notPublished'
    return data({ result: submission.reply({ formErrors: [error] }) }, { status: 409 })
  }
  if (outcome.kind === 'cancelled')
    await recordAudit(db, {
      action: 'event.cancel',
      user,
      target: { type: 'event', id: event.id },
      detail: {
        title: event.title,
        registrations: outcome.registrations,
        mails: outcome.mails,
        message: Boolean(message),
      },
      ip: context.clientIp,
    })
  return redirect(`/admin/events/${event.id}`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function EventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { event, canCancel, active } = loaderData
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-bold" lang="es" dir="auto">
        {loaderData.title}
      </h1>
      <DayNav id={event.id} />
      <ul className="space-y-1">
        <li>{event.when}</li>
        <li>{t('events:admin.taken', { taken: event.placesTaken, capacity: event.capacity })}</li>
        <li>{t('events:cancel.active', { n: active })}</li>
        <li>
          {event.cancelled ? (
            <strong>{t('events:cancel.cancelledOn', { date: event.cancelled })}</strong>
          ) : event.published ? (
            t('events:cancel.goesAhead')
          ) : (
            t('events:cancel.draft')
          )}
        </li>
        {event.published ? (
          <li>
            <Link to={`/eventos/${event.slug}`} className={linkClass}>
              {t('events:cancel.publicPage')}
            </Link>
          </li>
        ) : null}
      </ul>
      {canCancel ? <CancelEventForm active={active} result={actionData?.result} /> : null}
    </main>
  )
}

function CancelEventForm({
  active,
  result,
}: {
  active: number
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'event-cancel',
    lastResult: navigation.state === 'idle' ? result : undefined,
    constraint: getZodConstraint(EventCancelSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventCancelSchema }),
    // Checked again as the box is ticked, not when it loses focus: a revalidation on blur removed
    // the error above the button between the press and the release, and the click missed it.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <section
      aria-labelledby="event-cancel-title"
      className="max-w-2xl space-y-3 rounded-xl border border-red-300 p-4 dark:border-red-800"
    >
      <h2 id="event-cancel-title" className="text-xl font-bold">
        {t('events:cancel.title')}
      </h2>
      <p>{t('events:cancel.explain', { n: active })}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <FieldErrorList id={form.errorId} errors={form.errors} />
        <AdminField
          field={fields.message}
          label={t('events:cancel.message')}
          hint={t('events:cancel.messageHint')}
        >
          <textarea {...getTextareaProps(fields.message)} rows={5} className={controlClass} />
        </AdminField>
        <div className="space-y-1">
          <label className="flex items-start gap-2">
            <input {...getInputProps(fields.confirm, { type: 'checkbox' })} className="mt-1 size-4" />
            <span>{t('events:cancel.confirm', { n: active })}</span>
          </label>
          <FieldErrorList id={fields.confirm.errorId} errors={fields.confirm.errors} />
        </div>
        <button type="submit" className={dangerButtonClass}>
          {t('events:cancel.submit')}
        </button>
      </Form>
    </section>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
