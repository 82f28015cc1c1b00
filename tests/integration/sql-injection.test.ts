import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listAudit, recordAudit } from '#server/audit/audit.server.ts'
import { listInbox } from '#server/contact/inbox.server.ts'
import { searchConceptsByTerm } from '#server/content/concept-search.server.ts'
import { listConceptsForAdmin } from '#server/content/concepts-admin.server.ts'
import { findPublicConcept, listGlossary, pageConcepts } from '#server/content/concepts.server.ts'
import { pageParam } from '#server/content/pagination.server.ts'
import { listPostsForAdmin } from '#server/content/posts-admin.server.ts'
import { findPublicPost, pagePublishedPosts } from '#server/content/posts.server.ts'
import { searchQuery } from '#server/content/search.server.ts'
import type { Db } from '#server/db/connection.server.ts'
import { listMedia } from '#server/media/library.server.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { SQL_INJECTION_PAYLOADS, TAUTOLOGY } from '#tests/sql-injection-payloads.ts'

/**
 * Issue #14: the server's search and list functions called with SQL-injection strings on SQLite
 * and PostgreSQL find nothing that does not contain the string, and leave every table as it was.
 */
const TABLES = ['post', 'concept', 'contact_message', 'media', 'audit_event', 'user'] as const

async function tableState(db: Db) {
  const counts = await Promise.all(
    TABLES.map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  )
  const titles = await db.selectFrom('post').select(['title', 'status']).orderBy('id').execute()
  return { counts: Object.fromEntries(TABLES.map((table, i) => [table, counts[i]])), titles }
}

/** Every list and search a visitor or an admin can reach, with `text` in each of its text inputs. */
async function everySearch(db: Db, text: string) {
  const q = searchQuery(text)
  return {
    blogByTag: (await pagePublishedPosts(db, 1, { tag: text })).posts.map((p) => p.slug),
    post: await findPublicPost(db, text),
    concepts: (await pageConcepts(db, 1, { kind: 'concepto', q })).concepts.map((c) => c.slug),
    conceptsByCategory: (await pageConcepts(db, 1, { category: text })).concepts.map((c) => c.slug),
    glossary: (await listGlossary(db, { q })).flatMap((group) => group.entries.map((c) => c.slug)),
    concept: await findPublicConcept(db, text),
    adminPosts: (await listPostsForAdmin(db, { q, page: 1 })).posts.map((p) => p.id),
    adminPostsByTag: (await listPostsForAdmin(db, { tag: text, page: 1 })).posts.map((p) => p.id),
    adminConcepts: (await listConceptsForAdmin(db, { q, page: 1 })).concepts.map((c) => c.id),
    adminConceptsByCategory: (await listConceptsForAdmin(db, { category: text, page: 1 })).concepts.map(
      (c) => c.id,
    ),
    inbox: (await listInbox(db, { filter: 'all', query: q, page: 1 })).messages.map((m) => m.id),
    audit: (await listAudit(db, { email: text }, 1)).events.map((e) => e.id),
    media: (await listMedia(db, { q: text, page: 1 })).items.map((m) => m.id),
    linkDialog: (await searchConceptsByTerm(db, text)).map((c) => c.href),
  }
}

const NOTHING = {
  blogByTag: [],
  post: undefined,
  concepts: [],
  conceptsByCategory: [],
  glossary: [],
  concept: undefined,
  adminPosts: [],
  adminPostsByTag: [],
  adminConcepts: [],
  adminConceptsByCategory: [],
  inbox: [],
  audit: [],
  media: [],
  linkDialog: [],
}

describe.each(engines)('SQL-injection strings on %s', (engine) => {
  let t: TestDb
  let before: Awaited<ReturnType<typeof tableState>>

  beforeAll(async () => {
    t = await openTestDb(engine)
    await insertPost(t.db, {
      title: 'Rondo en el círculo',
      slug: 'rondo',
      tags: 'rondos',
      searchText: 'rondo',
    })
    await insertConcept(t.db, { term: 'Rondo', slug: 'rondo', category: 'tactica', searchText: 'rondo' })
    await insertConcept(t.db, { term: 'Rondo de posesión', slug: 'rondo-de-posesion', kind: 'definicion' })
    await t.db
      .insertInto('contact_message')
      .values({
        name: 'Iker Sanz',
        email: 'iker@example.com',
        subject: 'Rondo',
        message: 'Horarios del juvenil',
        locale: 'es',
        consentAt: new Date().toISOString(),
      })
      .execute()
    await t.db
      .insertInto('media')
      .values({
        bucket: 'default',
        fullPath: 'media/rondo.png',
        name: 'rondo.png',
        size: 10,
        contentType: 'image/png',
        md5Hash: 'x',
        generation: '1',
        alt: 'Rondo',
      })
      .execute()
    await recordAudit(t.db, {
      action: 'auth.signIn',
      user: { id: 'u1', email: 'rondo@example.com' },
      ip: '127.0.0.1',
    })
    before = await tableState(t.db)
  })
  afterAll(() => t.close())

  test('a plain term finds the rows in every list (the searches do search)', async () => {
    const found = await everySearch(t.db, 'rondo')
    for (const [list, result] of Object.entries(found))
      if (!['blogByTag', 'conceptsByCategory', 'adminPostsByTag', 'adminConceptsByCategory'].includes(list))
        expect(result, list).not.toEqual(NOTHING[list as keyof typeof NOTHING])
    expect((await everySearch(t.db, 'rondos')).blogByTag).toEqual(['rondo'])
    const byCategory = await everySearch(t.db, 'tactica')
    expect(byCategory.conceptsByCategory).toEqual(['rondo', 'rondo-de-posesion'])
    expect(byCategory.adminConceptsByCategory).toHaveLength(2)
    expect((await everySearch(t.db, 'rondos')).adminPostsByTag).toHaveLength(1)
  })

  test('each injection string finds nothing and changes nothing', async () => {
    for (const payload of [...SQL_INJECTION_PAYLOADS, TAUTOLOGY, 'x'.repeat(5000)])
      expect(await everySearch(t.db, payload), payload).toEqual(NOTHING)
    expect(await tableState(t.db)).toEqual(before)
  })

  test('page parameters that are no page become page 1, and a far page the last one', async () => {
    for (const payload of SQL_INJECTION_PAYLOADS) {
      const page = pageParam(`http://localhost/blog?${new URLSearchParams({ page: payload })}`)
      expect(Number.isInteger(page) && page >= 1, payload).toBe(true)
      const result = await pagePublishedPosts(t.db, page)
      expect(result.page).toBe(1)
      expect(result.posts.map((p) => p.slug)).toEqual(['rondo'])
    }
    expect(pageParam('http://localhost/blog?page[]=2')).toBe(1)
    expect((await listPostsForAdmin(t.db, { page: 999_999 })).page).toBe(1)
    expect(await tableState(t.db)).toEqual(before)
  })
})
