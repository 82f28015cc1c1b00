import { fallbackLanguage, htmlLang, toLanguage, type Language } from './languages.ts'

/**
 * Dates and numbers through `Intl`, in the interface language (Arabic `ae` formats as `ar`).
 * Pass `i18n.language` (components) or the loader's locale; unknown codes format in English.
 * Dates arrive as ISO 8601 strings (loaders never send Date objects); an invalid one gives ''.
 */
const tagOf = (language: Language | string) => htmlLang(toLanguage(language) ?? fallbackLanguage)

/**
 * Building an `Intl` formatter costs far more than formatting with it (a post card list built one
 * per date), so each formatter is made once per language and options and then reused.
 */
function memoised<F>(make: (tag: string, options: object | undefined) => F) {
  const made = new Map<string, F>()
  return (language: Language | string, options?: object) => {
    const tag = tagOf(language)
    const key = `${tag}|${options === undefined ? '' : JSON.stringify(options)}`
    let formatter = made.get(key)
    if (!formatter) made.set(key, (formatter = make(tag, options)))
    return formatter
  }
}

const dateFormatter = memoised((tag, options) => new Intl.DateTimeFormat(tag, options))
const numberFormatter = memoised((tag, options) => new Intl.NumberFormat(tag, options))
const relativeFormatter = memoised((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }))

export function formatDate(
  iso: string | null | undefined,
  language: Language | string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  // A fixed time zone so the server's HTML and the browser's hydration print the same day.
  return dateFormatter(language, { timeZone: 'UTC', ...options }).format(date)
}

export const formatDateTime = (iso: string | null | undefined, language: Language | string) =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' })

export function formatNumber(
  value: number,
  language: Language | string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormatter(language, options).format(value)
}

/** A file's size in megabytes, one decimal, at least 0.1 ("2,4 MB"). */
export const formatMegabytes = (bytes: number, language: Language | string) =>
  formatNumber(Math.max(0.1, bytes / 1024 / 1024), language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  })

/** "3 days ago", "in 2 hours": the largest unit that fits, for lists of recent items. */
export function formatRelative(iso: string, language: Language | string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  if (Number.isNaN(seconds)) return ''
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ]
  const format = relativeFormatter(language)
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  return format.format(seconds, 'second')
}

/** The `Intl` locale tag for a language, e.g. for `toLocaleString` or `Intl.Collator`. */
export const intlLocale = tagOf
