import { formatDate, formatNumber } from '#app/i18n/format.ts'
import type { Language } from '#app/i18n/languages.ts'
import { siteTimeZone } from './event-fields.server.ts'
import type { EventDay } from './event-fields.server.ts'

/**
 * Event times as the visitor reads them: in their language's format, at the site's wall clock
 * (a camp in Madrid starts at 10:00 Madrid time whatever the reader's zone), formatted in the
 * loader so the HTML and the hydrated page agree.
 */
export const formatInSite = (iso: string, language: Language | string, options: Intl.DateTimeFormatOptions) =>
  formatDate(iso, language, { ...options, timeZone: siteTimeZone() })

export const formatSiteDateTime = (iso: string, language: Language | string) =>
  formatInSite(iso, language, { dateStyle: 'medium', timeStyle: 'short' })

/** "sábado, 4 de julio de 2026 · 10:00–13:00" per day. */
export const formatDays = (days: EventDay[], language: Language | string) =>
  days.map((day) => ({
    start: day.start,
    end: day.end,
    date: formatInSite(day.start, language, { dateStyle: 'full' }),
    hours: `${formatInSite(day.start, language, { timeStyle: 'short' })}–${formatInSite(day.end, language, { timeStyle: 'short' })}`,
  }))

/** "25,00 €", or undefined for a free event. */
export const formatPrice = (cents: number, currency: string, language: Language | string) =>
  cents > 0 ? formatNumber(cents / 100, language, { style: 'currency', currency }) : undefined
