import type { Route } from './+types/event-attendance'
import { DayNav } from '#app/components/events/day-header.tsx'
import { questionLabel } from '#app/components/events/event-labels.ts'
import { PrintButton } from '#app/components/sessions/print-button.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { titleMeta } from '#app/site.ts'
import { db } from '#server/db/db.server.ts'
import { confirmedOf, listRegistrations } from '#server/events/event-day.server.ts'
import { coachEventOf } from '#server/events/event-day-route.server.ts'
import { formatSiteDateTime } from '#server/events/event-format.server.ts'
import { getFixedT, getLocale } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'events', 'sessions'] }

/** The columns worth having on paper at the pitch (when the event asks them). */
const SHEET_QUESTIONS = ['birthYear', 'guardianPhone', 'medicalNotes', 'photoConsent'] as const

/** A printable A4 attendance sheet: confirmed participants, key answers and a box to tick. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { event } = await coachEventOf(request, params)
  const people = confirmedOf(await listRegistrations(db, event.id))
  return {
    title: getFixedT(request)('events:day.attendanceTitle', { title: event.title }),
    event: { ...event, when: formatSiteDateTime(event.startsAt, getLocale(request)) },
    columns: SHEET_QUESTIONS.filter((q) => event.questions.includes(q)),
    people: people.map((row) => ({ id: row.id, participant: row.participant, answers: row.answers })),
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

export default function EventAttendance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { event, columns, people } = loaderData
  const cell = 'border border-slate-400 p-1.5 text-start align-top'
  return (
    <main className="mx-auto max-w-4xl space-y-4 bg-white px-4 py-8 text-slate-900 print:p-0 dark:bg-slate-950 dark:text-slate-100">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <DayNav id={event.id} />
        <PrintButton />
      </div>
      <header>
        <h1 className="text-xl font-bold">{loaderData.title}</h1>
        <p>
          {event.when} · {event.place}
        </p>
      </header>
      <table className="w-full border-collapse text-sm break-inside-auto">
        <thead>
          <tr>
            <th scope="col" className={cell}>
              #
            </th>
            <th scope="col" className={cell}>
              {t('events:day.participant')}
            </th>
            {columns.map((q) => (
              <th key={q} scope="col" className={cell}>
                {t(questionLabel[q])}
              </th>
            ))}
            <th scope="col" className={`${cell} w-20`}>
              {t('events:day.present')}
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => (
            <tr key={person.id} className="break-inside-avoid">
              <td className={cell}>{index + 1}</td>
              <th scope="row" className={`${cell} font-medium`}>
                {person.participant}
              </th>
              {columns.map((q) => (
                <td key={q} className={cell}>
                  {String(person.answers[q] ?? '')}
                </td>
              ))}
              <td className={cell} />
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
