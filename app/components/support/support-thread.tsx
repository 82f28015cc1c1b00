import { useTranslation } from '#app/i18n/react.tsx'
import { formatDateTime } from '#app/i18n/format.ts'

interface ThreadAnswer {
  id: number
  body: string
  createdAt: string
}

/** A support request as a conversation: the message, then every answer in the order given. */
export function SupportThread({
  message,
  createdAt,
  answers,
}: {
  message: string
  createdAt: string
  answers: ThreadAnswer[]
}) {
  const { t, i18n } = useTranslation('support')
  const entries = [
    {
      key: 'message',
      body: message,
      heading: t('thread.messageOn', { date: formatDateTime(createdAt, i18n.language) }),
      answer: false,
    },
    ...answers.map((answer) => ({
      key: `answer-${answer.id}`,
      body: answer.body,
      heading: t('thread.answerOn', { date: formatDateTime(answer.createdAt, i18n.language) }),
      answer: true,
    })),
  ]
  return (
    <ol aria-label={t('thread.title')} className="space-y-3">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={`rounded-xl p-3 text-sm ${
            entry.answer
              ? 'ms-6 bg-emerald-50 dark:bg-emerald-950/50'
              : 'me-6 border border-slate-200 dark:border-slate-800'
          }`}
        >
          <p className="font-semibold">{entry.heading}</p>
          <p className="whitespace-pre-line">{entry.body}</p>
        </li>
      ))}
    </ol>
  )
}
