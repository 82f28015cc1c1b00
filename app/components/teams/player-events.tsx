import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { answerFormKey, EventAnswerForm, type PlayerTeamEvent } from './event-answer-form.tsx'

export type AnswerActionData = { form?: string; result: SubmissionResult<string[]> } | undefined

/**
 * One player's coming team events, each with the answer form (/account/players lists every child's,
 * /account/players/:id one child's). `answered` is the action's reply, shown under the form it names.
 */
export function PlayerEvents({
  name,
  events,
  timeZone,
  answered,
}: {
  name: string
  events: PlayerTeamEvent[]
  timeZone: string
  answered: AnswerActionData
}) {
  const { t } = useTranslation()
  return (
    <ul aria-label={t('teamCalendar:account.of', { name })} className="space-y-3">
      {events.map((event) => (
        <li
          key={answerFormKey(event)}
          className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <EventAnswerForm
            event={event}
            name={name}
            timeZone={timeZone}
            lastResult={answered?.form === answerFormKey(event) ? answered.result : undefined}
          />
        </li>
      ))}
    </ul>
  )
}
