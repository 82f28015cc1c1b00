/**
 * Wall-clock times in the site's time zone (SITE_TIME_ZONE) and the instants they name. The coach
 * sets an event's day and hours, or a week's availability, as a clock on the wall reads them; the
 * database keeps instants (ISO 8601, UTC), so a visitor anywhere sees the right moment and a
 * calendar file carries it without a time-zone table.
 */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM, 24 hours */
  time: string
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

const formatters = new Map<string, Intl.DateTimeFormat>()
function partsIn(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter)
    formatters.set(
      timeZone,
      (formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })),
    )
  return formatter
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The wall clock of `timeZone` at an instant. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    partsIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** Minutes the wall clock of `timeZone` is ahead of UTC at an instant (120 in Madrid's summer). */
function offsetMinutes(instant: number, timeZone: string) {
  const { date, time } = wallTimeOf(new Date(instant), timeZone)
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/**
 * The instant a wall clock of `timeZone` shows `wall`, or undefined for a malformed value or a time
 * the clock skips (the hour lost when summer time starts). A time the clock shows twice (the hour
 * repeated when it ends) is its first occurrence.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | undefined {
  const day = DATE.exec(wall.date)
  if (!day || !TIME.test(wall.time)) return undefined
  const asUtc = Date.parse(`${wall.date}T${wall.time}:00Z`)
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 10) !== wall.date) return undefined
  const twelveHours = 12 * 3_600_000
  const candidates = [
    offsetMinutes(asUtc - twelveHours, timeZone),
    offsetMinutes(asUtc + twelveHours, timeZone),
  ]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => {
      const shown = wallTimeOf(new Date(instant), timeZone)
      return shown.date === wall.date && shown.time === wall.time
    })
    .sort((a, b) => a - b)
  return candidates.length ? new Date(candidates[0] as number) : undefined
}

/** The wall date `days` after `date` (YYYY-MM-DD), by the calendar, whatever the clock does. */
export function addDays(date: string, days: number): string {
  const next = new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000)
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`
}

/** Day of the week of a wall date: 1 Monday … 7 Sunday (ISO 8601). */
export function isoWeekday(date: string): number {
  const day = new Date(Date.parse(`${date}T12:00:00Z`)).getUTCDay()
  return day === 0 ? 7 : day
}
