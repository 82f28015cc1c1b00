import { richTextPlain } from './rich-text.server.ts'
import { containsPattern } from './search.server.ts'
import { foldText } from './slug.server.ts'
import { sql, type Expression, type RawBuilder } from 'kysely'

const MAX_SEARCH_TEXT = 200_000

/**
 * The text the admin search looks in, folded in JavaScript (lower case, accents removed) when a
 * row is saved: "Presión" is found by "presion" and "PRESIÓN" on SQLite and PostgreSQL alike,
 * without engine-specific collations or extensions.
 */
export function searchTextOf(fields: { title: string; summary: string; body: unknown }): string {
  return foldText([fields.title, fields.summary, richTextPlain(fields.body)].join('\n')).slice(
    0,
    MAX_SEARCH_TEXT,
  )
}

/** `column LIKE '%folded query%' ESCAPE '\'`: the query is a bound parameter with its wildcards escaped. */
export const searchTextContains = (column: Expression<string>, query: string): RawBuilder<boolean> =>
  sql<boolean>`${column} like ${containsPattern(query)} escape '\\'`
