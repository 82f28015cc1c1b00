import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/db.ts'
import { insertPost } from '#tests/factories.ts'
import { insertConcept } from '#tests/public-factories.ts'
import { feedXml } from './feed.server.ts'
import { sitemapXml } from './sitemap.server.ts'
import { escapeXml } from './xml.server.ts'

const ORIGIN = 'https://coach.example'

test('XML escaping covers markup characters and drops forbidden control characters', () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
    '&#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;',
  )
})

describe.each(engines)('sitemap and feed on %s', (engine) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  beforeEach(() => t.truncateAll())
  afterAll(() => t.close())

  test('list public posts and concepts only, escaped', async () => {
    await insertPost(t.db, { slug: 'rondos', title: 'Rondos & <posesión>', contentHtml: '<p>Hola</p>' })
    await insertPost(t.db, { slug: 'borrador', status: 'draft' })
    await insertPost(t.db, { slug: 'manana', daysAgo: -1 })
    await insertConcept(t.db, { slug: 'amplitud' })
    await insertConcept(t.db, { slug: 'oculto', status: 'draft' })

    const sitemap = await sitemapXml(t.db, ORIGIN)
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    expect(sitemap).toContain(`<loc>${ORIGIN}/post/rondos</loc>`)
    expect(sitemap).toContain(`<loc>${ORIGIN}/concepts/amplitud</loc>`)
    expect(sitemap).toContain(`<loc>${ORIGIN}/conceptos_basicos</loc>`)
    expect(sitemap).toContain(`<loc>${ORIGIN}/conceptos/mapa</loc>`)
    expect(sitemap).not.toMatch(/borrador|manana|oculto/)

    const feed = await feedXml(t.db, ORIGIN)
    expect(feed.match(/<item>/g)).toHaveLength(1)
    expect(feed).toContain('<title>Rondos &#38; &#60;posesión&#62;</title>')
    expect(feed).toContain('<content:encoded>&#60;p&#62;Hola&#60;/p&#62;</content:encoded>')
    expect(feed).not.toMatch(/borrador|manana/)
  })

  test('a post with published translations is listed once per language, each naming all versions', async () => {
    const post = await insertPost(t.db, { slug: 'rondos' })
    const draftSource = await insertPost(t.db, { slug: 'borrador', status: 'draft' })
    const translation = (itemId: number, language: string, slug: string, status: 'draft' | 'published') =>
      t.db
        .insertInto('content_translation')
        .values({
          kind: 'post',
          itemId,
          language,
          slug,
          fields: '{}',
          html: '',
          status,
          sourceHash: '',
          sourceSnapshot: '{}',
        })
        .execute()
    await translation(post.id, 'en', 'rondos-en', 'published')
    await translation(post.id, 'ae', 'rondos-ar', 'published')
    await translation(post.id, 'de', 'rondos-entwurf', 'draft')
    await translation(draftSource.id, 'en', 'hidden-draft', 'published')

    const sitemap = await sitemapXml(t.db, ORIGIN)
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const links = [
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/post/rondos"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/post/rondos-ar"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/post/rondos-en"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/post/rondos"/>`,
    ]
    for (const path of ['/post/rondos', '/en/post/rondos-en', '/ar/post/rondos-ar']) {
      const entry = new RegExp(`<url><loc>${ORIGIN}${path}</loc>.*</url>`).exec(sitemap)?.[0] ?? ''
      for (const link of links) expect(entry, path).toContain(link)
    }
    expect(sitemap).not.toMatch(/entwurf|hidden-draft/)
  })

  test('the feed in a language lists the posts published in it, as their versions', async () => {
    const translated = await insertPost(t.db, { slug: 'rondos', title: 'Rondos' })
    await insertPost(t.db, { slug: 'solo-espanol', title: 'Solo en español' })
    const draftSource = await insertPost(t.db, { slug: 'borrador', status: 'draft' })
    const version = (itemId: number, language: string, slug: string, status: 'draft' | 'published') =>
      t.db
        .insertInto('content_translation')
        .values({
          kind: 'post',
          itemId,
          language,
          slug,
          fields: JSON.stringify({ title: `Title ${slug}`, summary: `Summary ${slug}`, body: {} }),
          html: `<p>Body ${slug}</p>`,
          status,
          sourceHash: '',
          sourceSnapshot: '{}',
        })
        .execute()
    await version(translated.id, 'en', 'rondos-en', 'published')
    await version(translated.id, 'de', 'rondos-de', 'draft')
    await version(draftSource.id, 'en', 'hidden-draft', 'published')

    const english = await feedXml(t.db, ORIGIN, { language: 'en' })
    expect(english.match(/<item>/g)).toHaveLength(1)
    expect(english).toContain('<title>Title rondos-en</title>')
    expect(english).toContain(`<link>${ORIGIN}/en/post/rondos-en</link>`)
    expect(english).toContain('<description>Summary rondos-en</description>')
    expect(english).toContain('<language>en</language>')
    expect(english).toContain(`<atom:link href="${ORIGIN}/feed.xml?lang=en"`)
    expect(english).not.toMatch(/Solo en español|hidden-draft/)
    expect((await feedXml(t.db, ORIGIN, { language: 'de' })).match(/<item>/g)).toBeNull()
    expect((await feedXml(t.db, ORIGIN)).match(/<item>/g)).toHaveLength(2)
  })

  test("a members-only post's body is not in the feed: its excerpt is", async () => {
    await insertPost(t.db, {
      slug: 'socios',
      excerpt: 'Para todos',
      contentHtml: '<p>Solo socios</p>',
      access: 'members',
    })
    const feed = await feedXml(t.db, ORIGIN)
    expect(feed).toContain('<description>Para todos</description>')
    expect(feed).not.toContain('Solo socios')
  })

  test("a tag's feed lists its posts only and names its archive; the sitemap lists the archives", async () => {
    await insertPost(t.db, { slug: 'rondos', tags: 'rondos,táctica', daysAgo: 2 })
    await insertPost(t.db, { slug: 'presion', tags: 'táctica', daysAgo: 1 })
    await insertPost(t.db, { slug: 'dieta', tags: 'nutrición' })
    await insertPost(t.db, { slug: 'borrador', tags: 'táctica', status: 'draft' })
    const feed = await feedXml(t.db, ORIGIN, { tag: { name: 'táctica', path: '/blog/etiqueta/tactica' } })
    expect([...feed.matchAll(/<link>([^<]*)<\/link>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/blog/etiqueta/tactica`,
      `${ORIGIN}/post/presion`,
      `${ORIGIN}/post/rondos`,
    ])
    expect(feed).toContain(`<atom:link href="${ORIGIN}/blog/etiqueta/tactica/feed.xml" rel="self"`)
    expect(feed).toMatch(/<title>[^<]* · #táctica<\/title>/)
    const sitemap = await sitemapXml(t.db, ORIGIN)
    for (const slug of ['tactica', 'rondos', 'nutricion'])
      expect(sitemap).toContain(`<loc>${ORIGIN}/blog/etiqueta/${slug}</loc>`)
  })
})
