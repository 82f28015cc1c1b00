import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../db/connection.server.ts'
import type { Programme } from '../db/schema.server.ts'
import type { SearchKind } from '#app/schemas/search-values.ts'
import { engineOfDb } from './search-index.server.ts'
import { ftsMatch, highlight, parseQuery, tsQuery, type ParsedQuery } from './spanish-text.server.ts'

export const SEARCH_PER_PAGE = 10
export const SUGGESTION_COUNT = 6

export interface SearchFilters {
  kind?: SearchKind
  programme?: Programme
}

export interface SearchReader {
  /** May read members-only bodies (a member or the coach): decides what their words may match. */
  readsMembers: boolean
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
  inTitle: boolean | number
  inTeaser: boolean | number
  total: number | string
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
  query: ParsedQuery,
  filters: SearchFilters,
  reader: SearchReader,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: Hit[] }> {
  const now = reader.now ?? new Date().toISOString()
  const visible = sql.join(
    [
      sql`d.${sql.ref('publicFrom')} <= ${now}`,
      filters.kind ? sql`d.kind = ${filters.kind}` : undefined,
      filters.programme ? sql`d.programme = ${filters.programme}` : undefined,
    ].filter((part): part is RawBuilder<unknown> => part !== undefined),
    sql` and `,
  )
  const columns = sql`d.id, d.kind, d.href, d.title, d.teaser, d.body, d.gated`
  if (engineOfDb(db) === 'postgres') {
    const vector = reader.readsMembers
      ? sql.ref('d.fullVector')
      : sql`case when d.gated then d.${sql.ref('teaserVector')} else d.${sql.ref('fullVector')} end`
    return sql<Hit>`select * from (select ${columns}, count(*) over () as total,
        ts_filter(d.${sql.ref('fullVector')}, '{a}') @@ q as ${sql.ref('inTitle')},
        d.${sql.ref('teaserVector')} @@ q as ${sql.ref('inTeaser')}, ts_rank(${vector}, q, 1) as rank
      from search_document d, to_tsquery('spanish', ${tsQuery(query)}) q
      where ${vector} @@ q and ${visible}) a
      order by a.${sql.ref('inTitle')} desc, case when a.${sql.ref('inTitle')} then length(a.title) end,
        a.${sql.ref('inTeaser')} desc, a.rank desc, a.id
      limit ${limit} offset ${offset}`.execute(db)
  }
  // bm25 weighs title, teaser and body columns; lower is better.
  const within = (columns_: string[]) =>
    sql`rowid in (select rowid from search_fts where search_fts match ${ftsMatch(query, columns_)})`
  const matched = (columns_: string[]) => sql`select rowid as id, bm25(search_fts, 10.0, 2.0, 1.0) as rank,
      ${within(['title'])} as ${sql.ref('inTitle')}, ${within(['title', 'teaser'])} as ${sql.ref('inTeaser')}
    from search_fts where search_fts match ${ftsMatch(query, columns_)}`
  const full = sql`select ${columns}, m.* from (${matched(['title', 'body'])}) m
    join search_document d on d.id = m.id
    where ${visible}${reader.readsMembers ? sql`` : sql` and d.gated = 0`}`
  const teaserOnly = sql`select ${columns}, m.* from (${matched(['title', 'teaser'])}) m
    join search_document d on d.id = m.id
    where ${visible} and d.gated = 1`
  const all = reader.readsMembers ? full : sql`${full} union all ${teaserOnly}`
  return sql<Hit>`select a.*, count(*) over () as total from (${all}) a
    order by a.${sql.ref('inTitle')} desc, case when a.${sql.ref('inTitle')} then length(a.title) end,
      a.${sql.ref('inTeaser')} desc, a.rank, a.id limit ${limit} offset ${offset}`.execute(db)
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
  const query = parseQuery(text)
  if (!query.terms.length) return { results: [], total: 0, page: 1, pageCount: 0 }
  const run = (n: number) =>
    findHits(db, query, filters, reader, { limit: SEARCH_PER_PAGE, offset: (n - 1) * SEARCH_PER_PAGE })
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
    results: rows.map((row) => toResult(row, query, reader)),
    total,
    page: current,
    pageCount: Math.ceil(total / SEARCH_PER_PAGE),
  }
}

const totalOf = (rows: Hit[]) => Number(rows[0]?.total ?? 0)

function toResult(row: Hit, query: ParsedQuery, reader: SearchReader): SearchResult {
  // A closed body is never quoted: the snippet comes from the teaser the wall shows anyway.
  const text = Boolean(row.gated) && !reader.readsMembers ? row.teaser : row.body
  return {
    kind: row.kind,
    href: row.href,
    titleHtml: highlight(row.title, query),
    snippetHtml: highlight(text, query, { window: true }),
    matchedIn: row.inTitle ? 'title' : row.inTeaser ? 'teaser' : 'body',
  }
}

/** Titles for the top bar's suggestions: the words typed so far, the last one a prefix. */
export async function suggestTitles(db: Db, text: string, reader: SearchReader) {
  const query = parseQuery(text, { prefix: true })
  if (!query.terms.length) return []
  const { rows } = await findHits(db, query, {}, reader, { limit: SUGGESTION_COUNT, offset: 0 })
  return rows.map((row) => ({ kind: row.kind, href: row.href, title: row.title }))
}
