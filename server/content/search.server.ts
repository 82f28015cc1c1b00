import { sql, type Expression, type RawBuilder } from 'kysely'
import { withoutControlCharacters } from '#app/schemas/plain-text.ts'
import { foldText } from './slug.server.ts'

const MAX_QUERY_LENGTH = 100

/** The visitor's search text, trimmed, bounded and without control characters; undefined when there is nothing to search. */
export function searchQuery(raw: string | null | undefined): string | undefined {
  const text = withoutControlCharacters((raw ?? '').replace(/\s+/g, ' '))
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
  return text || undefined
}

/** LIKE pattern matching `text` anywhere, with the wildcards % and _ (and the escape) taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(foldText(text))}%`
}

/** `text` for a LIKE pattern with `ESCAPE '\'`: % and _ match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

// lower() folds only ASCII on SQLite, so accented capitals are listed too.
const ACCENTS: Array<[string, string]> = [
  ['á', 'a'],
  ['é', 'e'],
  ['í', 'i'],
  ['ó', 'o'],
  ['ú', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['Á', 'a'],
  ['É', 'e'],
  ['Í', 'i'],
  ['Ó', 'o'],
  ['Ú', 'u'],
  ['Ü', 'u'],
  ['Ñ', 'n'],
]

/** A column lower-cased with Spanish accents folded, the same on SQLite and PostgreSQL. */
export function folded(column: Expression<string>): RawBuilder<string> {
  let expression: RawBuilder<string> = sql<string>`lower(${column})`
  for (const [from, to] of ACCENTS) expression = sql<string>`replace(${expression}, ${from}, ${to})`
  return expression
}

/** `folded(column) LIKE pattern ESCAPE '\'`: the search is always a bound parameter, never SQL. */
export function foldedContains(column: Expression<string>, text: string): RawBuilder<boolean> {
  return sql<boolean>`${folded(column)} like ${containsPattern(text)} escape '\\'`
}
