import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { srcSetOf } from '#app/components/media/picture.tsx'
import { PostSchema } from '#app/schemas/content-admin.ts'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost, insertUser } from '#tests/factories.ts'
import { migrations } from '../db/migrations/index.server.ts'
import { tempDiskStore, testImage, type TestStore } from '#tests/media.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { readMedia } from '../media/media.server.ts'
import { ingestUpload } from '../media/upload.server.ts'
import { savePost } from './posts-admin.server.ts'
import { findPublicPost } from './posts.server.ts'

const image = (src: string) => ({ type: 'image', attrs: { src, alt: 'Pizarra', width: 640, height: 480 } })

describe.each(engines)('pictures of an uploaded image on %s', (engine) => {
  let t: TestDb
  let files: TestStore
  let src: string
  let uploadId: number
  beforeAll(async () => {
    t = await openTestDb(engine)
    files = await tempDiskStore()
    const upload = await ingestUpload(
      t.db,
      files.store,
      { name: 'pizarra.png', bytes: await testImage(1000, 600), alt: 'Pizarra' },
      { maxBytes: 10_000_000, t: getFixedT('es') },
    )
    src = `/media/${upload.name}`
    uploadId = upload.id
  })
  afterAll(async () => {
    await files.close()
    await t.close()
  })

  test('an uploaded cover and the same upload in the text are offered as AVIF and WebP at every width', async () => {
    await insertUser(t.db, 'coach')
    const input = PostSchema.parse({
      title: 'Salida de balón',
      status: 'published',
      coverMediaId: String(uploadId),
      content: JSON.stringify({ type: 'doc', content: [image(src), image('/media/no-existe.webp')] }),
    })
    const saved = await savePost(t.db, { input, authorId: 'coach', revision: false })
    if (saved.kind !== 'saved') throw new Error(saved.kind)

    const post = await findPublicPost(t.db, saved.slug)
    const widths = (srcSet = '') => [...srcSet.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))
    expect(post?.cover?.src).toBe(src)
    expect(post?.cover).toMatchObject({ width: 1000, height: 600 })
    expect(post?.cover?.sources.map((s) => [s.type, widths(srcSetOf(s))])).toEqual([
      ['image/avif', [480, 960, 1000]],
      ['image/webp', [480, 960, 1000]],
    ])
    // Each address answers with its own type, cached for good (names change with the content).
    for (const source of post?.cover?.sources ?? [])
      for (const url of srcSetOf(source)
        .split(', ')
        .map((entry) => entry.split(' ')[0] ?? '')) {
        const file = await readMedia(t.db, decodeURIComponent(url.replace('/media/', '')), files.store)
        expect(file?.contentType, url).toBe(source.type)
        expect(file?.cacheControl, url).toContain('immutable')
      }

    // In the text: the upload as its picture at its true size, the unknown image as it was.
    const html = post?.contentHtml ?? ''
    for (const source of post?.cover?.sources ?? [])
      expect(html).toContain(`<source type="${source.type}" srcset="${srcSetOf(source)}" sizes="`)
    expect(html).toContain(`<img src="${src}" alt="Pizarra" width="1000" height="600" loading="lazy"`)
    expect(html).toContain(
      '<figure><img src="/media/no-existe.webp" alt="Pizarra" width="640" height="480" loading="lazy" decoding="async"></figure>',
    )
  })

  test('text saved before pictures gets them when the database is migrated', async () => {
    const content = JSON.stringify({ type: 'doc', content: [image(src)] })
    const oldHtml = `<figure><img src="${src}" alt="Pizarra" width="640" height="480" loading="lazy" decoding="async"></figure>`
    const post = await insertPost(t.db, { content, contentHtml: oldHtml })
    const plain = await insertPost(t.db, { contentHtml: '<p>Sin imágenes</p>' })
    await migrations['0174_render_pictures_in_rich_text']?.up(t.raw as Kysely<unknown>, engine) // as the migrator runs it
    const html = async (id: number) =>
      (await t.db.selectFrom('post').select('contentHtml').where('id', '=', id).executeTakeFirstOrThrow())
        .contentHtml
    expect(await html(post.id)).toMatch(
      /^<figure><picture><source type="image\/avif" srcset="[^"]+-w480\.avif 480w/,
    )
    expect(await html(plain.id)).toBe('<p>Sin imágenes</p>')
  })
})
