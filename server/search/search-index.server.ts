import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely'
import type { Db, Engine } from '../db/connection.server.ts'
import type { SearchDocumentTable } from '../db/schema.server.ts'
import { readLines } from '../drills/drill-fields.server.ts'
import { richTextPlain } from '../content/rich-text.server.ts'
import { translatedPath, type PageKind } from '#app/i18n/content-languages.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { DrillWords } from '#app/schemas/drill-translation.ts'
import { pgConfig, pgWords, stemmedWords } from './search-text.server.ts'

/** The tables whose rows the site search finds (docs/decisions/044-site-search.md). */
export type SearchSource = SearchDocumentTable['source']

/** Found by everyone from this instant on (published concepts, drills, courses, events). */
const ALWAYS = '1970-01-01T00:00:00.000Z'
/** Longest body text kept per row: enough for any post, bounded for a pasted book. */
const MAX_BODY = 60_000

/** A findable row as the index stores it (the table's columns, documented there). */
export type SearchDocument = Omit<Selectable<SearchDocumentTable>, 'id' | 'source'>

export const engineOfDb = (db: { getExecutor: Kysely<unknown>['getExecutor'] }): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'

const join = (...parts: string[]) => parts.filter(Boolean).join('\n')

/** Stored rich text (TipTap JSON) as plain text; a column left at its default '' has none. */
const plainOf = (stored: string) => (stored ? richTextPlain(JSON.parse(stored)) : '')

/**
 * The rows of one source table as documents, each Spanish row followed by its published
 * translations; `ids` undefined reads them all (the back-fill).
 */
async function documentsOf(db: Db, source: SearchSource, ids?: number[]): Promise<SearchDocument[]> {
  const spanish = await spanishDocumentsOf(db, source, ids)
  // A course's translations have no public page yet (docs/decisions/048): none is indexed.
  const kind = source === 'course' ? undefined : source
  return kind ? [...spanish, ...(await translatedDocuments(db, kind, spanish, ids))] : spanish
}

/**
 * A translated item is found in its language at its own address (docs/decisions/048), as long as
 * its Spanish row is: same programme, visibility and wall. Only published translations are found.
 */
async function translatedDocuments(
  db: Db,
  kind: PageKind,
  spanish: SearchDocument[],
  ids: number[] | undefined,
): Promise<SearchDocument[]> {
  if (!spanish.length) return []
  const rows = await db
    .selectFrom('content_translation')
    .select(['itemId', 'language', 'slug', 'fields'])
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .$if(ids !== undefined, (q) => q.where('itemId', 'in', ids ?? []))
    .execute()
  const sources = new Map(spanish.map((document) => [document.sourceId, document]))
  return rows.flatMap((row) => {
    const source = sources.get(row.itemId)
    if (!source) return []
    const fields = JSON.parse(row.fields) as {
      title: string
      summary?: string
      body?: unknown
      /** A drill's lists (a list left empty stays Spanish on the page, and is not searched here). */
      words?: Pick<DrillWords, 'coachingPoints' | 'variations' | 'progressions'>
    }
    const teaser = fields.summary ?? ''
    const lists = fields.words
      ? [...fields.words.coachingPoints, ...fields.words.variations, ...fields.words.progressions]
      : []
    return [
      {
        ...source,
        language: row.language,
        href: translatedPath(kind, row.language as Language, row.slug),
        title: fields.title,
        teaser,
        body: join(teaser, fields.body ? richTextPlain(fields.body) : '', ...lists),
      },
    ]
  })
}

