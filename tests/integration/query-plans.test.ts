import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { BENCH_SIZE, generateDataset, type DatasetSize } from '../../bench/generate.ts'
import { listAudit } from '#server/audit/audit.server.ts'
import { listInbox } from '#server/contact/inbox.server.ts'
import { listConceptsForAdmin } from '#server/content/concepts-admin.server.ts'
import {
  listConceptCategories,
  listConceptsForIndex,
  listFeaturedConcepts,
  listGlossary,
  listProgrammeConcepts,
  pageConcepts,
  relatedConcepts,
} from '#server/content/concepts.server.ts'
import { listAllTags, listPostsForAdmin } from '#server/content/posts-admin.server.ts'
import {
  adjacentPosts,
  findPublicPost,
  listPostsForIndex,
  listPublicTags,
  pagePublishedPosts,
  relatedPosts,
} from '#server/content/posts.server.ts'
import type { Db } from '#server/db/connection.server.ts'
import { listMedia } from '#server/media/library.server.ts'
import {
  findPublicDrill,
  listDrillConcepts,
  listDrillsForIndex,
  pagePublicDrills,
} from '#server/drills/drill-catalogue.server.ts'
import { listDrillsForAdmin } from '#server/drills/drill-store.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'

/** The tables that grow with use: none of them may be read in full by a list. */
const BIG_TABLES = [
  'post',
  'concept',
  'contact_message',
  'audit_event',
  'media',
  'user',
  'drill',
  'drill_concept',
]

/** Every list of the site, as its loader calls it (public pages, sitemap and feed, admin lists). */
const LISTS: Record<string, (db: Db) => Promise<unknown>> = {
  'blog, page 2': (db) => pagePublishedPosts(db, 2),
  'blog, programme filter': (db) => pagePublishedPosts(db, 1, { programme: 'juvenil' }),
  'blog tags': (db) => listPublicTags(db),
  'post page': async (db) => {
    const post = await findPublicPost(db, 'sesion-5-presion-tras-perdida')
    if (!post) throw new Error('no post')
    await Promise.all([adjacentPosts(db, post), relatedPosts(db, post)])
  },
  'sitemap and feed posts': (db) => listPostsForIndex(db),
  'sitemap concepts': (db) => listConceptsForIndex(db),
  'concepts, filtered': (db) =>
    pageConcepts(db, 2, { kind: 'concepto', category: 'Táctica', programme: 'juvenil' }),
  'concept categories': (db) => listConceptCategories(db, 'concepto'),
  glossary: (db) => listGlossary(db),
  'featured and programme concepts': (db) =>
    Promise.all([listFeaturedConcepts(db), listProgrammeConcepts(db, 'elite')]),
  'related concepts': (db) => relatedConcepts(db, { id: 1, category: 'Táctica', programme: 'infantil' }),
  'admin posts, page 3': (db) => listPostsForAdmin(db, { page: 3 }),
  'admin posts by title': (db) => listPostsForAdmin(db, { page: 2, sort: 'title' }),
  'admin posts, drafts': (db) => listPostsForAdmin(db, { page: 2, status: 'draft' }),
  'admin tag suggestions': (db) => listAllTags(db),
  'admin concepts': (db) => listConceptsForAdmin(db, { page: 2 }),
  'admin media': (db) => listMedia(db, { page: 1 }),
  'admin messages': (db) =>
    Promise.all([listInbox(db, { filter: 'all', page: 2 }), listInbox(db, { filter: 'inbox', page: 1 })]),
  'admin audit': (db) => listAudit(db, {}, 2),
  'drills, page 2': (db) =>
    Promise.all([pagePublicDrills(db, 2, {}, { readsMembers: false }), listDrillConcepts(db)]),
  'drills, every filter': (db) =>
    pagePublicDrills(
      db,
      1,
      {
        q: 'rondo',
        programme: 'juvenil',
        age: 12,
        players: 8,
        maxMinutes: 20,
        intensity: 'medium',
        space: 'medium',
        equipment: 'cones',
        concept: 'concepto-3-vigilancia-ofensiva',
      },
      { readsMembers: false },
    ),
  'drill page': (db) => findPublicDrill(db, 'ejercicio-5'),
  'sitemap drills': (db) => listDrillsForIndex(db),
  'admin drills': (db) =>
    Promise.all([
      listDrillsForAdmin(db, { page: 2 }),
      listDrillsForAdmin(db, { sort: 'title', status: 'draft' }),
    ]),
}

