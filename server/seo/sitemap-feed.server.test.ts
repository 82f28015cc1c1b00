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
    expect(sitemap).not.toMatch(/borrador|manana|oculto/)

    const feed = await feedXml(t.db, ORIGIN)
    expect(feed.match(/<item>/g)).toHaveLength(1)
    expect(feed).toContain('<title>Rondos &#38; &#60;posesión&#62;</title>')
    expect(feed).toContain('<content:encoded>&#60;p&#62;Hola&#60;/p&#62;</content:encoded>')
    expect(feed).not.toMatch(/borrador|manana/)
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