async function spanishDocumentsOf(db: Db, source: SearchSource, ids?: number[]): Promise<SearchDocument[]> {
  switch (source) {
    case 'post': {
      const rows = await db
        .selectFrom('post')
        .select(['id', 'slug', 'title', 'excerpt', 'content', 'programme', 'status', 'publishedAt', 'access'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
        .execute()
      return rows.map((row) => ({
        kind: 'post',
        sourceId: row.id,
        language: 'es',
        href: `/post/${row.slug}`,
        programme: row.programme,
        title: row.title,
        teaser: row.excerpt,
        body: join(row.excerpt, plainOf(row.content)),
        // scheduled posts are public once their date has passed, decided when searching
        publicFrom: row.status === 'draft' ? null : row.publishedAt,
        gated: row.access === 'members',
      }))
    }
    case 'concept': {
      const rows = await db
        .selectFrom('concept')
        .select(['id', 'slug', 'term', 'summary', 'body', 'kind', 'programme', 'status'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
        .execute()
      return rows.map((row) => ({
        kind: row.kind === 'definicion' ? 'definition' : 'concept',
        sourceId: row.id,
        language: 'es',
        href: `/concepts/${row.slug}`,
        programme: row.programme,
        title: row.term,
        teaser: row.summary,
        body: join(row.summary, plainOf(row.body)),
        publicFrom: row.status === 'published' ? ALWAYS : null,
        gated: false,
      }))
    }
    case 'drill': {
      const rows = await db
        .selectFrom('drill')
        .select(['id', 'slug', 'title', 'objective', 'coachingPoints', 'variations', 'progressions'])
        .select(['programme', 'status', 'access'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
        .execute()
      return rows.map((row) => ({
        kind: 'drill',
        sourceId: row.id,
        language: 'es',
        href: `/ejercicios/${row.slug}`,
        programme: row.programme,
        title: row.title,
        teaser: row.objective,
        body: join(
          row.objective,
          ...[row.coachingPoints, row.variations, row.progressions].flatMap(readLines),
        ),
        publicFrom: row.status === 'published' ? ALWAYS : null,
        gated: row.access === 'members',
      }))
    }
    case 'course': {
      const rows = await db
        .selectFrom('course')
        .select(['id', 'slug', 'title', 'description', 'programme', 'status'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
        .execute()
      // The course page shows its summary to everyone; lessons keep their own walls.
      return rows.map((row) => ({
        kind: 'course',
        sourceId: row.id,
        language: 'es',
        href: `/cursos/${row.slug}`,
        programme: row.programme,
        title: row.title,
        teaser: row.description,
        body: row.description,
        publicFrom: row.status === 'published' ? ALWAYS : null,
        gated: false,
      }))
    }
    case 'event': {
      const rows = await db
        .selectFrom('event')
        .select(['id', 'slug', 'title', 'description', 'place', 'programme', 'status'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
        .execute()
      return rows.map((row) => ({
        kind: 'event',
        sourceId: row.id,
        language: 'es',
        href: `/eventos/${row.slug}`,
        programme: row.programme,
        title: row.title,
        teaser: row.place,
        body: join(row.place, plainOf(row.description)),
        publicFrom: row.status === 'published' ? ALWAYS : null,
        gated: false,
      }))
    }
  }
}

/**
 * Brings the index up to date with these rows of `source`: called in the same transaction as every
 * save, publication and deletion, so a search never finds what the row no longer says. A row that
 * is gone leaves the index.
 */
export async function reindex(db: Db, source: SearchSource, ids: number[]) {
  if (!ids.length) return
  await dropDocuments(db, source, ids)
  for (const document of await documentsOf(db, source, ids)) await insertDocument(db, source, document)
}

/** Every row of every source indexed anew (the migration's back-fill, the demo seed). */
export async function reindexAll(db: Db) {
  for (const source of ['post', 'concept', 'drill', 'course', 'event'] as const) {
    await dropDocuments(db, source)
    for (const document of await documentsOf(db, source)) await insertDocument(db, source, document)
  }
}

async function dropDocuments(db: Db, source: SearchSource, ids?: number[]) {
  const which = ids ? sql`and ${sql.ref('sourceId')} in (${sql.join(ids)})` : sql``
  if (engineOfDb(db) === 'sqlite')
    await sql`delete from search_fts where rowid in
      (select id from search_document where source = ${source} ${which})`.execute(db)
  await sql`delete from search_document where source = ${source} ${which}`.execute(db)
}

async function insertDocument(db: Db, source: SearchSource, d: SearchDocument) {
  const body = d.body.slice(0, MAX_BODY)
  const values = sql.join([
    source,
    d.kind,
    d.sourceId,
    d.href,
    d.programme,
    d.title,
    d.teaser,
    body,
    d.publicFrom,
    d.language,
  ])
  const columns = sql.join(
    [
      'source',
      'kind',
      'sourceId',
      'href',
      'programme',
      'title',
      'teaser',
      'body',
      'publicFrom',
      'language',
    ].map((c) => sql.ref(c)),
  )
  const language = d.language as Language
  if (engineOfDb(db) === 'postgres') {
    // Weights: A the title, B what else the reader may match.
    const config = pgConfig(language)
    const title = sql`setweight(to_tsvector(${config}::regconfig, ${pgWords(d.title, language)}), 'A')`
    const vector = (text: string) =>
      sql`${title} || setweight(to_tsvector(${config}::regconfig, ${pgWords(text, language)}), 'B')`
    await sql`insert into search_document (${columns}, gated, ${sql.ref('fullVector')}, ${sql.ref('teaserVector')})
      values (${values}, ${d.gated}, ${vector(body)}, ${vector(d.teaser)})`.execute(db)
    return
  }
  const { rows } = await sql<{ id: number }>`insert into search_document (${columns}, gated)
    values (${values}, ${d.gated ? 1 : 0}) returning id`.execute(db)
  await sql`insert into search_fts (rowid, title, teaser, body)
    values (${rows[0]?.id}, ${stemmedWords(d.title, language)}, ${stemmedWords(d.teaser, language)}, ${stemmedWords(body, language)})`.execute(
    db,
  )
}