/** Drills linked to concepts, as many as the dataset has concepts (the generator does not make drills). */
async function insertDrills(t: TestDb, count: number) {
  const concepts = await t.db.selectFrom('concept').select(['id']).orderBy('id').limit(count).execute()
  for (let n = 1; n <= count; n++) {
    const { id } = await t.db
      .insertInto('drill')
      .values({
        slug: `ejercicio-${n}`,
        title: `Ejercicio ${n}: rondo`,
        objective: 'Conservar el balón.',
        programme: (['infantil', 'juvenil', 'elite'] as const)[n % 3] ?? 'infantil',
        ageMin: 8 + (n % 6),
        ageMax: 14 + (n % 6),
        playersMin: 4 + (n % 6),
        playersMax: 10 + (n % 10),
        spaceLength: 10 + (n % 40),
        spaceWidth: 10 + (n % 30),
        durationMinutes: 5 + (n % 25),
        intensity: (['low', 'medium', 'high'] as const)[n % 3] ?? 'low',
        equipment: n % 2 ? '|balls|cones|' : '|balls|bibs|',
        coachingPoints: '[]',
        variations: '[]',
        progressions: '[]',
        diagrams: '[]',
        status: n % 4 ? 'published' : 'draft',
        searchText: `ejercicio ${n}: rondo`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const concept = concepts[n % Math.max(concepts.length, 1)]
    if (concept)
      await t.db.insertInto('drill_concept').values({ drillId: id, conceptId: concept.id }).execute()
  }
}

/** The SQL a function sends through the application's connection, with its parameters. */
async function queriesOf(db: Db, run: (db: Db) => Promise<unknown>) {
  const spy = vi.spyOn(db.getExecutor(), 'executeQuery')
  try {
    await run(db)
    return spy.mock.calls.map(([compiled]) => compiled)
  } finally {
    spy.mockRestore()
  }
}

/** The engine's plan of one query, as text (PostgreSQL told to avoid sequential scans if it can). */
async function planOf(t: TestDb, query: CompiledQuery): Promise<string> {
  if (t.engine === 'sqlite') {
    const { rows } = await t.raw.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    )
    return rows.map((row) => row.detail).join('\n')
  }
  return t.raw.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection)
    const { rows } = await connection.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    )
    await sql`reset enable_seqscan`.execute(connection)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

/**
 * Plan lines that read a whole big table. SQLite's "SCAN t" walks the table's own b-tree, which is
 * the primary-key index: a query ordered by id alone reads only its page there, so that one passes.
 */
function fullScans(query: CompiledQuery, plan: string) {
  const tables = BIG_TABLES.join('|')
  const fullScan = new RegExp(`^(?:SCAN (?:${tables})$|.*Seq Scan on "?(?:${tables})"?\\b.*)`)
  const inKeyOrder = /order by "id"(?: desc)? limit \?/.test(query.sql)
  return plan
    .split('\n')
    .map((line) => line.replace(/^[\s|`-]+/, ''))
    .filter((line) => fullScan.test(line) && !(inKeyOrder && line.startsWith('SCAN ')))
}

const SMALL: DatasetSize = {
  posts: 8,
  publicPosts: 6,
  concepts: 4,
  definitions: 4,
  users: 2,
  messages: 4,
  auditEvents: 4,
  // The drills below are this test's own.
  drills: 0,
  events: 3,
}
const LARGER: DatasetSize = { ...BENCH_SIZE, posts: 400, publicPosts: 120, users: 20, drills: 0 }

describe.each(engines)('list queries at scale on %s', (engine) => {
  const opened: TestDb[] = []
  let small: TestDb
  let larger: TestDb

  beforeAll(async () => {
    small = await openTestDb(engine)
    larger = await openTestDb(engine)
    opened.push(small, larger)
    await generateDataset(small, SMALL)
    await generateDataset(larger, LARGER)
    await insertDrills(small, 6)
    await insertDrills(larger, 300)
    if (engine === 'postgres') await sql`analyze`.execute(larger.raw)
  })
  afterAll(async () => {
    for (const t of opened) await t.close()
  })

  test.each(Object.keys(LISTS))('%s: every query reads an index, never a whole table', async (name) => {
    const list = LISTS[name]
    if (!list) throw new Error(name)
    const queries = await queriesOf(larger.db, list)
    expect(queries.length).toBeGreaterThan(0)
    for (const query of queries)
      expect({ sql: query.sql, full: fullScans(query, await planOf(larger, query)) }).toEqual({
        sql: query.sql,
        full: [],
      })
  })

  test.each(Object.keys(LISTS))(
    '%s: as many queries for hundreds of rows as for a few (no N+1)',
    async (name) => {
      const list = LISTS[name]
      if (!list) throw new Error(name)
      const few = (await queriesOf(small.db, list)).length
      const many = (await queriesOf(larger.db, list)).length
      // Never more queries for more rows (a list may skip a follow-up query when the first one filled it).
      expect(many).toBeLessThanOrEqual(few)
    },
  )

  test('a page far past the end is answered with the last page, as cheaply', async () => {
    const last = await listPostsForAdmin(larger.db, { page: 999_999 })
    expect(last.page).toBe(last.pageCount)
    expect(last.posts.length).toBeGreaterThan(0)
  })
})
