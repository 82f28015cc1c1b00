import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import type { Programme } from '../db/schema.server.ts'
import type { SearchKind } from '#app/schemas/search-values.ts'
import { engineOfDb } from './search-index.server.ts'
import type { Language } from '#app/i18n/languages.ts'
import { ftsMatch, highlight, parseQuery, pgConfig, tsQuery, type ParsedQuery } from './search-text.server.ts'

export const SEARCH_PER_PAGE = 10
export const SUGGESTION_COUNT = 6

export interface SearchFilters {
  kind?: SearchKind
  programme?: Programme
}

export interface SearchReader {
  /** May read members-only bodies (a member or the coach): decides what their words may match. */
  readsMembers: boolean
  /**
   * The interface language: its published translations are found in it, and the Spanish rows of
   * everything not translated into it (default Spanish alone).
   */
  language?: Language
  now?: string
}

interface Hit {
  id: number
  kind: SearchKind
  href: string
  title: string
  teaser: string
  body: string
  gated: boolean | number
  language: string
  inTitle: boolean | number
  inTeaser: boolean | number
  total: number | string
}

/** One language's rows matched with the query read in that language. */
interface Branch {
  query: ParsedQuery
  /** Leaves out the Spanish rows of items found in this language (their translation stands in). */
  exceptTranslatedInto?: Language
}

/** The reader's query read in their language and, for what is not translated, in Spanish. */
function branchesOf(text: string, language: Language, prefix: boolean): Branch[] {
  const spanish = parseQuery(text, { prefix })
  const branches: Branch[] =
    language === 'es'
      ? [{ query: spanish }]
      : [
          { query: parseQuery(text, { prefix, language }) },
          { query: spanish, exceptTranslatedInto: language },
        ]
  // Stop words alone leave a language nothing to look for.
  return branches.filter((branch) => branch.query.terms.length > 0)
}

/**
 * The matching rows a reader may find, best first: rows with every word in the title (the shortest
 * title, the closest to the query, first), then those with every word in title or teaser, then by
 * the engine's own weighting (title above body). The tiers make both engines agree on the best
 * results where their scores differ. Drafts and posts not yet
 * due are never found; a members-only row is found by its title and teaser only, unless the reader
 * may read its body. Every value from the query is a bound parameter.
 */
function findHits(
  db: Db,
  branches: Branch[],
  filters: SearchFilters,
  reader: SearchReader,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Hit[] }> {
  const now = reader.now ?? new Date().toISOString()
  const visible = ({ query, exceptTranslatedInto }: Branch) =>
    sql.join(
      [
        sql`d.${sql.ref('publicFrom')} <= ${now}`,
        sql`d.language = ${query.language}`,
        exceptTranslatedInto
          ? sql`not exists (select 1 from search_document t where t.source = d.source
              and t.${sql.ref('sourceId')} = d.${sql.ref('sourceId')} and t.language = ${exceptTranslatedInto})`
          : undefined,
        filters.kind ? sql`d.kind = ${filters.kind}` : undefined,
        filters.programme ? sql`d.programme = ${filters.programme}` : undefined,
      ].filter((part): part is RawBuilder<unknown> => part !== undefined),
      sql` and `,
    )
  const columns = sql`d.id, d.kind, d.href, d.title, d.teaser, d.body, d.gated, d.language`
  const ordered = (all: RawBuilder<unknown>, rankOrder: RawBuilder<unknown>) =>
    sql<Hit>`select a.*, count(*) over () as total from (${all}) a
      order by a.${sql.ref('inTitle')} desc, case when a.${sql.ref('inTitle')} then length(a.title) end,
        a.${sql.ref('inTeaser')} desc, ${rankOrder}, a.id limit ${limit} offset ${offset}`.execute(db)
  if (engineOfDb(db) === 'postgres') {
    const vector = reader.readsMembers
      ? sql.ref('d.fullVector')
      : sql`case when d.gated then d.${sql.ref('teaserVector')} else d.${sql.ref('fullVector')} end`
    const matched = (branch: Branch) => sql`select ${columns},
        ts_filter(d.${sql.ref('fullVector')}, '{a}') @@ q as ${sql.ref('inTitle')},
        d.${sql.ref('teaserVector')} @@ q as ${sql.ref('inTeaser')}, ts_rank(${vector}, q, 1) as rank
      from search_document d, to_tsquery(${pgConfig(branch.query.language)}::regconfig, ${tsQuery(branch.query)}) q
      where ${vector} @@ q and ${visible(branch)}`
    return ordered(sql.join(branches.map(matched), sql` union all `), sql`a.rank desc`)
  }
  // bm25 weighs title, teaser and body columns; lower is better.
  const matched = (query: ParsedQuery, columns_: string[]) => {
    const within = (where: string[]) =>
      sql`rowid in (select rowid from search_fts where search_fts match ${ftsMatch(query, where)})`
    return sql`select rowid as id, bm25(search_fts, 10.0, 2.0, 1.0) as rank,
        ${within(['title'])} as ${sql.ref('inTitle')}, ${within(['title', 'teaser'])} as ${sql.ref('inTeaser')}
      from search_fts where search_fts match ${ftsMatch(query, columns_)}`
  }
  const rowsOf = (branch: Branch) => {
    const full = sql`select ${columns}, m.* from (${matched(branch.query, ['title', 'body'])}) m
      join search_document d on d.id = m.id
      where ${visible(branch)}${reader.readsMembers ? sql`` : sql` and d.gated = 0`}`
    const teaserOnly = sql`select ${columns}, m.* from (${matched(branch.query, ['title', 'teaser'])}) m
      join search_document d on d.id = m.id
      where ${visible(branch)} and d.gated = 1`
    return reader.readsMembers ? full : sql`${full} union all ${teaserOnly}`
  }
  return ordered(sql.join(branches.map(rowsOf), sql` union all `), sql`a.rank`)
}

