import { expect, test } from 'vitest'
import { formatDate, formatNumber, formatRelative } from './format.ts'

test('dates in each language, Arabic through its BCP 47 tag, bad input as empty text', () => {
  const iso = '2026-03-05T23:30:00.000Z'
  expect(formatDate(iso, 'es')).toBe('5 de marzo de 2026')
  expect(formatDate(iso, 'de')).toBe('5. März 2026')
  expect(formatDate(iso, 'ae')).toBe(
    new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
  )
  expect(formatDate(iso, 'xx')).toBe('March 5, 2026')
  expect(formatDate('not a date', 'es')).toBe('')
  expect(formatDate(null, 'es')).toBe('')
})

test('numbers and relative times follow the language', () => {
  expect(formatNumber(1234.5, 'de')).toBe('1.234,5')
  expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
  const now = Date.parse('2026-03-10T12:00:00Z')
  expect(formatRelative('2026-03-07T12:00:00Z', 'es', now)).toBe('hace 3 días')
  expect(formatRelative('2026-03-10T11:00:00Z', 'en', now)).toBe('1 hour ago')
})
