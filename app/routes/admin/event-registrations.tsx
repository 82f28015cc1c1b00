import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/event-registrations'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass, controlClass, linkClass } from '#app/components/admin/styles.ts'
import { DayNav } from '#app/components/events/day-header.tsx'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { questionLabel, registrationStatusLabel } from '#app/components/events/event-labels.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { EventMessageSchema } from '#app/schemas/event.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { db } from '#server/db/db.server.ts'
import { listEventMessages, listRegistrations, messageRegistered } from '#server/events/event-day.server.ts'
import { coachEventOf } from '#server/events/event-day-route.server.ts'
import { publicOrigin } from '#server/http/origin.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'events'] }

/** An event's registrations with their answers, the CSV export and a message to everyone registered. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await coachEventOf(request, params)
  return {
    title: getFixedT(request)('events:day.registrationsTitle', { title: event.title }),
    event,
    registrations: await listRegistrations(db, event.id),
    messages: (await listEventMessages(db, event.id)).map((message) => ({
      ...message,
      at: formatSiteDateTime(message.sentAt, getLocale(request)),
    })),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, event } = await coachEventOf(request, params)
  assertSameOrigin(request)
  const submission = parseWithZod(await request.formData(), { schema: EventMessageSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const count = await messageRegistered(db, {
    eventId: event.id,
    ...submission.value,
    origin: publicOrigin(request),
  })
  await recordAudit(db, {
    action: 'event.message',
    user,
    target: { type: 'event', id: event.id },
    detail: { subject: submission.value.subject, recipients: count },
    ip: context.clientIp,
  })
  return { result: submission.reply({ resetForm: true }), sent: count }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function EventRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { event, registrations, messages } = loaderData
  const [form, fields] = useForm({
    id: 'event-message',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(EventMessageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventMessageSchema }),
    shouldValidate: 'onBlur',
  })
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <DayNav id={event.id} />
      <p>
        {t('events:admin.taken', { taken: event.placesTaken, capacity: event.capacity })} ·{' '}
        <a href={`/admin/events/${event.id}/registrations.csv`} className={linkClass}>
          {t('events:day.csv')}
        </a>
      </p>
      <ScrollRegion label={t('events:day.registrations')}>
        <table className="min-w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="p-2 text-start">
                {t('events:day.participant')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('events:day.account')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('events:day.status')}
              </th>
              {event.questions.map((q) => (
                <th key={q} scope="col" className="p-2 text-start">
                  {t(questionLabel[q])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {registrations.map((row) => (
              <tr key={row.id} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="p-2 text-start font-medium">
                  {row.participant}
                </th>
                <td className="p-2">{row.email}</td>
                <td className="p-2">{t(registrationStatusLabel[row.status])}</td>
                {event.questions.map((q) => (
                  <td key={q} className="p-2">
                    {String(row.answers[q] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {registrations.length ? null : <p className="p-2">{t('events:day.none')}</p>}
      </ScrollRegion>
      <section aria-labelledby="event-message-title" className="max-w-2xl space-y-3">
        <h2 id="event-message-title" className="text-xl font-bold">
          {t('events:day.messageTitle')}
        </h2>
        <p role="status">
          {actionData && 'sent' in actionData ? t('events:day.messageSent', { n: actionData.sent }) : ''}
        </p>
        <Form method="post" {...getFormProps(form)} className="space-y-3">
          <input type="hidden" name="intent" value="message" />
          <FieldErrorList id={form.errorId} errors={form.errors} />
          <AdminField field={fields.subject} label={t('events:day.subject')}>
            <input {...getInputProps(fields.subject, { type: 'text' })} className={controlClass} />
          </AdminField>
          <AdminField field={fields.body} label={t('events:day.body')}>
            <textarea {...getTextareaProps(fields.body)} rows={6} className={controlClass} />
          </AdminField>
          <button type="submit" className={buttonClass}>
            {t('events:day.send')}
          </button>
        </Form>
        {messages.length ? (
          <ul className="space-y-1 text-sm">
            {messages.map((message) => (
              <li key={message.id}>
                {t('events:day.messageLine', {
                  at: message.at,
                  subject: message.subject,
                  n: message.recipients,
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
