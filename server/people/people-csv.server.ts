import type { TFunction } from 'i18next'
import { csvDocument } from '../csv.server.ts'
import type { PersonRow } from './people.server.ts'

const COLUMNS = ['name', 'lastName', 'email', 'role', 'status', 'courses', 'createdAt'] as const

/** The users screen as CSV (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export function peopleCsv(people: PersonRow[], t: TFunction): string {
  const header = COLUMNS.map((column) => t(`people:csv.${column}`))
  const lines = people.map((person) => [
    person.name,
    person.lastName ?? '',
    person.email,
    t(`people:roles.${person.role}`),
    t(`people:status.${person.status}`),
    person.courses,
    person.createdAt,
  ])
  return csvDocument([header, ...lines])
}
