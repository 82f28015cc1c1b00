import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PostSchema, type PostInput } from '#app/schemas/content-admin.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import {
  bulkPosts,
  findPostForEdit,
  listAllTags,
  listPostsForAdmin,
  listRevisions,
  MAX_REVISIONS,
  restoreRevision,
  savePost,
} from './posts-admin.server.ts'
import { findPublicPost, listPostsForIndex, pagePublishedPosts } from './posts.server.ts'

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
})
const HOUR = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

/** A valid form, as the browser sends it, parsed by the editor's own schema. */
function form(fields: Partial<Record<keyof PostInput, unknown>> = {}): PostInput {
  const parsed = PostSchema.safeParse({
    title: 'Presión tras pérdida',
    status: 'draft',
    content: JSON.stringify(doc('Recuperar el balón en cinco segundos.')),
    ...fields,
  })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

const issuesOf = (fields: Record<string, unknown>) => {
  const parsed = PostSchema.safeParse({
    title: 'T',
    status: 'draft',
    content: JSON.stringify(doc('x')),
    ...fields,
  })
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('post form schema', () => {
  test('an empty title, a bad slug and a scheduled date in the past are field errors', () => {
    expect(issuesOf({ title: '   ' })).toEqual({ title: 'admin:errors.required' })
    expect(issuesOf({ slug: 'Con Espacios' })).toEqual({ slug: 'admin:errors.slugFormat' })
    expect(issuesOf({ status: 'scheduled', publishedAt: inHours(-1) })).toEqual({
      publishedAt: 'admin:errors.scheduleInPast',
    })
    expect(issuesOf({ status: 'scheduled' })).toEqual({ publishedAt: 'admin:errors.scheduleDateRequired' })
    expect(issuesOf({ status: 'scheduled', publishedAt: inHours(1) })).toEqual({})
    expect(issuesOf({ status: 'secret' })).toEqual({ status: 'admin:errors.invalidChoice' })
  })
})

describe.each(engines)('post admin on %s', (engine) => {
  let t: TestDb
  let author: string
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    author = 'coach'
    const now = new Date().toISOString()
    await t.db
      .insertInto('user')
      .values({
        id: author,
        name: 'Marta',
        email: 'marta@example.com',
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  })
  afterAll(() => t.close())

  const create = (fields: Partial<Record<keyof PostInput, unknown>> = {}) =>
    savePost(t.db, { input: form(fields), authorId: author, revision: true })

  test('create stores the rendered body, a generated slug and a revision', async () => {
    const outcome = await create({
      tags: ['Rondos', 'pressing'],
      programme: 'juvenil',
      excerpt: 'Cinco segundos',
    })
    if (outcome.kind !== 'saved') throw new Error(outcome.kind)
    expect(outcome.slug).toBe('presion-tras-perdida')
    const post = await findPostForEdit(t.db, outcome.id)
    expect(post).toMatchObject({
      title: 'Presión tras pérdida',
      status: 'draft',
      tags: ['rondos', 'pressing'],
      programme: 'juvenil',
      version: 1,
    })
    const row = await t.db.selectFrom('post').select(['contentHtml', 'authorId']).executeTakeFirstOrThrow()
    expect(row).toEqual({ contentHtml: '<p>Recuperar el balón en cinco segundos.</p>', authorId: author })
    expect(await listRevisions(t.db, outcome.id)).toHaveLength(1)
    // A second post with the same title gets the next free slug.
    expect(await create()).toMatchObject({ kind: 'saved', slug: 'presion-tras-perdida-2' })
    expect(await listAllTags(t.db)).toEqual(['pressing', 'rondos'])
  })

  test('tag suggestions: every tag once, the most used first, then alphabetical', async () => {
    for (const tags of ['rondos,pressing', 'rondos,pressing', 'pressing', 'valores,rondos', 'amplitud', ''])
      await insertPost(t.db, { tags })
    expect(await listAllTags(t.db)).toEqual(['pressing', 'rondos', 'amplitud', 'valores'])
    expect(await listAllTags(t.db, 2)).toEqual(['pressing', 'rondos'])
  })

  test('a slug another post has is a field error and nothing is saved', async () => {
    await insertPost(t.db, { slug: 'rondos' })
    expect(await create({ slug: 'rondos' })).toEqual({
      kind: 'invalid',
      fieldErrors: { slug: ['admin:errors.slugTaken'] },
    })
    expect(await create({ coverMediaId: '999' })).toEqual({
      kind: 'invalid',
      fieldErrors: { coverMediaId: ['admin:errors.mediaMissing'] },
    })
    const { n } = await t.db
      .selectFrom('post')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(n)).toBe(1)
    expect(await t.db.selectFrom('post_revision').select('id').execute()).toEqual([])
  })

  test('an update from an older version is a conflict that shows the other version and changes nothing', async () => {
    const created = await create()
    if (created.kind !== 'saved') throw new Error(created.kind)
    const first = await savePost(t.db, {
      id: created.id,
      input: form({ title: 'Versión de Ana', version: '1', content: JSON.stringify(doc('De Ana')) }),
      authorId: author,
      revision: true,
    })
    expect(first).toMatchObject({ kind: 'saved', version: 2 })
    const second = await savePost(t.db, {
      id: created.id,
      input: form({ title: 'Versión de Luis', version: '1' }),
      authorId: author,
      revision: true,
    })
    expect(second).toMatchObject({
      kind: 'conflict',
      current: { version: 2, title: 'Versión de Ana', contentHtml: '<p>De Ana</p>' },
    })
    expect((await findPostForEdit(t.db, created.id))?.title).toBe('Versión de Ana')
    expect(
      await savePost(t.db, { id: 4242, input: form({ version: '1' }), authorId: author, revision: false }),
    ).toEqual({
      kind: 'notFound',
    })
  })

  test('revisions are bounded and a restore brings the old text back as a new version', async () => {
    const created = await create({ title: 'Primera versión' })
    if (created.kind !== 'saved') throw new Error(created.kind)
    let version = created.version
    for (let n = 2; n <= MAX_REVISIONS + 3; n++) {
      const saved = await savePost(t.db, {
        id: created.id,
        input: form({ title: `Versión ${n}`, version: String(version) }),
        authorId: author,
        revision: true,
      })
      if (saved.kind !== 'saved') throw new Error(saved.kind)
      version = saved.version
    }
    // An autosave is not a revision.
    const auto = await savePost(t.db, {
      id: created.id,
      input: form({ title: 'Autoguardado', version: String(version) }),
      authorId: author,
      revision: false,
    })
    if (auto.kind !== 'saved') throw new Error(auto.kind)
    const revisions = await listRevisions(t.db, created.id)
    expect(revisions).toHaveLength(MAX_REVISIONS)
    expect(revisions[0]).toMatchObject({ title: `Versión ${MAX_REVISIONS + 3}`, authorName: 'Marta' })
    const oldest = revisions.at(-1)
    if (!oldest) throw new Error('no revision')
    expect(oldest.title).toBe('Versión 4')

    expect(
      await restoreRevision(t.db, {
        postId: created.id,
        revisionId: oldest.id,
        version: version,
        authorId: author,
      }),
    ).toMatchObject({ kind: 'conflict' })
    const restored = await restoreRevision(t.db, {
      postId: created.id,
      revisionId: oldest.id,
      version: auto.version,
      authorId: author,
    })
    expect(restored).toMatchObject({ kind: 'saved', version: auto.version + 1 })
    expect((await findPostForEdit(t.db, created.id))?.title).toBe('Versión 4')
    expect((await listRevisions(t.db, created.id))[0]?.title).toBe('Versión 4')
  })

  test('search in title and body ignores accents and case; LIKE wildcards are literal', async () => {
    await create({ title: 'Presión alta', content: JSON.stringify(doc('El balón parado')) })
    await create({ title: 'Rondos', content: JSON.stringify(doc('100% posesión_total')) })
    const titles = async (q: string) => (await listPostsForAdmin(t.db, { q })).posts.map((p) => p.title)
    expect(await titles('PRESION')).toEqual(['Presión alta'])
    expect(await titles('balon')).toEqual(['Presión alta'])
    expect(await titles('BALÓN PARADO')).toEqual(['Presión alta'])
    expect(await titles('posesion')).toEqual(['Rondos'])
    expect(await titles('100%')).toEqual(['Rondos'])
    expect(await titles('%')).toEqual(['Rondos'])
    expect(await titles('p_s')).toEqual([])
    expect(await titles("' or 1=1 --")).toEqual([])
  })

  test('filters, sort, bounded pages and counts per status', async () => {
    await create({ title: 'B borrador', programme: 'elite', tags: ['rondos'] })
    await create({ title: 'A publicado', status: 'published', programme: 'elite' })
    await create({ title: 'C programado', status: 'scheduled', publishedAt: inHours(2), tags: ['rondos'] })
    const list = await listPostsForAdmin(t.db, { sort: 'title' })
    expect(list.posts.map((p) => p.title)).toEqual(['A publicado', 'B borrador', 'C programado'])
    expect(list.counts).toEqual({ draft: 1, scheduled: 1, published: 1 })
    expect((await listPostsForAdmin(t.db, { status: 'scheduled' })).posts.map((p) => p.title)).toEqual([
      'C programado',
    ])
    expect(
      (await listPostsForAdmin(t.db, { programme: 'elite', sort: 'title' })).posts.map((p) => p.title),
    ).toEqual(['A publicado', 'B borrador'])
    const tagged = await listPostsForAdmin(t.db, { tag: 'rondos', sort: 'title' })
    expect(tagged.posts.map((p) => p.title)).toEqual(['B borrador', 'C programado'])
    expect(tagged.counts).toEqual({ draft: 1, scheduled: 1, published: 0 })
    const paged = await listPostsForAdmin(t.db, { sort: 'title', page: 99, perPage: 2 })
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 })
    expect((await listPostsForAdmin(t.db, { perPage: 10_000 })).perPage).toBe(100)
  })

  test('bulk publish, unpublish and delete', async () => {
    const ids: number[] = []
    for (const title of ['Uno', 'Dos', 'Tres']) {
      const saved = await create({
        title,
        status: title === 'Tres' ? 'scheduled' : 'draft',
        publishedAt: title === 'Tres' ? inHours(5) : undefined,
      })
      if (saved.kind !== 'saved') throw new Error(saved.kind)
      ids.push(saved.id)
    }
    const [uno, dos, tres] = ids as [number, number, number]
    expect(await bulkPosts(t.db, { intent: 'publish', ids: [uno, tres], authorId: author })).toBe(2)
    expect((await pagePublishedPosts(t.db, 1)).posts.map((p) => p.title).sort()).toEqual(['Tres', 'Uno'])
    expect((await findPostForEdit(t.db, uno))?.version).toBe(2)
    expect(await bulkPosts(t.db, { intent: 'unpublish', ids: [uno, dos], authorId: author })).toBe(1)
    expect((await pagePublishedPosts(t.db, 1)).posts.map((p) => p.title)).toEqual(['Tres'])
    expect(await bulkPosts(t.db, { intent: 'delete', ids: [uno, dos], authorId: author })).toBe(2)
    expect((await listPostsForAdmin(t.db, {})).posts.map((p) => p.title)).toEqual(['Tres'])
    expect(await t.db.selectFrom('post_revision').select('postId').distinct().execute()).toEqual([
      { postId: tres },
    ])
  })

  test('bulk unpublish makes drafts of scheduled posts too, due or not', async () => {
    const due = await insertPost(t.db, { title: 'Ya salió', status: 'scheduled', daysAgo: 1 })
    const later = await insertPost(t.db, { title: 'Saldrá', status: 'scheduled', publishedAt: inHours(5) })
    expect(await bulkPosts(t.db, { intent: 'unpublish', ids: [due.id, later.id], authorId: author })).toBe(2)
    expect((await pagePublishedPosts(t.db, 1)).posts).toEqual([])
    const listed = await listPostsForAdmin(t.db, { sort: 'title' })
    expect(listed.posts.map((p) => [p.title, p.status])).toEqual([
      ['Saldrá', 'draft'],
      ['Ya salió', 'draft'],
    ])
  })

  test('a scheduled post is public from its moment on, at request time, on every public query', async () => {
    const saved = await create({ title: 'Programado', status: 'scheduled', publishedAt: inHours(1) })
    if (saved.kind !== 'saved') throw new Error(saved.kind)
    const before = new Date().toISOString()
    const after = inHours(2)
    expect((await pagePublishedPosts(t.db, 1, { now: before })).total).toBe(0)
    expect(await findPublicPost(t.db, saved.slug, before)).toBeUndefined()
    expect(await listPostsForIndex(t.db, { now: before })).toEqual([])
    expect((await pagePublishedPosts(t.db, 1, { now: after })).posts.map((p) => p.title)).toEqual([
      'Programado',
    ])
    expect((await findPublicPost(t.db, saved.slug, after))?.title).toBe('Programado')
    expect((await listPostsForIndex(t.db, { now: after })).map((p) => p.slug)).toEqual([saved.slug])
  })
})
