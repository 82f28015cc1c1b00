import type { TFunction } from 'i18next'
import type { PersonRow } from './people.server.ts'

/**
 * A cell a spreadsheet reads as text: quoted, quotes doubled, and a leading = + - @ tab or return
 * prefixed with an apostrophe so a name like "=HYPERLINK(…)" is never run as a formula (OWASP's
 * CSV injection advice).
 */
export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

const COLUMNS = ['name', 'lastName', 'email', 'role', 'status', 'courses', 'createdAt'] as const

/** The users screen as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function peopleCsv(people: PersonRow[], t: TFunction): string {
  const header = COLUMNS.map((column) => csvCell(t(`people:csv.${column}`)))
  const lines = people.map((person) =>
    [
      person.name,
      person.lastName ?? '',
      person.email,
      t(`people:roles.${person.role}`),
      t(`people:status.${person.status}`),
      person.courses,
      person.createdAt,
    ].map(csvCell),
  )
  return `\uFEFF${[header, ...lines].map((cells) => cells.join(',')).join('\r\n')}\r\n`
}