export interface SearchResult {
  kind: SearchKind
  href: string
  /** HTML: the title escaped, matched words in <mark>. */
  titleHtml: string
  /** HTML: an escaped excerpt around the matches, matched words in <mark>. */
  snippetHtml: string
  /** Where every word was found: the ranking's tier. */
  matchedIn: 'title' | 'teaser' | 'body'
  /** The result's language: the reader's, or Spanish for what is not translated into it. */
  language: Language
}

/** A page of results for `/buscar`; no words to search (empty, or stop words only) finds nothing. */
export async function searchSite(
  db: Db,
  {
    text,
    filters = {},
    page = 1,
    reader,
  }: { text: string; filters?: SearchFilters; page?: number; reader: SearchReader },
) {
  const branches = branchesOf(text, reader.language ?? 'es', false)
  if (!branches.length) return { results: [], total: 0, page: 1, pageCount: 0 }
  const run = (n: number) =>
    findHits(db, branches, filters, reader, { limit: SEARCH_PER_PAGE, offset: (n - 1) * SEARCH_PER_PAGE })
  let current = page
  let { rows } = await run(current)
  if (!rows.length && current > 1) {
    // A page past the last (an old link) shows the last one rather than nothing.
    const firstPage = (await run(1)).rows
    current = Math.max(1, Math.ceil(totalOf(firstPage) / SEARCH_PER_PAGE))
    rows = current === 1 ? firstPage : (await run(current)).rows
  }
  const total = totalOf(rows)
  return {
    results: rows.map((row) => toResult(row, queryOf(branches, row), reader)),
    total,
    page: current,
    pageCount: Math.ceil(total / SEARCH_PER_PAGE),
  }
}

const totalOf = (rows: Hit[]) => Number(rows[0]?.total ?? 0)

/** The query a row was matched with: the one read in the row's language. */
const queryOf = (branches: Branch[], row: Hit) =>
  (branches.find((branch) => branch.query.language === row.language) ?? branches[0]!).query

function toResult(row: Hit, query: ParsedQuery, reader: SearchReader): SearchResult {
  // A closed body is never quoted: the snippet comes from the teaser the wall shows anyway.
  const text = Boolean(row.gated) && !reader.readsMembers ? row.teaser : row.body
  return {
    kind: row.kind,
    href: row.href,
    titleHtml: highlight(row.title, query),
    snippetHtml: highlight(text, query, { window: true }),
    matchedIn: row.inTitle ? 'title' : row.inTeaser ? 'teaser' : 'body',
    language: row.language as Language,
  }
}

/** Titles for the top bar's suggestions: the words typed so far, the last one a prefix. */
export async function suggestTitles(db: Db, text: string, reader: SearchReader) {
  const branches = branchesOf(text, reader.language ?? 'es', true)
  if (!branches.length) return []
  const { rows } = await findHits(db, branches, {}, reader, { limit: SUGGESTION_COUNT, offset: 0 })
  return rows.map((row) => ({
    kind: row.kind,
    href: row.href,
    title: row.title,
    language: row.language as Language,
  }))
}
