import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TranslationSchema, type TranslationInput } from '#app/schemas/translations.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertConcept, insertPost, insertUser } from '#tests/factories.ts'
import {
  findPublishedTranslation,
  idsNeedingTranslation,
  itemVersions,
  publishedVersions,
  saveTranslation,
  translationForEditor,
  translationListFacts,
  versionsByItem,
} from './store.server.ts'
import { listPostsForAdmin } from '../posts-admin.server.ts'

const doc = (...paragraphs: string[]) =>
  JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  })

function form(fields: Partial<Record<keyof TranslationInput, unknown>> = {}): TranslationInput {
  const parsed = TranslationSchema.safeParse({
    title: 'Rondos for beginners',
    summary: 'Why the rondo.',
    status: 'published',
    body: doc('The rondo keeps the ball.'),
    ...fields,
  })
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
  return parsed.data
}

describe('translation form schema', () => {
  test('an empty title, a bad slug and an unknown status are translated field errors', () => {
    const result = TranslationSchema.safeParse({
      title: ' ',
      slug: 'No Slug',
      status: 'gone',
      body: doc('x'),
    })
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      title: 'admin:errors.required',
      slug: 'admin:errors.slugFormat',
      status: 'admin:errors.invalidChoice',
    })
  })
})

describe.each(engines)('content translations on %s', (engine) => {
  let t: TestDb
  const who = { user: { id: 'coach', email: 'coach@example.com' } }
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(async () => {
    await t.truncateAll()
    await insertUser(t.db, 'coach', { role: 'admin' })
  })
  afterAll(() => t.close())

  const states = async (kind: 'post' | 'concept', id: number) =>
    Object.fromEntries(
      ((await itemVersions(t.db, kind, id)) ?? [])
        .filter((v) => v.state !== 'missing')
        .map((v) => [v.language, v.state]),
    )

  test('draft, then published; the public read finds only published versions of public items', async () => {
    const post = await insertPost(t.db, { title: 'Rondos para empezar', content: doc('El rondo.') })
    expect(await states('post', post.id)).toEqual({})
    const draft = await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'en',
      input: form({ status: 'draft' }),
      who,
    })
    expect(draft).toMatchObject({ kind: 'saved', slug: 'rondos-for-beginners' })
    expect(await states('post', post.id)).toEqual({ en: 'draft' })
    expect(await findPublishedTranslation(t.db, 'post', 'en', 'rondos-for-beginners')).toBeUndefined()

    await saveTranslation(t.db, { kind: 'post', itemId: post.id, language: 'en', input: form(), who })
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'de',
      input: form({ title: 'Rondos für Anfänger', slug: 'rondos-fuer-anfaenger' }),
      who,
    })
    expect(await states('post', post.id)).toEqual({ en: 'published', de: 'published' })
    const found = await findPublishedTranslation(t.db, 'post', 'en', 'rondos-for-beginners')
    expect(found).toMatchObject({ itemId: post.id, title: 'Rondos for beginners', summary: 'Why the rondo.' })
    expect(found?.html).toContain('<p>The rondo keeps the ball.</p>')
    expect(await publishedVersions(t.db, 'post', post.id)).toEqual([
      { language: 'en', slug: 'rondos-for-beginners' },
      { language: 'de', slug: 'rondos-fuer-anfaenger' },
    ])

    // Back to draft: no longer public.
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'de',
      input: form({ status: 'draft', slug: 'rondos-fuer-anfaenger' }),
      who,
    })
    expect(await findPublishedTranslation(t.db, 'post', 'de', 'rondos-fuer-anfaenger')).toBeUndefined()
    expect(await states('post', post.id)).toEqual({ en: 'published', de: 'draft' })
  })

  test('a source edit of its words marks translations out of date and says what changed; tags do not', async () => {
    const post = await insertPost(t.db, {
      title: 'Rondos para empezar',
      excerpt: 'Por qué el rondo.',
      content: doc('El rondo conserva el balón.', 'Se juega en espacios reducidos.'),
    })
    await saveTranslation(t.db, { kind: 'post', itemId: post.id, language: 'en', input: form(), who })
    await t.db.updateTable('post').set({ tags: 'rondos' }).where('id', '=', post.id).execute()
    expect(await states('post', post.id)).toEqual({ en: 'published' })

    await t.db
      .updateTable('post')
      .set({
        title: 'Rondos para empezar bien',
        content: doc('El rondo conserva el balón.', 'Se juega con dos toques.'),
      })
      .where('id', '=', post.id)
      .execute()
    expect(await states('post', post.id)).toEqual({ en: 'outdated' })
    expect(await idsNeedingTranslation(t.db, 'post', 'en')).toEqual([post.id])
    expect((await versionsByItem(t.db, 'post', [post.id])).get(post.id)).toEqual({ en: 'outdated' })
    const editor = await translationForEditor(t.db, 'post', post.id, 'en')
    expect(editor?.translation?.changes).toEqual({
      title: { before: 'Rondos para empezar', after: 'Rondos para empezar bien' },
      removed: ['Se juega en espacios reducidos.'],
      added: ['Se juega con dos toques.'],
    })
    // An out-of-date published version stays public until it is saved again.
    expect(await findPublishedTranslation(t.db, 'post', 'en', 'rondos-for-beginners')).toBeDefined()

    await saveTranslation(t.db, { kind: 'post', itemId: post.id, language: 'en', input: form(), who })
    expect(await states('post', post.id)).toEqual({ en: 'published' })
    expect(await idsNeedingTranslation(t.db, 'post', 'en')).toEqual([])
    expect(await idsNeedingTranslation(t.db, 'post', 'de')).toEqual([post.id])
  })

  test("the admin list: 'needs translation into' keeps missing and out-of-date items; each row lists its languages", async () => {
    const done = await insertPost(t.db, { title: 'Hecho', content: doc('Uno.') })
    const stale = await insertPost(t.db, { title: 'Viejo', content: doc('Dos.') })
    await insertPost(t.db, { title: 'Nuevo' })
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: done.id,
      language: 'en',
      input: form({ title: 'Done' }),
      who,
    })
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: stale.id,
      language: 'en',
      input: form({ title: 'Old', status: 'draft' }),
      who,
    })
    await t.db
      .updateTable('post')
      .set({ content: doc('Tres.') })
      .where('id', '=', stale.id)
      .execute()
    const facts = await translationListFacts(t.db, 'post', 'en')
    const list = await listPostsForAdmin(t.db, { onlyIds: facts.onlyIds, sort: 'title' })
    expect(list.posts.map((p) => p.title)).toEqual(['Nuevo', 'Viejo'])
    expect(list.total).toBe(2)
    const rows = await facts.languagesOf(list.posts)
    expect(rows.map((row) => row.languages)).toEqual([[], [{ language: 'en', state: 'outdated' }]])
    expect(
      (await listPostsForAdmin(t.db, { onlyIds: (await translationListFacts(t.db, 'post', 'de')).onlyIds }))
        .total,
    ).toBe(3)
  })

  test('a slug is unique per kind and language, with a translated error; other languages may share it', async () => {
    const a = await insertConcept(t.db, 'Amplitud')
    const b = await insertConcept(t.db, 'Profundidad')
    await saveTranslation(t.db, {
      kind: 'concept',
      itemId: a,
      language: 'en',
      input: form({ title: 'Width' }),
      who,
    })
    const taken = await saveTranslation(t.db, {
      kind: 'concept',
      itemId: b,
      language: 'en',
      input: form({ title: 'Depth', slug: 'width' }),
      who,
    })
    expect(taken).toEqual({ kind: 'invalid', fieldErrors: { slug: ['admin:errors.slugTaken'] } })
    expect(
      await saveTranslation(t.db, {
        kind: 'concept',
        itemId: b,
        language: 'da',
        input: form({ title: 'Width' }),
        who,
      }),
    ).toMatchObject({ kind: 'saved', slug: 'width' })
    // A post may have the slug a concept has in the same language.
    const post = await insertPost(t.db)
    expect(
      await saveTranslation(t.db, {
        kind: 'post',
        itemId: post.id,
        language: 'en',
        input: form({ title: 'Width' }),
        who,
      }),
    ).toMatchObject({ kind: 'saved', slug: 'width' })
  })

  test('a translation of a draft source is not public; an unknown item is notFound', async () => {
    const concept = await insertConcept(t.db, 'Basculación', 'draft')
    await saveTranslation(t.db, {
      kind: 'concept',
      itemId: concept,
      language: 'fr',
      input: form({ title: 'Bascule' }),
      who,
    })
    expect(await findPublishedTranslation(t.db, 'concept', 'fr', 'bascule')).toBeUndefined()
    expect(
      await saveTranslation(t.db, { kind: 'concept', itemId: 9999, language: 'fr', input: form(), who }),
    ).toEqual({
      kind: 'notFound',
    })
  })

  test('saving and publishing are audited; a changed slug redirects the old address', async () => {
    const post = await insertPost(t.db)
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'en',
      input: form({ status: 'draft' }),
      who,
    })
    await saveTranslation(t.db, { kind: 'post', itemId: post.id, language: 'en', input: form(), who })
    await saveTranslation(t.db, {
      kind: 'post',
      itemId: post.id,
      language: 'en',
      input: form({ slug: 'rondos' }),
      who,
    })
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['action', 'targetType', 'targetId', 'userId', 'detail'])
      .orderBy('id')
      .execute()
    expect(audit.map((row) => row.action)).toEqual([
      'translation.save',
      'translation.save',
      'translation.publish',
      'translation.save',
    ])
    expect(audit[2]).toMatchObject({ targetType: 'post', targetId: String(post.id), userId: 'coach' })
    expect(JSON.parse(audit[2]?.detail ?? '{}')).toMatchObject({ language: 'en' })
    const redirects = await t.db.selectFrom('redirect').select(['fromPath', 'toPath', 'kind']).execute()
    expect(redirects).toEqual([
      { fromPath: '/en/post/rondos-for-beginners', toPath: '/en/post/rondos', kind: 'translation' },
    ])
  })
})
