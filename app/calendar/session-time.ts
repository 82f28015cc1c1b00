import { formatDate } from '#app/i18n/format.ts'
import type { Language } from '#app/i18n/languages.ts'

/**
 * A session's day and hours as the reader's language writes them, on the site's wall clock (the
 * coach's time zone), so the server's HTML, the hydrated page and the e-mails print the same.
 */
export const sessionDay = (iso: string, language: Language | string, timeZone: string) =>
  formatDate(iso, language, { timeZone, weekday: 'long', day: 'numeric', month: 'long' })

export const sessionTime = (iso: string, language: Language | string, timeZone: string) =>
  formatDate(iso, language, { timeZone, hour: '2-digit', minute: '2-digit' })

export const sessionWhen = (start: string, language: Language | string, timeZone: string) =>
  formatDate(start, language, { timeZone, dateStyle: 'full', timeStyle: 'short' })
