import { instantOf, wallTimeOf } from '#app/calendar/zoned-time.ts'
import { eventQuestions, type EventQuestions } from '#app/schemas/event-values.ts'
import { env } from '../env.server.ts'

/** How an event's JSON columns are stored and read back, and its wall times turned into instants. */

export interface EventDay {
  start: string
  end: string
}

const isDay = (value: unknown): value is EventDay =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EventDay).start === 'string' &&
  typeof (value as EventDay).end === 'string'

/** The stored days, oldest first; anything unreadable is left out. */
export function readDays(stored: string): EventDay[] {
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter(isDay).sort((a, b) => a.start.localeCompare(b.start)) : []
  } catch {
    return []
  }
}

/** The stored questions; an unknown question or mode is dropped. */
export function readQuestions(stored: string): EventQuestions {
  try {
    const value: unknown = JSON.parse(stored)
    if (typeof value !== 'object' || value === null) return {}
    const out: EventQuestions = {}
    for (const question of eventQuestions) {
      const mode = (value as Record<string, unknown>)[question]
      if (mode === 'optional' || mode === 'required') out[question] = mode
    }
    return out
  } catch {
    return {}
  }
}

export const siteTimeZone = () => env().SITE_TIME_ZONE

/** The instant of a wall date and time in the site's zone (undefined: malformed or skipped by the clock). */
export const siteInstant = (date: string, time: string) =>
  instantOf({ date, time }, siteTimeZone())?.toISOString()

/** An instant as the site's wall clock shows it, for the editor's date and time inputs. */
export const siteWall = (iso: string) => wallTimeOf(new Date(iso), siteTimeZone())
