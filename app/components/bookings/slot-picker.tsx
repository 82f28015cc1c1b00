import { Form, useNavigation } from 'react-router'
import { sessionDay, sessionTime } from '#app/calendar/session-time.ts'
import { useTranslation } from '#app/i18n/react.tsx'

interface Day {
  date: string
  slots: { start: string; end: string }[]
}

/**
 * The free slots of a page of days, one small form per slot (it works without JavaScript): a new
 * booking, or the new time of the booking being moved. Times are the site's wall clock.
 */
export function SlotPicker({ days, timeZone, moving }: { days: Day[]; timeZone: string; moving?: number }) {
  const { t, i18n } = useTranslation('bookings')
  const busy = useNavigation().state === 'submitting'
  if (!days.length) return <p>{t('slots.none')}</p>
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('slots.timeZone', { zone: timeZone })}</p>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="space-y-2">
          <h2 id={`day-${day.date}`} className="text-lg font-semibold first-letter:uppercase">
            {sessionDay(day.slots[0]?.start ?? `${day.date}T12:00:00Z`, i18n.language, timeZone)}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {day.slots.map((slot) => {
              const time = sessionTime(slot.start, i18n.language, timeZone)
              const label = t(moving ? 'slots.moveTo' : 'slots.book', {
                day: sessionDay(slot.start, i18n.language, timeZone),
                time,
              })
              return (
                <li key={slot.start}>
                  <Form method="post">
                    <input type="hidden" name="intent" value={moving ? 'reschedule' : 'book'} />
                    <input type="hidden" name="start" value={slot.start} />
                    {moving ? <input type="hidden" name="bookingId" value={moving} /> : null}
                    <button
                      type="submit"
                      aria-label={label}
                      disabled={busy}
                      className="min-h-11 rounded-lg border border-emerald-700 px-4 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60 dark:border-emerald-400 dark:text-emerald-200 dark:hover:bg-emerald-950"
                    >
                      {time}
                    </button>
                  </Form>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
