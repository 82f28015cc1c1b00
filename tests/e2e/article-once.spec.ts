import path from 'node:path'
import Database from 'better-sqlite3'
import { expect, test, type APIResponse } from '@playwright/test'
import { loadDemoContent } from '../../server/content/demo/load.server.ts'
import { startDemoServer } from '../../scripts/demo-server.ts'
import { INERT_MODULE_TYPE } from '../../server/http/scripts-after-paint.server.ts'
import { hydrated } from './hydrated.ts'

// Issue 35: a post's body travels once per document (not again in the hydration data), and the
// longest demo post page stays within the 40 KB the issue asked for (64 KB at first, 50 KB with its
// <picture>s; docs/PERFORMANCE.md, "Document size"). The size is the demo's own: measured on a server
// holding the demo alone, since other specs' posts here become a page's neighbours and related cards.
const MAX_POST_HTML = 40 * 1024

interface PostRow {
  slug: string
  title: string
  contentHtml: string
}

/** The demo's published posts as a database has them now (here, other specs add posts of their own). */
function publishedDemoPosts(databaseFile = path.join(process.env.E2E_DATA_DIR ?? '', 'app.db')): PostRow[] {
  const db = new Database(databaseFile, { readonly: true })
  try {
    const rows = db
      .prepare("select slug, title, contentHtml from post where status = 'published' and publishedAt <= ?")
      .all(new Date().toISOString()) as PostRow[]
    const titles = new Set(loadDemoContent().posts.map((post) => post.title))
    return rows.filter((row) => titles.has(row.title))
  } finally {
    db.close()
  }
}

/**
 * A paragraph of the body written the same way in HTML and in JSON (no quotes, tags or entities),
 * and left as it was by the glossary links of the page (docs/decisions/045-glossary-links.md).
 */
function paragraphOf(contentHtml: string, page: string) {
  const text = [...contentHtml.matchAll(/<p>([^<>&"\\]{40,})<\/p>/g)]
    .map((match) => match[1])
    .find((paragraph) => paragraph && page.includes(paragraph))
  expect(text, 'the post has a plain paragraph').toBeTruthy()
  return text ?? ''
}

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')

/** A hit of the HTML cache runs before Express, so it has no request id. */
const isHit = (response: APIResponse) => response.headers()['x-request-id'] === undefined

test('every demo post document carries its body once, the longest within 40 KB', async ({ playwright }) => {
  test.setTimeout(180_000)
  const demo = await startDemoServer('article-once')
  const request = await playwright.request.newContext({ baseURL: demo.origin })
  try {
    const posts = publishedDemoPosts(demo.databaseFile)
    expect(posts.length).toBeGreaterThan(5)
    const sizes: Array<[string, number]> = []
    for (const post of posts) {
      const response = await request.get(`/post/${post.slug}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const paragraph = paragraphOf(post.contentHtml, html)
      expect(occurrences(html, paragraph), `/post/${post.slug}: the paragraph once`).toBe(1)
      expect(occurrences(inlineScripts(html), paragraph), `/post/${post.slug}: not in a script`).toBe(0)
      sizes.push([post.slug, Buffer.byteLength(html)])
    }
    const [slug, longest] = sizes.sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    console.log(`Longest post page: /post/${slug}, ${(longest / 1024).toFixed(1)} KB`)
    expect(longest).toBeLessThanOrEqual(MAX_POST_HTML)
  } finally {
    await request.dispose()
    demo.stop()
  }
})

test('a post document asks for its cover and style sheet, and its scripts wait for the first paint', async ({
  request,
}) => {
  const [post] = publishedDemoPosts()
  if (!post) throw new Error('no published demo post')
  const html = await (await request.get(`/post/${post.slug}`)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  // What the first paint and the largest picture need comes first: the browser (and Lighthouse's
  // simulation of a phone) would otherwise queue them behind the modulepreload links.
  const cover = head.search(
    /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="/,
  )
  const stylesheet = head.search(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/)
  expect(cover, 'the cover is preloaded').toBeGreaterThan(-1)
  expect(stylesheet, 'the style sheet after the cover').toBeGreaterThan(cover)
  // The scripts start after the first paint (docs/decisions/035): no modulepreload in the document,
  // the module script waits as an inert block after the style sheet.
  expect(head.search(/<link rel="modulepreload"/), 'no script fetched before the first paint').toBe(-1)
  expect(html.indexOf(`type="${INERT_MODULE_TYPE}"`), 'the scripts after the style sheet').toBeGreaterThan(
    stylesheet,
  )
})

test('the HTML cache stores a post page with its body, once', async ({ request }) => {
  const [post] = publishedDemoPosts()
  if (!post) throw new Error('no published demo post')
  // A query string of our own: stored from its second request on, and no other spec reads it.
  const url = `/post/${post.slug}?v=${Date.now().toString(36)}`
  let response = await request.get(url)
  // Other specs write content in parallel, and every write empties the cache.
  for (let attempt = 0; attempt < 10 && !isHit(response); attempt++) response = await request.get(url)
  expect(isHit(response), 'answered from the cache').toBe(true)
  const html = await response.text()
  expect(occurrences(html, paragraphOf(post.contentHtml, html))).toBe(1)
})

test('a post keeps its body through hydration, and a client-side navigation brings the next one', async ({
  page,
}) => {
  const posts = publishedDemoPosts()
  const first = posts[0]
  if (!first) throw new Error('no published demo post')
  await page.goto(`/post/${first.slug}`)
  await hydrated(page)
  const firstParagraph = paragraphOf(first.contentHtml, await page.content())
  await expect(page.getByText(firstParagraph)).toBeVisible()

  // The neighbour comes as loader data (`.data`), with its body.
  const link = page.getByRole('link', { name: /Publicación (anterior|siguiente)/ }).first()
  const target = (await link.getAttribute('href')) ?? ''
  const next = posts.find((post) => `/post/${post.slug}` === target)
  if (!next) throw new Error(`${target} is not a demo post`)
  const dataRequest = page.waitForRequest((request) => request.url().includes('.data'))
  await link.click()
  await dataRequest
  await expect(page).toHaveURL(target)
  await expect(page.locator('h1')).toHaveText(next.title)
  await expect(page.getByText(paragraphOf(next.contentHtml, await page.content()))).toBeVisible()

  // Back: the first post again, from a new `.data` answer.
  await page.goBack()
  await expect(page.getByText(firstParagraph)).toBeVisible()
})
