import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { controlClass, secondaryButtonClass } from '#app/components/admin/styles.ts'
import { sessionWhen } from '#app/calendar/session-time.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import {
  AnswerSchema,
  answerFormKey,
  CALENDAR_LIMITS,
  teamAnswers,
  type TeamAnswerValue,
} from '#app/schemas/team-calendar.ts'
import { ANSWER_LABEL, KIND_LABEL } from './calendar-labels.ts'

export interface PlayerTeamEvent {
  eventId: number
  playerId: number
  teamName: string
  kind: 'training' | 'match'
  opponent: string | null
  place: string
  startsAt: string
  cancelledAt: string | null
  answer: TeamAnswerValue | null
  reason: string | null
}

/** The optional reason of an answer: on this form and on a reminder link's page. */
export function AnswerReasonField({ field }: { field: FieldMetadata<string | null> }) {
  const { t } = useTranslation()
  return (
    <AdminField field={field} label={t('teamCalendar:account.reason')}>
      <input
        {...getInputProps(field, { type: 'text' })}
        maxLength={CALENDAR_LIMITS.reason}
        className={controlClass}
      />
    </AdminField>
  )
}

export { answerFormKey }

/**
 * A guardian's answer for one child to one team event: available, not available or maybe, with an
 * optional reason. What was recorded is shown and preselected, so changing it is the same form.
 */
export function EventAnswerForm({
  event,
  name,
  timeZone,
  lastResult,
}: {
  event: PlayerTeamEvent
  name: string
  timeZone: string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t, i18n } = useTranslation()
  const navigation = useNavigation()
  const key = answerFormKey(event)
  const [form, fields] = useForm({
    id: key,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    defaultValue: { reason: event.reason ?? '' },
    constraint: getZodConstraint(AnswerSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AnswerSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const when = sessionWhen(event.startsAt, i18n.language, timeZone)
  const what = `${t(KIND_LABEL[event.kind])}${
    event.opponent ? ` ${t('teamCalendar:calendar.against', { opponent: event.opponent })}` : ''
  }`
  if (event.cancelledAt)
    return (
      <p className="text-sm">
        {when} · {what} · {t('teamCalendar:calendar.cancelled')}
      </p>
    )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="eventId" value={event.eventId} />
      <input type="hidden" name="playerId" value={event.playerId} />
      <fieldset
        className="space-y-2"
        aria-describedby={fields.answer.errors ? fields.answer.errorId : undefined}
      >
        <legend className="font-semibold">
          {t('teamCalendar:account.legend', { name, team: event.teamName, what, when })}
        </legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {event.place} ·{' '}
          {event.answer
            ? t('teamCalendar:account.current', { answer: t(ANSWER_LABEL[event.answer]) })
            : t('teamCalendar:account.none')}
        </p>
        <div className="flex flex-wrap gap-4">
          {teamAnswers.map((answer) => (
            <label key={answer} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={fields.answer.name}
                value={answer}
                defaultChecked={event.answer === answer}
                className="size-5"
              />
              {t(ANSWER_LABEL[answer])}
            </label>
          ))}
        </div>
        <FieldErrorList id={fields.answer.errorId} errors={fields.answer.errors} />
      </fieldset>
      <FieldErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <AnswerReasonField field={fields.reason} />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t('teamCalendar:account.save')}
          <span className="sr-only"> {when}</span>
        </button>
      </div>
    </Form>
  )
}
