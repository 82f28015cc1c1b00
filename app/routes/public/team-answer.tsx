import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/team-answer'
import { FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass } from '#app/components/admin/styles.ts'
import { ANSWER_LABEL, KIND_LABEL } from '#app/components/teams/calendar-labels.ts'
import { AnswerReasonField } from '#app/components/teams/event-answer-form.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { LinkAnswerSchema } from '#app/schemas/team-answers.ts'
import { titleMeta } from '#app/site.ts'
import { db } from '#server/db/db.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'
import { limits } from '#server/rate-limit/limits.server.ts'
import { retryAfterHeaders } from '#server/rate-limit/retry-after.server.ts'
import { appLimiter } from '#server/rate-limit/shared.server.ts'
import { answerByLink, findLinkAnswer } from '#server/teams/answer-link.server.ts'

export const handle: I18nHandle = { i18n: ['teamAnswers', 'teamCalendar', 'admin'] }

/** A token tried too often from one address: the same page for GET and POST, with its Retry-After. */
async function limited(ip: string) {
  const rate = await appLimiter().consume(limits.teamAnswerLink(ip))
  return rate.allowed ? null : { 'Retry-After': String(rate.retryAfterSeconds) }
}

/**
 * /equipos/respuesta/:token: a link of a team reminder mail (docs/decisions/049). No sign-in: the
 * signed token is the secret. A GET changes nothing (mail scanners open links): it shows the event,
 * the player and the answer, with a button that confirms it. A tampered or malformed token, an event
 * that started or was cancelled, a player withdrawn or off the team: the same 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const t = getFixedT(request)
  const retry = await limited(context.clientIp)
  if (retry)
    return data({ title: t('teamAnswers:page.tooMany'), link: null }, { status: 429, headers: retry })
  const found = await findLinkAnswer(db, params.token)
  if (!found) throw data(null, { status: 404 })
  return {
    title: t('teamAnswers:page.title'),
    link: {
      answer: found.answer,
      player: found.playerName,
      team: found.teamName,
      kind: found.kind,
      opponent: found.opponent,
      place: found.place,
      when: formatSiteDateTime(found.startsAt, getLocale(request)),
      current: found.current,
      currentReason: found.currentReason,
    },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const retry = await limited(context.clientIp)
  if (retry) return data({ result: null, done: false, tooMany: true }, { status: 429, headers: retry })
  const submission = parseWithZod(await request.formData(), { schema: LinkAnswerSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), done: false, tooMany: false }, { status: 400 })
  const answered = await answerByLink(db, {
    token: params.token,
    reason: submission.value.reason,
    ip: context.clientIp,
  })
  if (!answered) throw data(null, { status: 404 })
  return { result: submission.reply(), done: true, tooMany: false }
}

export const headers = retryAfterHeaders

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...titleMeta(data?.title, matches),
  { name: 'robots', content: 'noindex' },
]

export default function TeamAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { title, link } = loaderData
  const [form, fields] = useForm({
    id: 'link-answer',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    defaultValue: { reason: link?.currentReason ?? '' },
    constraint: getZodConstraint(LinkAnswerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LinkAnswerSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  if (!link || actionData?.tooMany)
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 pt-10 pb-16">
        <h1 className="text-2xl font-bold">{t('teamAnswers:page.tooMany')}</h1>
        <p>{t('teamAnswers:page.tryLater')}</p>
      </main>
    )
  const what =
    link.kind === 'match'
      ? t('teamAnswers:page.match', { opponent: link.opponent ?? '' })
      : t(KIND_LABEL.training)
  const answer = t(ANSWER_LABEL[link.answer])
  return (
    <main className="mx-auto max-w-xl space-y-5 px-4 pt-10 pb-16">
      <h1 className="text-2xl font-bold">{title}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t('teamAnswers:page.player')}</dt>
        <dd>{link.player}</dd>
        <dt className="font-semibold">{t('teamAnswers:page.team')}</dt>
        <dd>{link.team}</dd>
        <dt className="font-semibold">{t('teamAnswers:page.event')}</dt>
        <dd>{what}</dd>
        <dt className="font-semibold">{t('teamAnswers:page.when')}</dt>
        <dd>{link.when}</dd>
        <dt className="font-semibold">{t('teamAnswers:page.place')}</dt>
        <dd>{link.place}</dd>
        <dt className="font-semibold">{t('teamAnswers:page.current')}</dt>
        <dd>{link.current ? t(ANSWER_LABEL[link.current]) : t('teamCalendar:account.none')}</dd>
      </dl>
      <p role="status" className="min-h-6 font-medium text-emerald-800 dark:text-emerald-300">
        {actionData?.done ? t('teamAnswers:page.saved', { answer }) : ''}
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FieldErrorList id={form.errorId} errors={form.errors} />
        <AnswerReasonField field={fields.reason} />
        <button type="submit" className={`${buttonClass} min-h-12`}>
          {t('teamAnswers:page.confirm', { answer })}
        </button>
      </Form>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
