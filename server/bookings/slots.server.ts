import { addDays, instantOf, isoWeekday, wallTimeOf } from '#app/calendar/zoned-time.ts'

/**
 * Free slots of a kind of session: the coach's weekly hours, replaced on the dates that have
 * exceptions, cut into starts every SLOT_STEP_MINUTES of wall time, minus what is too soon (notice)
 * or too far (horizon), minus every start whose session and buffer would touch a claimed
 * five-minute block. Pure: the caller reads hours, exceptions and claims from the database.
 */

export const CLAIM_MINUTES = 5
export const SLOT_STEP_MINUTES = 30
const MINUTE = 60_000

export interface Hours {
  weekday: number
  startTime: string
  endTime: string
}

export interface ExceptionHours {
  date: string
  startTime: string | null
  endTime: string | null
}

export interface KindRules {
  durationMinutes: number
  bufferMinutes: number
  horizonDays: number
  noticeHours: number
}

export interface Slot {
  start: string
  end: string
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const pad = (value: number) => String(value).padStart(2, '0')

/** The instant of a wall date and minute of the day (1440 is the next midnight). */
function instantAt(date: string, minutes: number, timeZone: string) {
  const day = minutes >= 1440 ? addDays(date, 1) : date
  const rest = minutes % 1440
  return instantOf({ date: day, time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` }, timeZone)
}

/** The hours of one date: its exceptions if it has any (none with times: a day off), else its weekday's. */
export function hoursOn(date: string, weekly: Hours[], exceptions: ExceptionHours[]) {
  const own = exceptions.filter((exception) => exception.date === date)
  if (own.length)
    return own.flatMap((e) =>
      e.startTime && e.endTime ? [{ startTime: e.startTime, endTime: e.endTime }] : [],
    )
  return weekly.filter((rule) => rule.weekday === isoWeekday(date))
}

/** The five-minute blocks (ISO instants) a session starting at `start` occupies, its buffer included. */
export function claimsOf(start: Date, kind: Pick<KindRules, 'durationMinutes' | 'bufferMinutes'>): string[] {
  const blocks = Math.ceil((kind.durationMinutes + kind.bufferMinutes) / CLAIM_MINUTES)
  const first = Math.floor(start.getTime() / (CLAIM_MINUTES * MINUTE)) * CLAIM_MINUTES * MINUTE
  return Array.from({ length: blocks }, (_, i) => new Date(first + i * CLAIM_MINUTES * MINUTE).toISOString())
}

/** Today's date on the site's wall clock. */
export const siteToday = (now: Date, timeZone: string) => wallTimeOf(now, timeZone).date

/** The last wall date one may book on, `horizonDays` after today. */
export const lastBookableDate = (now: Date, timeZone: string, kind: Pick<KindRules, 'horizonDays'>) =>
  addDays(siteToday(now, timeZone), kind.horizonDays)

/** Free slots on the wall dates `from` … `from + days - 1`, oldest first. */
export function freeSlots({
  kind,
  weekly,
  exceptions,
  claimed,
  from,
  days,
  now,
  timeZone,
}: {
  kind: KindRules
  weekly: Hours[]
  exceptions: ExceptionHours[]
  /** Claimed five-minute blocks, ISO instants. */
  claimed: ReadonlySet<string>
  from: string
  days: number
  now: Date
  timeZone: string
}): Slot[] {
  const earliest = now.getTime() + kind.noticeHours * 60 * MINUTE
  const lastDate = lastBookableDate(now, timeZone, kind)
  const slots: Slot[] = []
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(from, offset)
    if (date > lastDate) break
    for (const range of hoursOn(date, weekly, exceptions)) {
      const rangeEnd = instantAt(date, minutesOf(range.endTime), timeZone)
      if (!rangeEnd) continue
      for (
        let m = minutesOf(range.startTime);
        m + kind.durationMinutes <= minutesOf(range.endTime);
        m += SLOT_STEP_MINUTES
      ) {
        const start = instantAt(date, m, timeZone)
        if (!start || start.getTime() < earliest) continue
        const end = new Date(start.getTime() + kind.durationMinutes * MINUTE)
        if (end > rangeEnd) continue
        if (claimsOf(start, kind).some((block) => claimed.has(block))) continue
        slots.push({ start: start.toISOString(), end: end.toISOString() })
      }
    }
  }
  return slots
}
